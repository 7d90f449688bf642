import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, STAFF_NOTICE_COOKIE, STORAGE_KEYS } from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

// Noon in Amsterdam on Saturday 14 March 2026.
const NOW = new Date('2026-03-14T11:00:00.000Z');

const url = (id: string) => `/api/v2/documents/${id}/file?expires=1773487200&viewer=user-1&signature=abc`;

function aDocument(id: string, type: string, name: string, date: string, fileName = `${name}.pdf`) {
  return { id, type, name, date, url: url(id), fileName };
}

const DOCUMENTS = [
  aDocument('d1', 'LAB_RESULT', 'Blood values', '2026-03-14T08:30:00.000Z'),
  aDocument('d2', 'REPORT', 'Health check report', '2026-03-13T23:30:00.000Z'),
  aDocument('d3', 'REPORT', 'Rapport gezondheidscheck', '2026-03-13T09:00:00.000Z'),
  aDocument('d4', 'REFERRAL', 'Letter to the GP.png', '2026-02-05T10:00:00.000Z', 'Letter to the GP.png'),
];

const ANNA = {
  serviceNumber: 'HP-424242',
  givenName: 'Anna',
  middleName: 'de',
  familyName: 'Vries',
  birthDate: '1984-03-09',
  gender: 'Female',
};

/** Signs in with `groups`; staff have seen the confidentiality notice, and `person` is their selected one. */
function signInAs(groups: Role[], person?: typeof ANNA): Record<string, MockHandler> {
  if (!groups.includes(Role.CONSUMER)) writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  if (person) window.localStorage.setItem(STORAGE_KEYS.CONSUMER, JSON.stringify(person));
  startSession(someTokens());
  return {
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups } }) }),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
    ...(person
      ? {
          [`GET /api/v2/users/${person.serviceNumber}/health-passports`]: () =>
            json({ person, passports: [] }),
        }
      : {}),
  };
}

const tableOf = (heading: string) => screen.getByRole('table', { name: heading });
const rowsOf = (heading: string) =>
  within(tableOf(heading))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  // Only Date: the queries' timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the documents page', () => {
  it('groups a consumer’s own documents by type, dated today, yesterday or the short date', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.CONSUMER]),
      'GQL MyDocuments': () => gqlData({ myDocuments: DOCUMENTS }),
    });
    renderAt('/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Reports' });
    // The domain's order of types, whatever the order of the list.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Reports',
      'Lab results',
      'Referrals',
    ]);
    expect(rowsOf('Reports')).toEqual([
      // 23:30 UTC on the 13th is already the 14th in Amsterdam.
      ['Health check report', 'Today', 'Download'],
      ['Rapport gezondheidscheck', 'Yesterday', 'Download'],
    ]);
    expect(rowsOf('Lab results')).toEqual([['Blood values', 'Today', 'Download']]);
    expect(rowsOf('Referrals')).toEqual([['Letter to the GP.png', '02/05/2026', 'Download']]);
    const columns = within(tableOf('Reports')).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Name', 'Date', 'Actions']);
    expect(variablesSentTo(fetchMock, 'PersonDocuments')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Documents · Health Passport'));
  });

  it('downloads through the signed url under the document’s file name', async () => {
    mockFetch({ ...signInAs([Role.CONSUMER]), 'GQL MyDocuments': () => gqlData({ myDocuments: DOCUMENTS }) });
    renderAt('/documents');

    const link = await screen.findByRole('link', { name: 'Download Health check report' });
    expect(link.getAttribute('href')).toBe(url('d2'));
    expect(link.getAttribute('download')).toBe('Health check report.pdf');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('speaks Dutch: headings, today and the Dutch short date', async () => {
    await i18n.changeLanguage('nl-NL');
    mockFetch({ ...signInAs([Role.CONSUMER]), 'GQL MyDocuments': () => gqlData({ myDocuments: DOCUMENTS }) });
    renderAt('/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documenten' })).toBeTruthy();
    expect((await screen.findAllByRole('row')).length).toBeGreaterThan(1);
    expect(rowsOf('Rapporten')[0]).toEqual(['Health check report', 'Vandaag', 'Downloaden']);
    expect(screen.getByRole('link', { name: 'Health check report downloaden' })).toBeTruthy();
    expect(rowsOf('Verwijzingen')[0]?.[1]).toBe('05-02-2026');
  });

  it('says there are no documents, with the way to the health check', async () => {
    mockFetch({ ...signInAs([Role.CONSUMER]), 'GQL MyDocuments': () => gqlData({ myDocuments: [] }) });
    renderAt('/documents');

    expect(await screen.findByRole('heading', { level: 2, name: 'No documents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my health check' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: /Add a document/ })).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    let calls = 0;
    mockFetch({
      ...signInAs([Role.CONSUMER]),
      'GQL MyDocuments': () =>
        ++calls === 1
          ? json({ error: { code: 'internalError', message: 'Something went wrong' } }, 500)
          : gqlData({ myDocuments: DOCUMENTS }),
    });
    renderAt('/documents');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'The documents could not be loaded' })).toBeTruthy();
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeTruthy();
  });

  it('shows a health coach the selected person’s documents and a form to add one', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH], ANNA),
      'GQL PersonDocuments': () => gqlData({ documents: DOCUMENTS.slice(0, 1) }),
    });
    renderAt('/documents');

    expect(await screen.findByText('The documents of A. de Vries.')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Lab results' })).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'PersonDocuments')).toEqual([{ userASN: 'HP-424242' }]);
    expect(variablesSentTo(fetchMock, 'MyDocuments')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Add a document for A. de Vries' })).toBeTruthy();
  });

  it('shows an external viewer the sharer’s documents, without an upload form', async () => {
    mockFetch({
      ...signInAs([Role.EXTERNAL], ANNA),
      'GQL PersonDocuments': () => gqlData({ documents: [] }),
    });
    renderAt('/documents');

    expect(await screen.findByRole('heading', { name: 'No documents' })).toBeTruthy();
    expect(screen.getByText('No documents have been added for this person yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Add a document/ })).toBeNull();
  });
});

describe('adding a document', () => {
  const PATH = '/api/v2/users/HP-424242/documents';

  function formsSentTo(fetchMock: ReturnType<typeof mockFetch>): FormData[] {
    return fetchMock.mock.calls
      .filter(([input, init]) => String(input) === PATH && init?.method === 'POST')
      .map(([, init]) => init?.body as FormData);
  }

  async function openForm(upload: MockHandler) {
    let listed = 0;
    const fetchMock = mockFetch({
      ...signInAs([Role.DATA_EXPERT], ANNA),
      'GQL PersonDocuments': () => gqlData({ documents: listed++ === 0 ? [] : DOCUMENTS.slice(0, 1) }),
      [`POST ${PATH}`]: upload,
    });
    renderAt('/documents');
    const form = await screen.findByRole('region', { name: 'Add a document for A. de Vries' });
    return { fetchMock, form, user: userEvent.setup({ delay: null }) };
  }

  it('sends the kind, name and file, says so and lists the new document', async () => {
    const { fetchMock, form, user } = await openForm(() =>
      json({ ...DOCUMENTS[0], name: 'Blood values' }, 201),
    );
    await user.selectOptions(within(form).getByLabelText('Kind of document'), 'Lab result');
    await user.type(within(form).getByLabelText('Name (optional)'), 'Blood values');
    const file = within(form).getByLabelText('File');
    expect(file.getAttribute('accept')).toBe(
      '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp',
    );
    expect(within(form).getByText('PDF, PNG, JPEG or WebP, at most 10 MB.')).toBeTruthy();
    await user.upload(file, new File(['%PDF-1.4'], 'lab.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Add document' }));

    expect((await within(form).findByRole('status')).textContent).toBe('Blood values was added.');
    const [sent] = formsSentTo(fetchMock);
    expect(sent?.get('type')).toBe('LAB_RESULT');
    expect(sent?.get('name')).toBe('Blood values');
    expect((sent?.get('file') as File).name).toBe('lab.pdf');
    expect(await screen.findByRole('table', { name: 'Lab results' })).toBeTruthy();
  });

  it('asks for the kind and the file before sending anything', async () => {
    const { fetchMock, form, user } = await openForm(() => json({}, 201));
    await user.click(within(form).getByRole('button', { name: 'Add document' }));

    const kind = within(form).getByLabelText('Kind of document');
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose what kind of document this is.')).toBeTruthy();
    expect(within(form).getByText('Choose a file to add.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(kind));
    expect(formsSentTo(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal of a file that is not what its extension claims, under the file', async () => {
    const { form, user } = await openForm(() =>
      json(
        {
          error: {
            code: 'fileExtensionMismatch',
            message: 'report.pdf is not what its extension claims: it is a PNG image.',
          },
        },
        400,
      ),
    );
    await user.selectOptions(within(form).getByLabelText('Kind of document'), 'Report');
    const file = within(form).getByLabelText('File');
    await user.upload(file, new File(['png'], 'report.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Add document' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'report.pdf is not what its extension claims. Save it with the right extension and try again.',
    );
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { fetchMock, form, user } = await openForm(() => json({}, 201));
    await user.selectOptions(within(form).getByLabelText('Kind of document'), 'Report');
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(form).getByLabelText('File'), big);
    await user.click(within(form).getByRole('button', { name: 'Add document' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('The file is larger than 10 MB.');
    expect(formsSentTo(fetchMock)).toEqual([]);
  });
});
