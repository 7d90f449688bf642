import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { zonedDateTimeString } from './api';

const passport = {
  id: 'passport-1',
  packageCode: 'standard_performance',
  status: 'CREATED',
  displayName: 'Standard Performance',
  localizedProductName: 'Standard Performance',
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-20T10:00:00.000Z',
  remeasurementType: null,
};

const requested = (
  id: string,
  type: string,
  en: string,
  nl: string,
  extra: Partial<{
    url: { en_US: string | null; nl_NL: string | null };
    isRequired: boolean;
    isActivated: boolean;
  }> = {},
) => ({
  id,
  type,
  isActivated: true,
  isRequired: true,
  title: { en_US: en, nl_NL: nl },
  description: { en_US: `About ${en}`, nl_NL: `Over ${nl}` },
  url: { en_US: null, nl_NL: null },
  activatedAt: '2026-01-01T00:00:00.000Z',
  deactivatedAt: null,
  ...extra,
});

const TERMS_V1 = requested(
  'terms-1',
  'TERMS_AND_CONDITIONS',
  'Terms and conditions',
  'Algemene voorwaarden',
  {
    url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
  },
);
const REQUESTED = [
  requested('informed-1', 'INFORMED_CONSENT', 'Informed consent', 'Geïnformeerde toestemming'),
  requested('privacy-1', 'PRIVACY_POLICY', 'Privacy policy', 'Privacybeleid'),
  requested(
    'doctor-1',
    'DOCTOR_INFORMATION_EXCHANGE',
    'Information exchange with my doctor',
    'Informatie-uitwisseling met mijn huisarts',
    { isRequired: false },
  ),
  TERMS_V1,
];

const grant = (type: string, requestedPermissionId: string, passportId = passport.id) => ({
  type,
  grantedAt: '2026-11-20T10:00:00',
  healthPassport: { id: passportId },
  requestedPermission: { id: requestedPermissionId },
});
const ALL_GRANTED = REQUESTED.map((p) => grant(p.type, p.id));

function show(
  path: string,
  {
    granted = [] as ReturnType<typeof grant>[],
    permissions = REQUESTED as unknown[],
    handlers = {} as Record<string, MockHandler>,
  } = {},
) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GET /api/v2/users/me/health-passport': () => json([passport]),
    'GQL ConsentProduct': () =>
      gqlData({ productByPackageCode: { id: 'product-1', requestedPermissions: permissions } }),
    'GQL MyGrantedPermissions': () => gqlData({ me: { id: 'user-1', grantedPermissions: granted } }),
    'GQL MyOnboardingChapters': () => gqlData({ myOnboardingChapters: [] }),
    'GQL GrantPermissions': ({ variables }) =>
      gqlData({
        grantPermissions: (variables!.requestedPermissionIds as string[]).map((id) =>
          grant(REQUESTED.find((p) => p.id === id)?.type ?? 'TERMS_AND_CONDITIONS', id),
        ),
      }),
    ...handlers,
  });
  startSession(someTokens());
  return { ...renderAt(path), fetchMock };
}

describe('zonedDateTimeString', () => {
  it('is an ISO date-time with the offset, for the moment given', () => {
    const value = zonedDateTimeString(new Date('2026-05-04T08:15:30.000Z'));
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(value).toISOString()).toBe('2026-05-04T08:15:30.000Z');
  });
});

describe('AgreementPage', () => {
  it('shows a box per permission to agree to, and continues only when every box is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, router } = show('/onboarding/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your consent' })).toBeTruthy();
    const informed = await screen.findByRole('checkbox', { name: 'Informed consent' });
    const doctor = screen.getByRole('checkbox', { name: 'Information exchange with my doctor' });
    const terms = screen.getByRole('checkbox', { name: 'Terms and conditions' });
    // Privacy policy is no box of its own: informed consent counts for it.
    expect(screen.queryByRole('checkbox', { name: 'Privacy policy' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    const link = screen.getByRole('link', {
      name: /Read the document: Terms and conditions \(opens in a new tab\)/,
    });
    expect(link.getAttribute('href')).toBe('/docs/terms-en.pdf');
    expect(link.getAttribute('target')).toBe('_blank');

    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont.hasAttribute('disabled')).toBe(true);
    await user.click(informed);
    await user.click(terms);
    expect(cont.hasAttribute('disabled')).toBe(true);
    await user.click(doctor);
    expect(cont.hasAttribute('disabled')).toBe(false);
    await user.click(cont);

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const [sent] = variablesSentTo(fetchMock, 'GrantPermissions') as {
      healthPassportId: string;
      requestedPermissionIds: string[];
      zonedDateTimeString: string;
    }[];
    expect(sent!.healthPassportId).toBe('passport-1');
    expect([...sent!.requestedPermissionIds].sort()).toEqual([
      'doctor-1',
      'informed-1',
      'privacy-1',
      'terms-1',
    ]);
    expect(sent!.zonedDateTimeString).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Math.abs(new Date(sent!.zonedDateTimeString).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('starts from the granted types and shows only what is not granted yet', async () => {
    show('/onboarding/agreement', {
      granted: [grant('INFORMED_CONSENT', 'informed-1'), grant('PRIVACY_POLICY', 'privacy-1')],
    });
    await screen.findByRole('checkbox', { name: 'Terms and conditions' });
    expect(screen.queryByRole('checkbox', { name: 'Informed consent' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('says there is nothing to agree to when everything is granted, and sends nothing', async () => {
    const { fetchMock } = show('/onboarding/agreement', { granted: ALL_GRANTED });
    expect(await screen.findByRole('heading', { name: 'Nothing to agree to' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your health journey' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(variablesSentTo(fetchMock, 'GrantPermissions')).toEqual([]);
  });

  it('shows an error with a retry when the permissions cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    show('/onboarding/agreement', {
      handlers: {
        'GQL ConsentProduct': () => {
          calls += 1;
          return calls === 1
            ? gqlError('internalError', 'Something went wrong', 500)
            : gqlData({ productByPackageCode: { id: 'product-1', requestedPermissions: REQUESTED } });
        },
      },
    });
    expect(await screen.findByText('Your consent could not be loaded. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Informed consent' })).toBeTruthy();
  });

  it('keeps the person on the page with a message when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = show('/onboarding/agreement', {
      granted: [
        grant('INFORMED_CONSENT', 'informed-1'),
        grant('PRIVACY_POLICY', 'privacy-1'),
        grant('DOCTOR_INFORMATION_EXCHANGE', 'doctor-1'),
      ],
      handlers: { 'GQL GrantPermissions': () => gqlError('badRequest', 'permission not requested', 400) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your consent could not be saved. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/agreement');
  });

  it('speaks Dutch', async () => {
    await changeLocale('nl-NL');
    try {
      show('/onboarding/agreement');
      expect(await screen.findByRole('checkbox', { name: 'Algemene voorwaarden' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Doorgaan' })).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});

describe('policy update modal', () => {
  const TERMS_V2 = requested(
    'terms-2',
    'TERMS_AND_CONDITIONS',
    'Terms and conditions 2026',
    'Algemene voorwaarden 2026',
    {
      url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
    },
  );

  it('asks a consumer to agree to a new version of a granted document, and goes away after agreeing', async () => {
    const user = userEvent.setup({ delay: null });
    let granted = ALL_GRANTED;
    const { fetchMock } = show('/onboarding', {
      permissions: [...REQUESTED, TERMS_V2],
      handlers: {
        'GQL MyGrantedPermissions': () => gqlData({ me: { id: 'user-1', grantedPermissions: granted } }),
        'GQL GrantPermissions': ({ variables }) => {
          granted = [...granted, grant('TERMS_AND_CONDITIONS', 'terms-2')];
          expect(variables!.requestedPermissionIds).toEqual(['terms-2']);
          return gqlData({ grantPermissions: [grant('TERMS_AND_CONDITIONS', 'terms-2')] });
        },
      },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Updated documents' });
    expect(dialog.textContent).toContain('Terms and conditions 2026');
    expect(
      screen.getByRole('link', { name: /Read the document: Terms and conditions 2026/ }).getAttribute('href'),
    ).toBe('/docs/terms-en.pdf');
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(variablesSentTo(fetchMock, 'GrantPermissions')).toHaveLength(1);
    // The refreshed grants cover the new version: the modal stays away.
    await waitFor(() => expect(variablesSentTo(fetchMock, 'MyGrantedPermissions').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not appear when nothing of a granted type is missing, nor on the agreement page', async () => {
    show('/onboarding', { permissions: [...REQUESTED, TERMS_V2], granted: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health journey' })).toBeTruthy();
    await screen.findByText(/Welcome/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not appear on the agreement page itself', async () => {
    show('/onboarding/agreement', { permissions: [...REQUESTED, TERMS_V2], granted: ALL_GRANTED });
    expect(await screen.findByRole('checkbox', { name: 'Terms and conditions 2026' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
