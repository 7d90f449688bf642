import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { gqlData, gqlError, mockFetch, variablesSentTo } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aCard, aPage, aSnapshot, gqlFailure, signInAs } from './testing';

// The pages load lazily; their modules are loaded once up front, so no test waits for them to compile. Each
// test renders the whole app, which on a busy machine can take longer than the default second.
beforeAll(() => import('./index'), 30_000);
configure({ asyncUtilTimeout: 5000 });

const queriesSent = (fetchMock: ReturnType<typeof mockFetch>) =>
  variablesSentTo(fetchMock, 'SearchSnapshots').map((variables) => (variables as { query: unknown }).query);

const cards = () => within(screen.getByRole('list', { name: 'Snapshots' })).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
});

describe('the snapshots page', () => {
  it('asks for computed snapshots, page 0, 12 to a page, and shows each as a card', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.CORPORATE_MANAGER]),
      'GQL SearchSnapshots': () =>
        gqlData(
          aPage([
            aCard(),
            aCard({ id: 's2', name: 'Globex 2026', company: 'Globex', totalHealthPassports: null }),
          ]),
        ),
    });
    renderAt('/snapshots');

    expect(await screen.findByRole('heading', { level: 1, name: 'Snapshots' })).toBeTruthy();
    await screen.findByText('Acme 2026');
    expect(queriesSent(fetchMock)[0]).toEqual({ status: 'COMPUTED', pageNumber: 0, pageSize: 12 });
    const [acme, globex] = cards();
    expect(within(acme!).getByText('Everyone at Acme who took part this spring')).toBeTruthy();
    expect(within(acme!).getByText('42 people')).toBeTruthy();
    expect(within(globex!).getByText('Not computed yet')).toBeTruthy();
    const view = within(acme!).getByRole('link', { name: 'View snapshot: Acme 2026' });
    expect(view.getAttribute('href')).toBe('/snapshot/s1');
    expect(view.textContent).toBe('View snapshot');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('COMPUTED');
    expect(document.title).toContain('Snapshots');
  });

  it('pages with Previous / Page N of M / Next', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.DATA_EXPERT]),
      'GQL SearchSnapshots': ({ variables }) => {
        const page = (variables as { query: { pageNumber: number } }).query.pageNumber;
        return gqlData(aPage([aCard({ id: `s${page}`, name: `Snapshot ${page + 1}` })], page, 3));
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/snapshots');

    await screen.findByText('Snapshot 1');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Snapshot 2');
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1');
    expect(queriesSent(fetchMock).at(-1)).toEqual({ status: 'COMPUTED', pageNumber: 1, pageSize: 12 });

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Snapshot 3');
    expect(within(pages).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('filters by company after typing stops and by status at once, each time from page 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...signInAs([Role.PRODUCT_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([aCard()], 0, 2)),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/snapshots?page=1');
    await screen.findByText('Acme 2026');

    await user.type(screen.getByRole('searchbox', { name: 'Company' }), 'acme');
    vi.advanceTimersByTime(799);
    expect(queriesSent(fetchMock).some((query) => JSON.stringify(query).includes('acme'))).toBe(false);
    vi.advanceTimersByTime(1);
    await waitFor(() =>
      expect(queriesSent(fetchMock).at(-1)).toEqual({
        company: 'acme',
        status: 'COMPUTED',
        pageNumber: 0,
        pageSize: 12,
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await waitFor(() =>
      expect(queriesSent(fetchMock).at(-1)).toEqual({
        company: 'acme',
        status: 'PUBLISHED',
        pageNumber: 0,
        pageSize: 12,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() =>
      expect(queriesSent(fetchMock).at(-1)).toEqual({ company: 'acme', pageNumber: 0, pageSize: 12 }),
    );
  });

  it('says the snapshots are being processed when the list fails, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch({
      ...signInAs([Role.CORPORATE_MANAGER]),
      'GQL SearchSnapshots': () => (fail ? gqlError('internal', 'Boom', 500) : gqlData(aPage([aCard()]))),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshots');

    expect(
      await screen.findByText('Snapshots are being processed. Please try again in a moment.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme 2026')).toBeTruthy();
  });

  it('says so when nothing matches, and clears the filters', async () => {
    mockFetch({
      ...signInAs([Role.CORPORATE_MANAGER]),
      'GQL SearchSnapshots': ({ variables }) =>
        gqlData(aPage((variables as { query: { name?: string } }).query.name ? [] : [aCard()])),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/snapshots?name=nobody');

    expect(await screen.findByRole('heading', { name: 'No snapshots found' })).toBeTruthy();
    expect(
      screen.getByText('No snapshot matches these filters. Change or clear them to see more.'),
    ).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement).value).toBe('nobody');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Acme 2026')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it('speaks Dutch', async () => {
    mockFetch({
      ...signInAs([Role.CORPORATE_MANAGER]),
      'GQL SearchSnapshots': () => gqlError('internal', 'Boom', 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('nl-NL');
    renderAt('/snapshots');
    expect(
      await screen.findByText('De snapshots worden verwerkt. Probeer het over een moment opnieuw.'),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Berekend' })).toBeTruthy();
  });
});

describe('an HR manager on the snapshots page', () => {
  it('lists their published snapshots, without a status to choose', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.HR_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([aCard({ status: 'PUBLISHED' })])),
    });
    renderAt('/snapshots');
    await screen.findByText('Acme 2026');
    expect(queriesSent(fetchMock)[0]).toEqual({ status: 'PUBLISHED', pageNumber: 0, pageSize: 12 });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New snapshot' })).toBeNull();
  });

  it('names the snapshots not published yet, and opening one shows the not-ready modal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      ...signInAs([Role.HR_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
      'GQL SnapshotsNotReady': () =>
        gqlData({ snapshotsNotReady: [{ id: 's7', name: 'Acme autumn', company: 'Acme' }] }),
      'GQL SnapshotDetail': () => gqlFailure('snapshotNotReady'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/snapshots');

    const block = await screen.findByRole('region', { name: 'Snapshots being prepared' });
    expect(within(block).getByText('Acme autumn')).toBeTruthy();
    await user.click(within(block).getByRole('button', { name: 'Open Acme autumn' }));

    const modal = await screen.findByRole('dialog', { name: 'Not ready yet' });
    expect(
      within(modal).getByText(
        'This snapshot is not ready yet. You will receive an e-mail when it is published.',
      ),
    ).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'SnapshotDetail')).toEqual([{ snapshotID: 's7' }]);
    expect(router.state.location.pathname).toBe('/snapshots');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens one that was published in the meantime', async () => {
    mockFetch({
      ...signInAs([Role.HR_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
      'GQL SnapshotsNotReady': () =>
        gqlData({ snapshotsNotReady: [{ id: 's1', name: 'Acme 2026', company: 'Acme' }] }),
      'GQL SnapshotDetail': () => gqlData({ snapshot: aSnapshot({ status: 'PUBLISHED' }) }),
      'GQL SnapshotSystems': () => gqlData({ snapshotSystems: [] }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/snapshots');
    await user.click(await screen.findByRole('button', { name: 'Open Acme 2026' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/snapshot/s1'));
  });
});

describe('a new snapshot', () => {
  it.each([
    [Role.DATA_EXPERT, true],
    [Role.PRODUCT_MANAGER, true],
    [Role.CORPORATE_MANAGER, false],
  ])('is offered to a %s: %s', async (role, offered) => {
    mockFetch({ ...signInAs([role]), 'GQL SearchSnapshots': () => gqlData(aPage([aCard()])) });
    renderAt('/snapshots');
    await screen.findByText('Acme 2026');
    expect(screen.queryByRole('form', { name: 'New snapshot' }) !== null).toBe(offered);
    expect(screen.queryByRole('region', { name: 'Snapshots being prepared' })).toBeNull();
  });

  it('is created with its name, customer type and company, and opens', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.DATA_EXPERT]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
      'GQL CreateSnapshot': () =>
        gqlData({ createSnapshot: aSnapshot({ id: 's9', name: 'Globex 2026', company: 'Globex' }) }),
      'GQL SnapshotSystems': () => gqlData({ snapshotSystems: [] }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/snapshots');
    const form = await screen.findByRole('form', { name: 'New snapshot' });

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Globex 2026');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Customer type' }),
      'Consumers (B2C)',
    );
    await within(form).findByRole('option', { name: 'Globex' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Company' }), 'Globex');
    await user.click(within(form).getByRole('button', { name: 'Create snapshot' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/snapshot/s9'));
    expect(variablesSentTo(fetchMock, 'CreateSnapshot')).toEqual([
      { name: 'Globex 2026', customerType: 'B2C', company: 'Globex' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex 2026' })).toBeTruthy();
  });

  it('says what is missing before asking the server', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.DATA_EXPERT]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshots');
    const form = await screen.findByRole('form', { name: 'New snapshot' });
    await user.click(within(form).getByRole('button', { name: 'Create snapshot' }));

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Enter a name')).toBeTruthy();
    expect(within(form).getByText('Choose a company')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(variablesSentTo(fetchMock, 'CreateSnapshot')).toEqual([]);
  });

  it.each([
    ['invalidSnapshotInput', { fields: { name: 'At most 120 characters' } }, 'Name', 'Enter a shorter name'],
    ['unknownCompany', undefined, 'Company', 'This company is not known. Choose one from the list'],
  ])('shows the server refusal %s at its field', async (code, details, field, message) => {
    mockFetch({
      ...signInAs([Role.PRODUCT_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
      'GQL CreateSnapshot': () => gqlFailure(code, details),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshots');
    const form = await screen.findByRole('form', { name: 'New snapshot' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Acme');
    await within(form).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Company' }), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Create snapshot' }));

    const control =
      field === 'Name'
        ? within(form).getByRole('textbox', { name: field })
        : within(form).getByRole('combobox', { name: field });
    await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(control);
  });

  it('says something went wrong for any other refusal', async () => {
    mockFetch({
      ...signInAs([Role.PRODUCT_MANAGER]),
      'GQL SearchSnapshots': () => gqlData(aPage([])),
      'GQL CreateSnapshot': () => gqlFailure('forbidden'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshots');
    const form = await screen.findByRole('form', { name: 'New snapshot' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Acme');
    await within(form).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Company' }), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Create snapshot' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
