import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aSnapshot, aSystem, gqlFailure, signInAs } from './testing';

// The pages load lazily; their modules are loaded once up front, so no test waits for them to compile. Each
// test renders the whole app, which on a busy machine can take longer than the default second.
beforeAll(() => import('./index'), 30_000);
configure({ asyncUtilTimeout: 5000 });

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** A snapshot with its systems, for a viewer with `groups`. */
function snapshotFor(groups: Role[], handlers: Record<string, MockHandler> = {}) {
  return mockFetch({
    ...signInAs(groups),
    'GQL SnapshotDetail': () => gqlData({ snapshot: aSnapshot() }),
    'GQL SnapshotSystems': () => gqlData({ snapshotSystems: [aSystem()] }),
    ...handlers,
  });
}

const carousel = (name: string) => screen.getByRole('region', { name });
/** The slides in view: the others are inert, out of reach of keyboard and screen reader. */
const slidesInView = (region: HTMLElement) =>
  [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resizeTo(initialWidth);
});

describe('a snapshot', () => {
  it('shows its name, company, description, status, people counted, dates and logo', async () => {
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme 2026' })).toBeTruthy();
    expect(screen.getByText('Everyone at Acme who took part this spring')).toBeTruthy();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts('Company')).toBe('Acme');
    expect(facts('Status')).toBe('Computed');
    expect(facts('People counted')).toBe('42 people');
    expect(facts('Computed on')).toBe('04/02/2026, 10:30');
    expect(facts('Available until')).toBe('03/31/2027');
    expect(screen.getByRole('img', { name: 'Logo of Acme' }).getAttribute('src')).toBe('/logos/acme-en.svg');
    expect(document.title).toContain('Acme 2026');
  });

  it('shows the Dutch logo and texts in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');
    expect((await screen.findByRole('img', { name: 'Logo van Acme' })).getAttribute('src')).toBe(
      '/logos/acme-nl.svg',
    );
    expect(screen.getByText('Aantal personen').nextElementSibling?.textContent).toBe('42 personen');
  });

  it('shows why it is not computed instead of numbers', async () => {
    const fetchMock = snapshotFor([Role.DATA_EXPERT], {
      'GQL SnapshotDetail': () =>
        gqlData({
          snapshot: aSnapshot({
            totalHealthPassports: null,
            computedDate: null,
            notComputedReason: 'Too few health passports: 6 of the 11 needed.',
          }),
        }),
    });
    renderAt('/snapshot/s1');
    expect(await screen.findByText('Too few health passports: 6 of the 11 needed.')).toBeTruthy();
    expect(screen.getByText('No results yet')).toBeTruthy();
    expect(screen.queryByText('People counted')).toBeNull();
    expect(variablesSentTo(fetchMock, 'SnapshotSystems')).toEqual([]);
  });

  it.each([
    [1440, ['1 of 5', '2 of 5', '3 of 5']],
    [1439, ['1 of 5', '2 of 5']],
    [720, ['1 of 5', '2 of 5']],
    [719, ['1 of 5']],
  ])('shows a slideshow at %i px wide with slides %j in view', async (width, inView) => {
    resizeTo(width);
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');
    await screen.findByRole('heading', { level: 3, name: 'Metabolism' });
    expect(slidesInView(carousel('Metabolism'))).toEqual(inView);
    // A tab category shows one tile at a time, whatever the width.
    expect(slidesInView(carousel('Heart'))).toEqual(['1 of 2']);
  });

  it('follows the window as it is resized', async () => {
    resizeTo(1600);
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');
    await screen.findByRole('heading', { level: 3, name: 'Metabolism' });
    expect(slidesInView(carousel('Metabolism'))).toHaveLength(3);
    act(() => resizeTo(1000));
    expect(slidesInView(carousel('Metabolism'))).toHaveLength(2);
    act(() => resizeTo(600));
    expect(slidesInView(carousel('Metabolism'))).toHaveLength(1);
    expect(slidesInView(carousel('Heart'))).toHaveLength(1);
  });

  it('moves a slideshow forward with Next slide', async () => {
    resizeTo(1440);
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');
    await screen.findByRole('heading', { level: 3, name: 'Metabolism' });
    const slideshow = carousel('Metabolism');
    await act(async () => fireEvent.click(within(slideshow).getByRole('button', { name: 'Next slide' })));
    expect(slidesInView(slideshow)).toEqual(['2 of 5', '3 of 5', '4 of 5']);
    expect(
      within(slideshow).getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current'),
    ).toBe('true');
    // At the end the last three stay in view.
    await act(async () => fireEvent.click(within(slideshow).getByRole('button', { name: 'Go to slide 5' })));
    expect(slidesInView(slideshow)).toEqual(['3 of 5', '4 of 5', '5 of 5']);
  });

  it('shows each subject with its shares per colour as text and chart, and its details on demand', async () => {
    snapshotFor([Role.CORPORATE_MANAGER]);
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const subject = (await screen.findByRole('heading', { level: 4, name: 'Blood pressure' })).closest(
      'article',
    )!;
    expect(within(subject).getByText('Average 24.1, 40 people measured')).toBeTruthy();
    expect(
      within(subject).getByRole('img', { name: 'Share of people per colour: Orange 28%, Green 72%' }),
    ).toBeTruthy();
    const rows = within(subject)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RedNot shown (fewer than 11 people)Obesity',
      'Orange28%Overweight',
      'Green72%Healthy weight',
    ]);

    const toggle = within(subject).getByRole('button', { name: 'Show details: Blood pressure' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(within(details).getByText('A BMI from 25 to 30.')).toBeTruthy();
    expect(within(subject).getByRole('button', { name: 'Hide details: Blood pressure' })).toBe(toggle);
  });

  it.each([
    ['unknown or not the viewer’s', gqlFailure('notFound')],
    ['failing', gqlError('internal', 'Boom', 500)],
  ])('says there may be no data when it is %s', async (_case, answer) => {
    snapshotFor([Role.CORPORATE_MANAGER], { 'GQL SnapshotDetail': () => answer });
    renderAt('/snapshot/s1');
    expect(
      await screen.findByText("Something went wrong, maybe there's no data available for this snapshot."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the snapshots' }).getAttribute('href')).toBe(
      '/snapshots',
    );
  });

  it('says the same when its systems fail, and keeps the facts', async () => {
    snapshotFor([Role.CORPORATE_MANAGER], { 'GQL SnapshotSystems': () => gqlFailure('notFound') });
    renderAt('/snapshot/s1');
    expect(
      await screen.findByText("Something went wrong, maybe there's no data available for this snapshot."),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme 2026' })).toBeTruthy();
  });

  it('shows an HR manager the not-ready modal for a snapshot not published yet', async () => {
    snapshotFor([Role.HR_MANAGER], { 'GQL SnapshotDetail': () => gqlFailure('snapshotNotReady') });
    renderAt('/snapshot/s7');
    const modal = await screen.findByRole('dialog', { name: 'Not ready yet' });
    expect(
      within(modal).getByText(
        'This snapshot is not ready yet. You will receive an e-mail when it is published.',
      ),
    ).toBeTruthy();
  });
});

describe('what each role may do with a snapshot', () => {
  it.each([
    [Role.DATA_EXPERT, { edit: true, managers: false }],
    [Role.PRODUCT_MANAGER, { edit: true, managers: true }],
    [Role.CORPORATE_MANAGER, { edit: false, managers: true }],
    [Role.HR_MANAGER, { edit: false, managers: false }],
  ])('%s: %j', async (role, allowed) => {
    snapshotFor([role]);
    renderAt('/snapshot/s1');
    await screen.findByRole('heading', { level: 1, name: 'Acme 2026' });
    expect(screen.queryByRole('form', { name: 'Edit snapshot' }) !== null).toBe(allowed.edit);
    expect(screen.queryByRole('button', { name: 'Recompute snapshot' }) !== null).toBe(allowed.edit);
    expect(screen.queryByRole('region', { name: 'HR managers' }) !== null).toBe(allowed.managers);
    expect(screen.queryByRole('form', { name: 'Invite an HR manager' }) !== null).toBe(allowed.managers);
    expect(screen.queryByRole('region', { name: 'Your report' }) !== null).toBe(role === Role.HR_MANAGER);
  });

  it('lets an HR manager download their report in English or Dutch', async () => {
    snapshotFor([Role.HR_MANAGER]);
    renderAt('/snapshot/s1');
    const report = await screen.findByRole('region', { name: 'Your report' });
    const english = within(report).getByRole('link', { name: 'Download report (English)' });
    const dutch = within(report).getByRole('link', { name: 'Rapport downloaden (Nederlands)' });
    expect(english.getAttribute('href')).toBe('/files/report-en?sig=1');
    expect(dutch.getAttribute('href')).toBe('/files/report-nl?sig=1');
    expect(dutch.getAttribute('lang')).toBe('nl');
    expect(dutch.hasAttribute('download')).toBe(true);
  });
});

describe('the HR managers panel', () => {
  it('lists each manager with e-mail, service number and reports', async () => {
    snapshotFor([Role.CORPORATE_MANAGER]);
    renderAt('/snapshot/s1');
    const panel = await screen.findByRole('region', { name: 'HR managers' });
    const [hanna] = within(panel).getAllByRole('listitem');
    expect(within(hanna!).getByText('Hanna de Boer')).toBeTruthy();
    expect(within(hanna!).getByText('hanna@acme.example')).toBeTruthy();
    expect(within(hanna!).getByText('HP00000009')).toBeTruthy();
    const dutch = within(hanna!).getByRole('link', { name: 'Rapport (Nederlands): Hanna de Boer' });
    expect(dutch.getAttribute('href')).toBe('/files/report-nl?sig=1');
    expect(within(hanna!).getByRole('link', { name: 'Report (English): Hanna de Boer' })).toBeTruthy();
  });

  it('revokes a manager by service number after confirming', async () => {
    const fetchMock = snapshotFor([Role.PRODUCT_MANAGER], {
      'GQL RevokeManager': () => gqlData({ revokeManager: aSnapshot({ managers: [] }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const panel = await screen.findByRole('region', { name: 'HR managers' });
    await user.click(within(panel).getByRole('button', { name: 'Revoke access: Hanna de Boer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke access' }));

    expect(
      await within(panel).findByText('Hanna de Boer no longer has access to this snapshot.'),
    ).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RevokeManager')).toEqual([{ id: 's1', managerASN: 'HP00000009' }]);
    expect(within(panel).getByText('No HR managers yet. Invite the first one below.')).toBeTruthy();
  });

  it('says so when the person was no manager any more', async () => {
    snapshotFor([Role.CORPORATE_MANAGER], { 'GQL RevokeManager': () => gqlFailure('notAManager') });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const panel = await screen.findByRole('region', { name: 'HR managers' });
    await user.click(within(panel).getByRole('button', { name: 'Revoke access: Hanna de Boer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }),
    );
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Hanna de Boer is no longer an HR manager of this snapshot.',
    );
  });

  it('invites a manager by name and e-mail', async () => {
    const fetchMock = snapshotFor([Role.CORPORATE_MANAGER], {
      'GQL InviteManager': () =>
        gqlData({
          inviteManager: aSnapshot({
            managers: [
              ...aSnapshot().managers,
              {
                user: {
                  id: 'u10',
                  serviceNumber: 'HP00000010',
                  name: 'Ida Visser',
                  email: 'ida@acme.example',
                },
                pdfURI: { en_US: null, nl_NL: null },
              },
            ],
          }),
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Invite an HR manager' });
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Ida');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Visser');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'ida@acme.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Ida Visser is invited and receives an e-mail.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'InviteManager')).toEqual([
      { id: 's1', manager: { firstName: 'Ida', lastName: 'Visser', email: 'ida@acme.example' } },
    ]);
    const panel = screen.getByRole('region', { name: 'HR managers' });
    expect(within(panel).getByText('ida@acme.example')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
  });

  it.each([
    [
      'managerAccountNotAllowed',
      undefined,
      'E-mail address',
      "This address belongs to a customer or staff account. Invite a new address or an HR manager's account",
    ],
    ['alreadyManager', undefined, 'E-mail address', 'This person is already an HR manager of this snapshot'],
    [
      'invalidSnapshotInput',
      { fields: { 'manager.lastName': 'Required' } },
      'Last name',
      'Enter a last name',
    ],
  ])('shows the refusal %s at the field it concerns', async (code, details, field, message) => {
    snapshotFor([Role.PRODUCT_MANAGER], { 'GQL InviteManager': () => gqlFailure(code, details) });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Invite an HR manager' });
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Ida');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Visser');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'ida@shop.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const control = within(form).getByRole('textbox', { name: field });
    await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(control);
  });

  it('explains the refusals in Dutch too', async () => {
    await i18n.changeLanguage('nl-NL');
    snapshotFor([Role.PRODUCT_MANAGER], { 'GQL InviteManager': () => gqlFailure('alreadyManager') });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Een HR-manager uitnodigen' });
    await user.type(within(form).getByRole('textbox', { name: 'Voornaam' }), 'Ida');
    await user.type(within(form).getByRole('textbox', { name: 'Achternaam' }), 'Visser');
    await user.type(within(form).getByRole('textbox', { name: 'E-mailadres' }), 'ida@acme.example');
    await user.click(within(form).getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await within(form).findByText('Deze persoon is al HR-manager van deze snapshot')).toBeTruthy();
  });
});

describe('editing a snapshot', () => {
  it('refuses a minimum below 11 without asking the server', async () => {
    const fetchMock = snapshotFor([Role.DATA_EXPERT]);
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Edit snapshot' });
    const minimum = within(form).getByRole('spinbutton', { name: 'Fewest people behind a figure' });
    await user.clear(minimum);
    await user.type(minimum, '10');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Enter a whole number of at least 11')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'UpdateSnapshot')).toEqual([]);
  });

  it('sends only what changed', async () => {
    const fetchMock = snapshotFor([Role.PRODUCT_MANAGER], {
      'GQL UpdateSnapshot': ({ variables }) =>
        gqlData({
          updateSnapshot: aSnapshot({ status: 'PUBLISHED', ...(variables as { input: object }).input }),
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Edit snapshot' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Published');
    await user.clear(within(form).getByRole('textbox', { name: 'Logo address (Dutch)' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('The snapshot is saved.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'UpdateSnapshot')).toEqual([
      { id: 's1', input: { status: 'PUBLISHED', logoURI: { en_US: '/logos/acme-en.svg', nl_NL: null } } },
    ]);
  });

  it('shows a refused status at its field', async () => {
    snapshotFor([Role.DATA_EXPERT], { 'GQL UpdateSnapshot': () => gqlFailure('snapshotNotComputed') });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    const form = await screen.findByRole('form', { name: 'Edit snapshot' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Published');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('A snapshot can only be published once it is computed'),
    ).toBeTruthy();
  });

  it('recomputes it', async () => {
    const fetchMock = snapshotFor([Role.DATA_EXPERT], {
      'GQL RecomputeSnapshot': () => gqlData({ recomputeSnapshot: aSnapshot({ totalHealthPassports: 44 }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/snapshot/s1');
    await user.click(await screen.findByRole('button', { name: 'Recompute snapshot' }));
    expect(
      await screen.findByText("The snapshot is recomputed with the company's current health passports."),
    ).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RecomputeSnapshot')).toEqual([{ id: 's1' }]);
  });
});
