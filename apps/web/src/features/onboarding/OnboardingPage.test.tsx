import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@health-passport/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { bodiesSentTo, gqlData, gqlError, json, mockFetch } from '../../test/fetchMock';
import { renderAt, viewerWith } from '../../test/render';

const consumer = viewerWith({});

/** The passport the passport pages show (local storage, passport-and-professional §3). */
const shownPassportId = () => localStorage.getItem(STORAGE_KEYS.PASSPORT_ID);

const publishedPassport = (id: string, createdDate: string) => ({
  id,
  packageCode: 'standard_performance',
  status: 'PUBLISHED',
  displayName: 'Standard Performance',
  localizedProductName: 'Standard Performance',
  createdDate,
  updatedDate: createdDate,
  publishedDate: createdDate,
  remeasurementType: null,
});

/** Two published passports: the newer one of the chapter, and an older one shown before. */
const twoPassports = () =>
  json([
    publishedPassport('passport-1', '2026-11-20T10:00:00.000Z'),
    publishedPassport('passport-0', '2026-05-20T10:00:00.000Z'),
  ]);

const step = (type: string, completed: boolean, enabled: boolean) => ({ type, completed, enabled });

const passportChapter = {
  id: 'chapter-1',
  completed: false,
  enabled: true,
  healthPassportId: 'passport-1',
  localizedProductName: 'Standard Performance',
  localizedPurchasePrice: null,
  packageCode: 'standard_performance',
  publishedDate: '2026-11-20T10:00:00.000Z',
  type: 'PASSPORT',
  steps: [
    step('INFORMED_CONSENT', true, true),
    step('COMPLETE_QUESTIONNAIRE', false, true),
    step('BOOK_ONBOARDING', false, true),
    step('PERSONAL_HEALTH_PASSPORT', false, false),
  ],
};

const addonChapter = {
  ...passportChapter,
  id: 'chapter-2',
  healthPassportId: null,
  localizedProductName: 'Expert Session',
  packageCode: 'expert_session',
  type: 'EXPERT_SESSION',
  steps: [
    step('PURCHASE_EXPERT_SESSION', true, true),
    step('REDEEM_EXPERT_SESSION', false, true),
    step('BOOK_EXPERT_SESSION', false, false),
  ],
};

function show(chapters: unknown[], { noticeSeen = true } = {}) {
  document.cookie = `personal_data_message_seen=${noticeSeen ? '1' : ''}; Path=/; Max-Age=${noticeSeen ? 3600 : 0}`;
  mockFetch({
    'GQL MyOnboardingChapters': () => gqlData({ myOnboardingChapters: chapters }),
    'GQL MyBookings': () => gqlData({ myBookings: [] }),
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { givenName: 'Bram' } }) }),
  });
  startSession(someTokens());
  return renderAt('/onboarding');
}

describe('OnboardingPage', () => {
  it('greets the person and opens only the first chapter', async () => {
    show([passportChapter, addonChapter]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your health journey' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: /Standard Performance/ });
    const second = screen.getByRole('button', { name: /Expert Session/ });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText(/Welcome, Bram/)).toBeTruthy();
    expect(screen.getByText('1 of 4 steps done', { exact: false })).toBeTruthy();
  });

  it('links open and done steps to their flows and hides the link of a closed step', async () => {
    show([passportChapter]);
    const steps = await screen.findAllByRole('listitem');
    expect(within(steps[0]!).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/onboarding/agreement',
    );
    expect(within(steps[1]!).getByRole('link', { name: /Start/ }).getAttribute('href')).toBe(
      '/onboarding/questionaire',
    );
    expect(within(steps[2]!).getByRole('link').getAttribute('href')).toBe(
      '/onboarding/appointment/standard_performance',
    );
    expect(within(steps[3]!).queryByRole('link')).toBeNull();
    expect(within(steps[3]!).getByText('Available after the previous steps')).toBeTruthy();
  });

  it('opens a closed chapter on request', async () => {
    show([passportChapter, addonChapter]);
    const second = await screen.findByRole('button', { name: /Expert Session/ });
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Redeem your expert session')).toBeTruthy();
  });

  it('tells who calls about the exercise test and when the passport is ready', async () => {
    show([
      {
        ...passportChapter,
        steps: [
          step('BOOK_ONBOARDING', true, true),
          { ...step('BOOK_EXERCISE_TEST', false, true), phoneNumber: '+31 20 123 4567' },
          step('UNLOCK_HEALTH_PASSPORT', false, false),
        ],
      },
    ]);
    const steps = await screen.findAllByRole('listitem');
    expect(steps[1]!.textContent).toContain('We call you within 2 to 3 business days');
    // Planned by phone: the number is the step's only link.
    expect(within(steps[1]!).getByRole('link').getAttribute('href')).toBe('tel:+31201234567');
    expect(steps[2]!.textContent).toContain('ready within about 1 hour after your examination');
  });

  it("opens the chapter's own passport from its passport step", async () => {
    mockFetch({
      'GQL MyOnboardingChapters': () =>
        gqlData({
          myOnboardingChapters: [
            { ...passportChapter, steps: [step('PERSONAL_HEALTH_PASSPORT', true, true)] },
          ],
        }),
      'GQL MyBookings': () => gqlData({ myBookings: [] }),
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'GET /api/v2/users/me/health-passport': twoPassports,
    });
    startSession(someTokens());
    localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('passport-0'));
    renderAt('/onboarding');
    await userEvent.click(
      await screen.findByRole('link', { name: 'View: Receive your Personal Health Passport' }),
    );
    await waitFor(() => expect(shownPassportId()).toBe(JSON.stringify('passport-1')));
  });

  it('shows an offered add-on with its price and a way to buy it', async () => {
    show([
      passportChapter,
      {
        ...addonChapter,
        id: 'offer:remeasurement',
        localizedProductName: 'Remeasurement',
        localizedPurchasePrice: '€195.00',
        packageCode: 'remeasurement',
        type: 'REMEASUREMENT',
        steps: [step('PURCHASE_REMEASUREMENT', false, true), step('REDEEM_REMEASUREMENT', false, false)],
      },
    ]);
    const offer = await screen.findByRole('button', { name: /Remeasurement/ });
    expect(offer.textContent).toContain('Available for €195.00');
    expect(offer.textContent).not.toContain('Purchased on');
    await userEvent.click(offer);
    expect(screen.getByRole('link', { name: 'Start: Buy a remeasurement' }).getAttribute('href')).toBe(
      '/shop/add-on/remeasurement',
    );
  });

  it('shows the way to the shop without chapters', async () => {
    show([]);
    expect(await screen.findByRole('heading', { name: 'No health check yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('offers a retry when the chapters cannot be loaded', async () => {
    mockFetch({
      'GQL MyOnboardingChapters': () => gqlError('internalError', 'Something went wrong', 500),
      'GQL MyBookings': () => gqlData({ myBookings: [] }),
    });
    renderAt('/onboarding', { viewer: consumer, user: aUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('redeems a bought expert session for the newest passport and reloads the chapters', async () => {
    let redeemed = false;
    const fetchMock = mockFetch({
      'GQL MyOnboardingChapters': () =>
        gqlData({
          myOnboardingChapters: [
            {
              ...addonChapter,
              steps: [
                step('PURCHASE_EXPERT_SESSION', true, true),
                step('REDEEM_EXPERT_SESSION', redeemed, true),
                step('BOOK_EXPERT_SESSION', false, redeemed),
              ],
            },
          ],
        }),
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'GET /api/v2/users/me/health-passport': () =>
        json([
          {
            id: 'passport-9',
            packageCode: 'standard_performance',
            status: 'PUBLISHED',
            displayName: 'Standard Performance',
            localizedProductName: 'Standard Performance',
            createdDate: '2026-06-01T10:00:00.000Z',
            updatedDate: '2026-06-01T10:00:00.000Z',
            publishedDate: '2026-06-02T10:00:00.000Z',
            remeasurementType: null,
          },
        ]),
      'GQL UnlockExpertSession': () => {
        redeemed = true;
        return gqlData({ unlockExpertSession: { id: 'entitlement-1' } });
      },
    });
    startSession(someTokens());
    renderAt('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem: Redeem your expert session' }));
    const sent = bodiesSentTo(fetchMock, 'POST', '/graphql') as { variables?: Record<string, unknown> }[];
    expect(sent.some((body) => body.variables?.healthPassportId === 'passport-9')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Start: Book your expert session' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Redeem:/ })).toBeNull();
  });

  it('shows the personal-data notice until it is confirmed, and remembers that in a cookie', async () => {
    const first = show([passportChapter], { noticeSeen: false });
    expect(await screen.findByRole('heading', { name: 'Your personal data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('heading', { name: 'Your personal data' })).toBeNull();
    expect(document.cookie).toContain('personal_data_message_seen=1');
    first.unmount();

    renderAt('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'Your health journey' });
    expect(screen.queryByRole('heading', { name: 'Your personal data' })).toBeNull();
  });

  it('unlocks a computed passport from its step and shows the chapter done', async () => {
    let unlocked = false;
    const chapter = () => ({
      ...passportChapter,
      steps: [
        step('INFORMED_CONSENT', true, true),
        step('COMPLETE_QUESTIONNAIRE', true, true),
        step('BOOK_ONBOARDING', true, true),
        step('UNLOCK_HEALTH_PASSPORT', unlocked, true),
        step('PERSONAL_HEALTH_PASSPORT', unlocked, unlocked),
      ],
    });
    const fetchMock = mockFetch({
      'GQL MyOnboardingChapters': () => gqlData({ myOnboardingChapters: [chapter()] }),
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'GQL MyBookings': () => gqlData({ myBookings: [] }),
      'GET /api/v2/users/me/health-passport': twoPassports,
      'GQL UnlockHealthPassport': () => {
        unlocked = true;
        return gqlData({ unlockHealthPassport: { id: 'passport-1', status: 'UNLOCKED' } });
      },
    });
    startSession(someTokens());
    localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('passport-0'));
    renderAt('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock: Unlock your health passport' }));
    // The passport pages now show the passport just unlocked, not the one shown before.
    await waitFor(() => expect(shownPassportId()).toBe(JSON.stringify('passport-1')));
    const sent = bodiesSentTo(fetchMock, 'POST', '/graphql') as { variables?: Record<string, unknown> }[];
    expect(sent.some((body) => body.variables?.healthPassportId === 'passport-1')).toBe(true);
    expect(
      await screen.findByRole('link', { name: 'View: Receive your Personal Health Passport' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unlock:/ })).toBeNull();
  });

  it('says so when unlocking fails', async () => {
    mockFetch({
      'GQL MyOnboardingChapters': () =>
        gqlData({
          myOnboardingChapters: [
            { ...passportChapter, steps: [step('UNLOCK_HEALTH_PASSPORT', false, true)] },
          ],
        }),
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'GQL MyBookings': () => gqlData({ myBookings: [] }),
      'GQL UnlockHealthPassport': () => gqlError('notReadyToUnlock', 'The health passport is not ready yet'),
    });
    startSession(someTokens());
    renderAt('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: /Unlock:/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be unlocked');
  });
});
