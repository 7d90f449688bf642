import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportStatus, RoutePath } from '@health-passport/domain';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

// Friday 20 November 2026, 8:00 in Amsterdam: shares may end from 21 November 2026 to 20 November 2027.
const now = new Date('2026-11-20T07:00:00Z');

const PASSPORT_ID = 'passport-1';

/** The passport as the consumer's own REST list answers it (the consumer context, the route guards). */
function restPassport(status: PassportStatus) {
  return {
    id: PASSPORT_ID,
    packageCode: 'standard_performance',
    status,
    displayName: 'Standard performance',
    localizedProductName: 'Standard performance',
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
    remeasurementType: null,
  };
}

function aShare(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Piet Jansen',
    email: 'piet@example.com',
    phoneNumber: '+31612345678',
    serviceNumber: 'HP-900001',
    status: 'ACTIVE',
    expiryDate: '2027-02-20',
    createdDate: '2026-11-01T09:00:00.000Z',
    activatedDate: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

function gqlPassport(status: PassportStatus, shares: unknown[]) {
  const { id, displayName, localizedProductName, createdDate } = restPassport(status);
  return { id, status, displayName, localizedProductName, createdDate, shares };
}

function aView(overrides: Record<string, unknown> = {}) {
  return {
    id: '1',
    viewerName: 'Piet Jansen',
    viewerRoles: ['EXTERNAL'],
    what: 'layout',
    detail: 'my-health/body-heart',
    viewedAt: '2026-11-19T14:30:00.000Z',
    ...overrides,
  };
}

interface Setup {
  status?: PassportStatus;
  shares?: () => unknown[];
  views?: () => unknown[];
  handlers?: Record<string, MockHandler>;
}

function showSharePage({
  status = PassportStatus.PUBLISHED,
  shares = () => [],
  views = () => [],
  handlers = {},
}: Setup = {}) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GET /api/v2/users/me/health-passport': () => json([restPassport(status)]),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
    'GQL SharedHealthPassports': () => gqlData({ healthPassports: [gqlPassport(status, shares())] }),
    'GQL HealthPassportViews': () => gqlData({ healthPassportViews: views() }),
    ...handlers,
  });
  startSession(someTokens());
  return { fetchMock, ...renderAt(RoutePath.SHARE_PASSPORT) };
}

/** A field by its accessible name (required marks are hidden from it); the date field has no textbox role. */
function field(name: string): HTMLInputElement {
  return (screen.queryByRole('textbox', { name }) ?? screen.getByLabelText(name)) as HTMLInputElement;
}

/** The text a screen reader reads after the field's name (its aria-describedby targets). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRecipient(user: User, { phone = '612345678', email = 'piet@example.com' } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Piet');
  await user.type(field('Last name'), 'Jansen');
  await user.type(field('Mobile phone number'), phone);
  await user.type(field('E-mail address'), email);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Share passport' }));

/** A failed shareHealthPassport as the server shapes it. */
function shareFailure(code: string, message: string, status: number, fields?: Record<string, string>) {
  return json(
    {
      data: null,
      errors: [{ message, extensions: { code, status, ...(fields ? { details: { fields } } : {}) } }],
    },
    status,
  );
}

const sharesSection = () => screen.getByRole('region', { name: 'People you share with' });

describe('the share page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the placeholder and a disabled share button for a passport that is not published', async () => {
    showSharePage({ status: PassportStatus.COMPUTED });
    expect(await screen.findByText('No published health passport yet')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Share passport' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(document.title).toContain('Share your health passport');
  });

  it('shows the default expiry of 3 months from today and checks the fields before sending', async () => {
    const { fetchMock } = showSharePage();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(field('Access until').value).toBe('2027-02-20');
    expect(field('Access until').min).toBe('2026-11-21');
    expect(field('Access until').max).toBe('2027-11-20');

    await user.type(field('Mobile phone number'), '12');
    await user.type(field('E-mail address'), 'piet@');
    await user.clear(field('Access until'));
    await user.type(field('Access until'), '2027-11-21');
    await submit(user);

    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(descriptionOf(field('First name'))).toBe('Enter a first name');
    expect(descriptionOf(field('Last name'))).toBe('Enter a last name');
    expect(descriptionOf(field('Mobile phone number'))).toContain('Enter a valid mobile phone number');
    expect(descriptionOf(field('E-mail address'))).toBe('Enter a valid e-mail address');
    expect(descriptionOf(field('Access until'))).toContain('Choose a date between 11/21/2026 and 11/20/2027');
    expect(variablesSentTo(fetchMock, 'ShareHealthPassport')).toEqual([]);
  });

  it('refuses today as the expiry, the day before the first allowed one', async () => {
    const { fetchMock } = showSharePage();
    const user = userEvent.setup({ delay: null });
    await fillRecipient(user);
    await user.clear(field('Access until'));
    await user.type(field('Access until'), '2026-11-20');
    await submit(user);
    await waitFor(() =>
      expect(descriptionOf(field('Access until'))).toContain(
        'Choose a date between 11/21/2026 and 11/20/2027',
      ),
    );
    expect(variablesSentTo(fetchMock, 'ShareHealthPassport')).toEqual([]);
  });

  it('shares with the recipient, lists the new share and announces it', async () => {
    let shares: unknown[] = [];
    const { fetchMock } = showSharePage({
      shares: () => shares,
      handlers: {
        'GQL ShareHealthPassport': () => {
          shares = [aShare({ status: 'PENDING', activatedDate: null })];
          return gqlData({ shareHealthPassport: { id: PASSPORT_ID, shares } });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(
      await within(await screen.findByRole('region', { name: 'People you share with' })).findByText(
        'You are not sharing this health passport with anyone.',
      ),
    ).toBeTruthy();
    await fillRecipient(user);
    await submit(user);

    expect(await screen.findByText(/now shared with Piet Jansen/)).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'ShareHealthPassport')).toEqual([
      {
        healthPassportId: PASSPORT_ID,
        expiryDate: '2027-02-20',
        recipient: {
          firstName: 'Piet',
          lastName: 'Jansen',
          email: 'piet@example.com',
          phoneNumber: '+31612345678',
        },
      },
    ]);
    const [share] = within(sharesSection()).getAllByRole('listitem');
    expect(within(share!).getByRole('heading', { name: 'Piet Jansen' })).toBeTruthy();
    expect(within(share!).getByText('piet@example.com')).toBeTruthy();
    expect(within(share!).getByText('Invited, not yet accepted')).toBeTruthy();
    expect(within(share!).getByText('02/20/2027')).toBeTruthy();
    // The form is empty again, ready for the next person.
    expect(field('First name').value).toBe('');
  });

  it('leaves the expiry to the server when the date is cleared', async () => {
    const { fetchMock } = showSharePage({
      handlers: {
        'GQL ShareHealthPassport': () =>
          gqlData({ shareHealthPassport: { id: PASSPORT_ID, shares: [aShare({ status: 'PENDING' })] } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await fillRecipient(user);
    await user.clear(field('Access until'));
    await submit(user);
    await screen.findByText(/now shared with Piet Jansen/);
    expect(variablesSentTo(fetchMock, 'ShareHealthPassport')).toMatchObject([{ expiryDate: null }]);
  });

  it.each([
    [
      'a server error',
      shareFailure('INTERNAL_SERVER_ERROR', 'Something went wrong', 500),
      'Something went wrong on our side. Refresh the page and try again.',
    ],
    [
      'an e-mail of another customer (UsernameExistsException)',
      shareFailure(
        'UsernameExistsException',
        'An account with this e-mail address already exists for another customer. (UsernameExistsException)',
        409,
        { 'recipient.email': 'Already in use by another customer' },
      ),
      'This e-mail address is already used by another customer. Share with an e-mail address that has no customer account.',
    ],
    [
      'invalid data (InvalidParameterException)',
      shareFailure('InvalidParameterException', 'Invalid share. (InvalidParameterException)', 400),
      'Some details are not valid. Check the marked fields and try again.',
    ],
    [
      'another provider code',
      shareFailure('LimitExceededException', 'Attempt limit exceeded. (LimitExceededException)', 400),
      'Your passport could not be shared. Please try again.',
    ],
    [
      'a message without a code',
      shareFailure(
        'alreadyShared',
        'This health passport is already shared with this person. Revoke that share first to change it.',
        409,
      ),
      'This health passport is already shared with this person. Revoke that share first to change it.',
    ],
  ])('shows %s as §8 says', async (_what, answer, shown) => {
    showSharePage({ handlers: { 'GQL ShareHealthPassport': () => answer.clone() } });
    const user = userEvent.setup({ delay: null });
    await fillRecipient(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(shown);
    // Nothing was shared: the form keeps what was typed.
    expect(field('First name').value).toBe('Piet');
  });

  it('marks the e-mail field when it belongs to another customer', async () => {
    showSharePage({
      handlers: {
        'GQL ShareHealthPassport': () =>
          shareFailure('UsernameExistsException', 'Exists. (UsernameExistsException)', 409, {
            'recipient.email': 'Already in use by another customer',
          }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await fillRecipient(user);
    await submit(user);
    await waitFor(() =>
      expect(descriptionOf(field('E-mail address'))).toBe(
        "This e-mail address belongs to another customer's account",
      ),
    );
    expect(document.activeElement).toBe(field('E-mail address'));
  });

  it('revokes a share only after confirmation', async () => {
    let shares: unknown[] = [aShare()];
    const { fetchMock } = showSharePage({
      shares: () => shares,
      handlers: {
        'GQL RevokeShare': () => {
          shares = [];
          return gqlData({ revokeShare: { id: PASSPORT_ID } });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const revoke = await screen.findByRole('button', { name: 'Revoke access for Piet Jansen' });
    expect(within(sharesSection()).getByText('Active')).toBeTruthy();

    // Keeping the share sends nothing.
    await user.click(revoke);
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing with Piet Jansen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep sharing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(variablesSentTo(fetchMock, 'RevokeShare')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke access for Piet Jansen' }));
    const again = await screen.findByRole('alertdialog', { name: 'Stop sharing with Piet Jansen?' });
    expect(again.textContent).toContain('Piet Jansen loses access to your health passport straight away.');
    await user.click(within(again).getByRole('button', { name: 'Revoke access' }));

    expect(await screen.findByText('Piet Jansen can no longer view your health passport.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RevokeShare')).toEqual([
      { healthPassportId: PASSPORT_ID, recipientServiceNumber: 'HP-900001' },
    ]);
    expect(
      await within(sharesSection()).findByText('You are not sharing this health passport with anyone.'),
    ).toBeTruthy();
  });

  it('lists who viewed the passport, newest first, with role, what and when', async () => {
    showSharePage({
      views: () => [
        aView(),
        aView({
          id: '2',
          viewerName: 'Carla Coach',
          viewerRoles: ['HEALTH_COACH'],
          what: 'scans',
          detail: null,
          viewedAt: '2026-11-18T08:05:00.000Z',
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Who viewed your passport' });
    const [newest, older] = await within(section).findAllByRole('listitem');
    expect(newest!.textContent).toContain('Piet Jansen');
    expect(newest!.textContent).toContain('External viewer');
    expect(within(newest!).getByRole('link', { name: '/my-health/body-heart' }).getAttribute('href')).toBe(
      '/my-health/body-heart',
    );
    expect(newest!.textContent).toContain('11/19/2026, 15:30');
    expect(older!.textContent).toContain('Carla Coach');
    expect(older!.textContent).toContain('Health coach');
    expect(older!.textContent).toContain('The scan results');
    expect(older!.textContent).toContain('11/18/2026, 09:05');
  });

  it('says so when nobody else viewed the passport', async () => {
    showSharePage();
    const section = await screen.findByRole('region', { name: 'Who viewed your passport' });
    expect(await within(section).findByText('Nobody else has viewed this health passport yet.')).toBeTruthy();
  });

  it('offers a retry when the shares cannot be loaded', async () => {
    let fail = true;
    showSharePage({
      handlers: {
        'GQL SharedHealthPassports': () =>
          fail
            ? shareFailure('INTERNAL_SERVER_ERROR', 'Something went wrong', 500)
            : gqlData({ healthPassports: [gqlPassport(PassportStatus.PUBLISHED, [aShare()])] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Your shares could not be loaded/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Revoke access for Piet Jansen' })).toBeTruthy();
  });
});
