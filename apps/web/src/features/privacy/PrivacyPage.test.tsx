import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoutePath } from '@health-passport/domain';
import { changeLocale } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const PASSPORT = {
  id: 'passport-1',
  displayName: 'Standard performance',
  localizedProductName: 'Standard performance',
  createdDate: '2026-03-01T10:00:00.000Z',
};

function anEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: 'row-1',
    action: 'GRANTED',
    type: 'TERMS_AND_CONDITIONS',
    version: 1,
    title: { en_US: 'Terms and conditions', nl_NL: 'Algemene voorwaarden' },
    url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
    isRequired: true,
    withdrawable: false,
    occurredAt: '2026-03-01T10:05:00.000Z',
    recordedByOther: false,
    healthPassport: PASSPORT,
    requestedPermission: { id: 'terms-1' },
    ...overrides,
  };
}

const DOCTOR = {
  type: 'DOCTOR_INFORMATION_EXCHANGE',
  title: { en_US: 'Information exchange with your GP', nl_NL: 'Informatie-uitwisseling met je huisarts' },
  url: { en_US: null, nl_NL: null },
  isRequired: false,
  requestedPermission: { id: 'doctor-1' },
};

function aView(overrides: Record<string, unknown> = {}) {
  return {
    id: '1',
    healthPassportId: PASSPORT.id,
    viewerId: 'onboarder-1',
    viewerName: 'Olivia Onboarder',
    viewerRoles: ['ONBOARDER'],
    what: 'measurements',
    detail: null,
    viewedAt: '2026-11-19T14:30:00.000Z',
    ...overrides,
  };
}

const VIEWS = [
  aView(),
  aView({
    id: '2',
    viewerId: 'doctor-9',
    viewerName: 'Dirk Doctor',
    viewerRoles: ['DOCTOR'],
    what: 'questionnaire',
  }),
  aView({ id: '3', what: 'questionnaire', viewedAt: '2026-11-18T09:00:00.000Z' }),
];

function showPrivacyPage(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GQL MyConsentHistory': () => gqlData({ myConsentHistory: [anEntry()] }),
    'GQL MyHealthDataViews': () => gqlData({ myHealthDataViews: [] }),
    ...handlers,
  });
  startSession(someTokens());
  return { fetchMock, ...renderAt(RoutePath.PRIVACY) };
}

const consentsCard = () => screen.getByRole('region', { name: 'Your consents' });
const viewsCard = () => screen.getByRole('region', { name: 'Who viewed your data' });

describe('the privacy page', () => {
  it('shows each consent with its state, version, text and passport, and no way to withdraw a required one', async () => {
    showPrivacyPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    const entry = (
      await within(consentsCard()).findByRole('heading', { name: 'Terms and conditions' })
    ).closest('li')!;
    expect(within(entry).getByText('Given')).toBeTruthy();
    expect(within(entry).getByText(/Version 1/)).toBeTruthy();
    expect(within(entry).getByText('For Standard performance of 03/01/2026')).toBeTruthy();
    expect(
      within(entry).getByRole('link', { name: 'Read the text of Terms and conditions' }).getAttribute('href'),
    ).toBe('/docs/terms-en.pdf');
    expect(within(consentsCard()).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(document.title).toContain('Privacy');
    // Nobody viewed anything yet: said so, without filters to choose from.
    expect(await within(viewsCard()).findByText('Nobody else has viewed your data yet.')).toBeTruthy();
    expect(within(viewsCard()).queryByRole('combobox')).toBeNull();
  });

  it('withdraws an optional consent after confirming, and shows the updated ledger', async () => {
    const user = userEvent.setup({ delay: null });
    let withdrawn = false;
    const { fetchMock } = showPrivacyPage({
      'GQL MyConsentHistory': () =>
        gqlData({
          myConsentHistory: withdrawn
            ? [
                anEntry({
                  ...DOCTOR,
                  id: 'row-3',
                  action: 'WITHDRAWN',
                  occurredAt: '2026-11-20T08:00:00.000Z',
                }),
                anEntry({ ...DOCTOR, id: 'row-2' }),
                anEntry(),
              ]
            : [anEntry({ ...DOCTOR, id: 'row-2', withdrawable: true }), anEntry()],
        }),
      'GQL WithdrawPermission': () => {
        withdrawn = true;
        return gqlData({ withdrawPermission: true });
      },
    });
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw Information exchange with your GP',
    });

    // Keeping it changes nothing.
    await user.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw Information exchange with your GP?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(variablesSentTo(fetchMock, 'WithdrawPermission')).toEqual([]);

    await user.click(withdraw);
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You withdrew Information exchange with your GP.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'WithdrawPermission')).toEqual([
      { healthPassportId: 'passport-1', requestedPermissionId: 'doctor-1' },
    ]);
    await waitFor(() => expect(within(consentsCard()).getByText('Withdrawn')).toBeTruthy());
    expect(within(consentsCard()).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('says so when withdrawing fails', async () => {
    const user = userEvent.setup({ delay: null });
    showPrivacyPage({
      'GQL MyConsentHistory': () =>
        gqlData({ myConsentHistory: [anEntry({ ...DOCTOR, id: 'row-2', withdrawable: true })] }),
      'GQL WithdrawPermission': () =>
        gqlError('badRequest', 'A required permission cannot be withdrawn', 400),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw Information exchange with your GP' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not withdraw Information exchange with your GP. Please try again.',
    );
  });

  it('lists who viewed the data and filters by person and by kind', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = showPrivacyPage({
      'GQL MyHealthDataViews': ({ variables }) =>
        gqlData({
          myHealthDataViews: VIEWS.filter(
            (v) =>
              (!variables?.viewerId || v.viewerId === variables.viewerId) &&
              (!variables?.what || v.what === variables.what),
          ),
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const list = await within(viewsCard()).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Olivia Onboarder')).toHaveLength(2);
    expect(within(list).getByText('The measurements')).toBeTruthy();

    const person = within(viewsCard()).getByRole('combobox', { name: 'Person' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Olivia Onboarder (Onboarder)', 'Dirk Doctor (Doctor)']);
    await user.selectOptions(person, 'Olivia Onboarder (Onboarder)');
    await waitFor(() => expect(within(viewsCard()).queryByText('Dirk Doctor')).toBeNull());
    await user.selectOptions(
      within(viewsCard()).getByRole('combobox', { name: 'What was viewed' }),
      'The questionnaire answers',
    );
    await waitFor(() => expect(within(viewsCard()).getAllByRole('listitem')).toHaveLength(1));
    expect(variablesSentTo(fetchMock, 'MyHealthDataViews')).toContainEqual({
      viewerId: 'onboarder-1',
      what: 'questionnaire',
    });

    await user.selectOptions(
      within(viewsCard()).getByRole('combobox', { name: 'What was viewed' }),
      'A scan image',
    );
    expect(await within(viewsCard()).findByText('Nobody viewed this with these filters.')).toBeTruthy();
    await user.click(within(viewsCard()).getByRole('button', { name: 'Show everyone and everything' }));
    await waitFor(() => expect(within(viewsCard()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('offers a retry when a part cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    showPrivacyPage({
      'GQL MyConsentHistory': () =>
        failing ? gqlError('internal', 'down', 500) : gqlData({ myConsentHistory: [anEntry()] }),
      'GQL MyHealthDataViews': () => gqlError('internal', 'down', 500),
    });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(await within(consentsCard()).findByText('We could not load your consents.')).toBeTruthy();
    expect(await within(viewsCard()).findByText('We could not load who viewed your data.')).toBeTruthy();
    failing = false;
    await user.click(within(consentsCard()).getByRole('button', { name: /Try again/ }));
    expect(await within(consentsCard()).findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  });

  it('speaks Dutch, with the documents in Dutch', async () => {
    await changeLocale('nl-NL');
    try {
      showPrivacyPage({
        'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { locale: 'nl_NL' } }) }),
        'GQL MyHealthDataViews': () => gqlData({ myHealthDataViews: VIEWS }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
      const consents = screen.getByRole('region', { name: 'Je toestemmingen' });
      expect(await within(consents).findByRole('heading', { name: 'Algemene voorwaarden' })).toBeTruthy();
      expect(within(consents).getByText('Gegeven')).toBeTruthy();
      expect(
        within(consents)
          .getByRole('link', { name: 'Lees de tekst van Algemene voorwaarden' })
          .getAttribute('href'),
      ).toBe('/docs/terms-nl.pdf');
      const views = screen.getByRole('region', { name: 'Wie je gegevens heeft bekeken' });
      const list = await within(views).findByRole('list');
      expect(within(list).getAllByText('De antwoorden op de vragenlijst')).toHaveLength(2);
      expect(within(views).getByRole('combobox', { name: 'Persoon' })).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});
