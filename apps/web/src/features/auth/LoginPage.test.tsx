import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NATIVE_APP_SESSION_KEY, Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { getAccessToken, getIdToken, startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { bodiesSentTo, gqlData, json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

function authError(code: string, status = 400): MockHandler {
  return () => json({ error: { code, message: `server says ${code}` } }, status);
}

function authenticated(accessToken = 'access-1'): MockHandler {
  return () => json({ status: 'AUTHENTICATED', tokens: someTokens(accessToken) });
}

function challenge(name: string, extra: Record<string, unknown> = {}): MockHandler {
  return () => json({ status: 'CHALLENGE', challenge: name, session: `session-${name}`, ...extra });
}

function me(overrides: Parameters<typeof aUser>[0] = {}): MockHandler {
  return () => gqlData({ me: aUser(overrides) });
}

const STRONG = 'Correct-Horse-42!';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('E-mail address', { exact: false }), username);
  await user.type(screen.getByLabelText('Password', { exact: false }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function alertText(): Promise<string | null> {
  return (await screen.findByRole('alert')).textContent;
}

function isDisabled(name: string): boolean {
  return screen.getByRole('button', { name }).hasAttribute('disabled');
}

async function typeNewPassword(password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat new password'), confirmation);
  await user.tab();
}

describe('login page: sign-in view', () => {
  it('lower-cases the username and shows the message for NotAuthorizedException', async () => {
    const fetchMock = mockFetch({ 'POST /auth/sign-in': authError('NotAuthorizedException', 401) });
    renderAt('/');

    await fillAndSubmit('  Jane.Doe@Example.COM ', 'Secret-password1');

    expect(await alertText()).toBe('Incorrect username or password.');
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-in')).toEqual([
      { username: 'jane.doe@example.com', password: 'Secret-password1' },
    ]);
    // Back on the sign-in form, as it was left.
    expect((screen.getByLabelText('E-mail address', { exact: false }) as HTMLInputElement).value.trim()).toBe(
      'Jane.Doe@Example.COM',
    );
  });

  it.each([
    ['UserNotConfirmedException', 'Your account has not been confirmed.', 'Sign in'],
    ['UserNotFoundException', "We couldn't find anyone with this username or e-mail address.", 'Sign in'],
    [
      'LimitExceededException',
      'You have exceeded the maximum number of attempts. Please try again in a short while.',
      'Sign in',
    ],
    [
      'PasswordResetRequiredException',
      'You need to reset your password before you can sign in.',
      'Forgot your password?',
    ],
    [
      'InvalidParameterException',
      'Some of what you entered is not valid. Please check it and try again.',
      'Sign in',
    ],
    ['SomethingUnexpected', 'Something went wrong during sign-in. Please try again.', 'Sign in'],
  ])('maps %s to its message and returns to the right form', async (code, message, heading) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'POST /auth/sign-in': authError(code) });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'x');
    expect(await alertText()).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    // Expected answers are not errors of the app; only an unknown code is reported.
    expect(vi.mocked(navigator.sendBeacon).mock.calls.length).toBe(code === 'SomethingUnexpected' ? 1 : 0);
  });

  it('shows the sign-in message in Dutch', async () => {
    mockFetch({ 'POST /auth/sign-in': authError('UserNotConfirmedException') });
    await i18n.changeLanguage('nl-NL');
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('E-mailadres', { exact: false }), 'jan@example.com');
    await user.type(screen.getByLabelText('Wachtwoord', { exact: false }), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await alertText()).toBe('Je account is nog niet bevestigd.');
  });

  it('says when the server answers 429 rateLimited, with the wait it names, and reports nothing', async () => {
    const limited =
      (retryAfterSeconds: number): MockHandler =>
      () =>
        json(
          {
            error: {
              code: 'rateLimited',
              message: `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
              details: { retryAfterSeconds },
            },
          },
          429,
        );
    mockFetch({ 'POST /auth/sign-in': limited(42) });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    expect(await alertText()).toBe('Too many attempts. Please wait a minute and try again.');
    // Still the sign-in form, to try again later; a limit is no fault of the app.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(vi.mocked(navigator.sendBeacon)).not.toHaveBeenCalled();

    mockFetch({ 'POST /auth/sign-in': limited(150) });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(async () =>
      expect(await alertText()).toBe('Too many attempts. Please wait 3 minutes and try again.'),
    );

    await act(() => i18n.changeLanguage('nl-NL'));
    expect(await alertText()).toBe('Te veel pogingen. Wacht 3 minuten en probeer het dan opnieuw.');
  });

  it('needs a username and a password before it calls the server', async () => {
    const fetchMock = mockFetch();
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address', { exact: false }));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-in')).toEqual([]);
  });

  it('marks the password valid from 8 characters', async () => {
    mockFetch();
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('Password', { exact: false });
    await user.type(password, 'short');
    expect(password.hasAttribute('data-valid')).toBe(false);
    await user.type(password, '123');
    expect(password.hasAttribute('data-valid')).toBe(true);
  });

  it('shows the busy view while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'POST /auth/sign-in': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'wrong');
    expect(await screen.findByRole('progressbar', { name: 'Signing in…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await act(async () => answer(json({ error: { code: 'NotAuthorizedException', message: 'no' } }, 401)));
    expect(await alertText()).toBe('Incorrect username or password.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('sets the document title and the page heading', async () => {
    mockFetch();
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in · Health Passport'));
  });
});

describe('login page: completing sign-in', () => {
  it('keeps the tokens in memory, loads the profile and goes to returnUrl with searchConsumer', async () => {
    const fetchMock = mockFetch({
      'POST /auth/sign-in': authenticated('token-123'),
      'GQL CurrentUser': me({ identityInformation: { groups: [Role.HEALTH_COACH] } }),
    });
    const { router } = renderAt('/?returnUrl=%2Findividuals&searchConsumer=jansen');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/individuals'));
    expect(getAccessToken()).toBe('token-123');
    expect(getIdToken()).toBe('id-of-token-123');
    // The individuals list opens searched for the preset name.
    expect(router.state.location.search).toBe('?name=jansen');
    expect(await screen.findByRole('searchbox', { name: 'Search people' })).toHaveProperty('value', 'jansen');
    // Tokens are kept in memory only.
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage }) + document.cookie;
    expect(stored).not.toContain('token-123');
    expect(bodiesSentTo(fetchMock, 'POST', '/graphql').length).toBeGreaterThan(0);
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', '/\t/evil.example'])(
    'refuses the external returnUrl %s and goes home instead',
    async (returnUrl) => {
      mockFetch({ 'POST /auth/sign-in': authenticated(), 'GQL CurrentUser': me() });
      const { router } = renderAt(`/?returnUrl=${encodeURIComponent(returnUrl)}`);
      await fillAndSubmit('jane@example.com', 'Secret-password1');
      // A consumer without a passport starts at onboarding.
      await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    },
  );

  it('sets the interface language from the user locale', async () => {
    mockFetch({
      'POST /auth/sign-in': authenticated(),
      'GQL CurrentUser': me({ identityInformation: { locale: 'nl_NL' } }),
    });
    const { router } = renderAt('/?returnUrl=%2Fprofile');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel' })).toBeTruthy();
    expect(i18n.language).toBe('nl-NL');
  });

  it('shows the protected page in place of the login prompt once signed in', async () => {
    mockFetch({ 'POST /auth/sign-in': authenticated(), 'GQL CurrentUser': me() });
    const { router } = renderAt('/profile');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('completes authentication at start when a session exists (refresh cookie)', async () => {
    mockFetch({
      'POST /auth/refresh': () => json({ tokens: someTokens('restored') }),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(getAccessToken()).toBe('restored');
    expect(screen.queryByLabelText('Password', { exact: false })).toBeNull();
  });
});

describe('login page: code and challenge views', () => {
  it('leads an SMS challenge to the code view and signs in with the code', async () => {
    const fetchMock = mockFetch({
      'POST /auth/sign-in': challenge('SMS_MFA', { destination: '+31 6 ****5678' }),
      'POST /auth/challenge': authenticated(),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/');
    await fillAndSubmit('jane@example.com', 'Secret-password1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText('We sent a code to +31 6 ****5678.')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    // The button needs more than 3 characters.
    expect(isDisabled('Confirm code')).toBe(true);
    await user.type(screen.getByLabelText('Code'), '123');
    expect(isDisabled('Confirm code')).toBe(true);
    await user.type(screen.getByLabelText('Code'), '4');
    expect(isDisabled('Confirm code')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/challenge')).toEqual([
      { challenge: 'SMS_MFA', session: 'session-SMS_MFA', code: '1234' },
    ]);
  });

  it('asks for the authenticator-app code on a TOTP challenge', async () => {
    mockFetch({ 'POST /auth/sign-in': challenge('SOFTWARE_TOKEN_MFA') });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
  });

  it.each([
    ['CodeMismatchException', 'Invalid code. Please check the code and try again.', 'Enter your code'],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'Sign in'],
    ['NotAuthorizedException', 'Signing in took too long. Please sign in again.', 'Sign in'],
    [
      'LimitExceededException',
      'You have exceeded the maximum number of attempts. Please try again in a short while.',
      'Enter your code',
    ],
  ])('maps %s on the code view to its message and form', async (code, message, heading) => {
    mockFetch({
      'POST /auth/sign-in': challenge('SOFTWARE_TOKEN_MFA'),
      'POST /auth/challenge': authError(code),
    });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await alertText()).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it('sets up an authenticator app on the MFA_SETUP challenge', async () => {
    const fetchMock = mockFetch({
      'POST /auth/sign-in': challenge('MFA_SETUP'),
      'POST /auth/mfa/associate': () =>
        json({
          secretCode: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Health%20Passport:jane?secret=JBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      'POST /auth/challenge': authenticated(),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/');
    await fillAndSubmit('jane@example.com', 'Secret-password1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/mfa/associate')).toEqual([
      { session: 'session-MFA_SETUP' },
    ]);
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('two-step verification');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Code from the app', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/challenge')).toEqual([
      { challenge: 'MFA_SETUP', session: 'session-MFA_SETUP', code: '123456' },
    ]);
  });
});

describe('login page: new password', () => {
  it('leads the new-password challenge to the set-new-password view with the strict rule', async () => {
    const fetchMock = mockFetch({
      'POST /auth/sign-in': challenge('NEW_PASSWORD_REQUIRED'),
      'POST /auth/challenge': authenticated(),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/');
    await fillAndSubmit('new.hire@example.com', 'Temporary-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'You need to set a new password. Use at least 14 characters, with numbers, special characters, and upper and lower case letters.',
    );

    const user = userEvent.setup({ delay: null });
    const password = screen.getByLabelText('New password');
    const rule = (name: string) => document.querySelector(`[data-rule="${name}"]`)?.getAttribute('data-met');

    await user.type(password, 'abc');
    expect([rule('length'), rule('lower'), rule('upper'), rule('digit'), rule('special')]).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    await user.type(password, 'DEF123!xyzwvu');
    expect([rule('length'), rule('lower'), rule('upper'), rule('digit'), rule('special')]).toEqual([
      'true',
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(screen.getByText('This password meets all requirements.')).toBeTruthy();

    // Different entries: the warning on leaving the field, and no submit.
    await user.type(screen.getByLabelText('Repeat new password'), 'abcDEF123!xyz');
    await user.tab();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    const repeated = screen.getByLabelText('Repeat new password');
    expect(repeated.getAttribute('aria-invalid')).toBe('true');
    expect(repeated.hasAttribute('data-invalid')).toBe(true);
    expect(isDisabled('Save password and sign in')).toBe(true);

    await user.type(screen.getByLabelText('Repeat new password'), 'wvu');
    expect(screen.queryByText("Passwords don't match")).toBeNull();
    expect(isDisabled('Save password and sign in')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/challenge')).toEqual([
      {
        challenge: 'NEW_PASSWORD_REQUIRED',
        session: 'session-NEW_PASSWORD_REQUIRED',
        newPassword: 'abcDEF123!xyzwvu',
      },
    ]);
  });

  it('warns when leaving a password field that breaks the rule', async () => {
    mockFetch({ 'POST /auth/sign-in': challenge('NEW_PASSWORD_REQUIRED') });
    renderAt('/');
    await fillAndSubmit('new.hire@example.com', 'Temporary-1');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), 'password');
    expect(screen.queryByText("This password doesn't meet all requirements yet.")).toBeNull();
    await user.tab();
    expect(screen.getByText("This password doesn't meet all requirements yet.")).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the mismatch message in Dutch', async () => {
    mockFetch({ 'POST /auth/sign-in': challenge('NEW_PASSWORD_REQUIRED') });
    await i18n.changeLanguage('nl-NL');
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('E-mailadres', { exact: false }), 'jan@example.com');
    await user.type(screen.getByLabelText('Wachtwoord', { exact: false }), 'Tijdelijk-1');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), STRONG);
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'iets anders');
    await user.tab();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
  });

  it('keeps the user on the form when the server refuses the password', async () => {
    mockFetch({
      'POST /auth/sign-in': challenge('NEW_PASSWORD_REQUIRED'),
      'POST /auth/challenge': authError('InvalidPasswordException'),
    });
    renderAt('/');
    await fillAndSubmit('new.hire@example.com', 'Temporary-1');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await typeNewPassword(STRONG, STRONG);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await alertText()).toBe(
      'This password is not allowed. Choose a stronger password that is not easy to guess.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
  });
});

describe('login page: forgotten password', () => {
  it('requests a code, resets with it and signs in again with the new password', async () => {
    const fetchMock = mockFetch({
      'POST /auth/forgot-password': () => json({ deliveryMedium: 'EMAIL', destination: 'j***@e***.com' }),
      'POST /auth/confirm-forgot-password': () => json({ ok: true }),
      'POST /auth/sign-in': authenticated(),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(screen.getByLabelText('E-mail address', { exact: false }), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByText(/We sent a code to j\*\*\*@e\*\*\*\.com\./)).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the e-mail', { exact: false }), '246810');
    await typeNewPassword(STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/forgot-password')).toEqual([
      { username: 'jane@example.com' },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/confirm-forgot-password')).toEqual([
      { username: 'jane@example.com', code: '246810', newPassword: STRONG },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-in')).toEqual([
      { username: 'jane@example.com', password: STRONG },
    ]);
  });

  it.each([
    ['CodeMismatchException', 'Invalid code. Please check the code and try again.'],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.'],
    [
      'LimitExceededException',
      'You have exceeded the maximum number of attempts. Please try again in a short while.',
    ],
  ])('stays on the reset form on %s', async (code, message) => {
    const fetchMock = mockFetch({
      'POST /auth/forgot-password': () => json({ deliveryMedium: 'EMAIL', destination: 'j***@e***.com' }),
      'POST /auth/confirm-forgot-password': authError(code),
    });
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('E-mail address', { exact: false }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the e-mail', { exact: false }), '111111');
    await typeNewPassword(STRONG, STRONG);
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await alertText()).toBe(message);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
    // A new code can be requested from here.
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', '/auth/forgot-password')).toHaveLength(2));
  });

  it('tells an unknown user so on the request form', async () => {
    mockFetch({ 'POST /auth/forgot-password': authError('UserNotFoundException') });
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('E-mail address', { exact: false }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await alertText()).toBe("We couldn't find anyone with this username or e-mail address.");
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
  });

  it('carries the username to the request form and back to sign-in', async () => {
    mockFetch();
    renderAt('/');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('E-mail address', { exact: false }), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const request = await screen.findByRole('region', { name: 'Forgot your password?' });
    expect(
      (within(request).getByLabelText('E-mail address', { exact: false }) as HTMLInputElement).value,
    ).toBe('jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const card = await screen.findByRole('region', { name: 'Sign in' });
    expect((within(card).getByLabelText('E-mail address', { exact: false }) as HTMLInputElement).value).toBe(
      'jane@example.com',
    );
  });
});

/** The server lists one wrapper, https://app.example (NATIVE_APP_ORIGINS). */
const listedWrapper: MockHandler = () =>
  gqlData({
    appInfo: {
      version: '1.8.0',
      mode: 'production',
      maintenance: false,
      nativeAppOrigins: ['https://app.example'],
    },
  });

/** An unsigned token of `sub`, as the wrapper would hand over (the server verifies tokens, not the page). */
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;

function postFrom(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

describe('login page: native app', () => {
  it('shows only a loader, remembers the flag and accepts tokens from the wrapper', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    const fetchMock = mockFetch({
      'GQL AppInfo': listedWrapper,
      'POST /auth/refresh': ({ body }) =>
        body
          ? json({ tokens: someTokens('from-native') })
          : json({ error: { code: 'NotAuthorizedException', message: 'no cookie' } }, 401),
      'GQL CurrentUser': me(),
    });
    const { router } = renderAt('/?nativeAppOrigin=https%3A%2F%2Fapp.example%2Fwrapper');

    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    await waitFor(() =>
      expect(window.sessionStorage.getItem(NATIVE_APP_SESSION_KEY)).toBe('https://app.example'),
    );
    expect(screen.queryByLabelText('Password', { exact: false })).toBeNull();

    // Another origin cannot hand over a session.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'tokens', refreshToken: 'x' },
        }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://app.example',
          data: JSON.stringify({ type: 'tokens', accessToken: 'a', idToken: 'i', refreshToken: 'refresh-1' }),
        }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toEqual([
      undefined,
      { refreshToken: 'refresh-1' },
    ]);
    expect(getAccessToken()).toBe('from-native');
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'authenticated' }));
  });

  it('ignores a wrapper origin in the URL that the server does not list: no loader, and its tokens set no session', async () => {
    const fetchMock = mockFetch({
      'GQL AppInfo': listedWrapper,
      'POST /auth/refresh': ({ body }) =>
        body
          ? json({ tokens: someTokens('planted') })
          : json({ error: { code: 'NotAuthorizedException', message: 'no cookie' } }, 401),
      'GQL CurrentUser': me(),
    });
    renderAt('/?nativeAppOrigin=https%3A%2F%2Fevil.example');

    expect(await screen.findByLabelText('Password', { exact: false })).toBeTruthy();
    postFrom('https://evil.example', { type: 'tokens', refreshToken: 'attacker-refresh' });
    postFrom(window.location.origin, { type: 'tokens', refreshToken: 'attacker-refresh' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.sessionStorage.getItem(NATIVE_APP_SESSION_KEY)).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toEqual([undefined]);
    expect(getAccessToken()).toBeNull();
  });

  it("does not let the wrapper replace another person's session, and tells it so", async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    const fetchMock = mockFetch({
      'GQL AppInfo': listedWrapper,
      'POST /auth/refresh': () => json({ tokens: someTokens('planted') }),
      'GQL CurrentUser': me(),
    });
    window.sessionStorage.setItem(NATIVE_APP_SESSION_KEY, 'https://app.example');
    startSession({ accessToken: 'mine', idToken: tokenOf('user-jane'), expiresIn: 900 });
    renderAt('/onboarding');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));

    postFrom('https://app.example', {
      type: 'tokens',
      accessToken: 'other',
      idToken: tokenOf('user-mallory'),
    });
    postFrom('https://app.example', { type: 'tokens', refreshToken: 'other-refresh' });
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'sessionRefused' })));
    expect(getAccessToken()).toBe('mine');
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toEqual([]);

    // The same person's renewed tokens are taken.
    postFrom('https://app.example', {
      type: 'tokens',
      accessToken: 'mine-renewed',
      idToken: tokenOf('user-jane'),
    });
    await waitFor(() => expect(getAccessToken()).toBe('mine-renewed'));
  });
});
