import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { getAccessToken } from '../../lib/session';
import { bodiesSentTo, json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

function signInError(code: string, status = 400) {
  return () => json({ error: { code, message: `server says ${code}` } }, status);
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address', { exact: false }), username);
  await user.type(screen.getByLabelText('Password', { exact: false }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('lower-cases the username and shows the message for NotAuthorizedException', async () => {
    const fetchMock = mockFetch({ 'POST /auth/sign-in': signInError('NotAuthorizedException', 401) });
    renderAt('/');

    await fillAndSubmit('  Jane.Doe@Example.COM ', 'Secret-password1');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password.');
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-in')).toEqual([
      { username: 'jane.doe@example.com', password: 'Secret-password1' },
    ]);
  });

  it.each([
    ['UserNotConfirmedException', 'Your account has not been confirmed.'],
    ['UserNotFoundException', "We couldn't find anyone with this username or e-mail address."],
    [
      'LimitExceededException',
      'You have exceeded the maximum number of attempts. Please try again in a short while.',
    ],
    ['PasswordResetRequiredException', 'You need to reset your password before you can sign in.'],
    ['SomethingUnexpected', 'Something went wrong during sign-in. Please try again.'],
  ])('maps %s to its message', async (code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'POST /auth/sign-in': signInError(code) });
    renderAt('/');
    await fillAndSubmit('jane@example.com', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    // Expected answers are not errors of the app; only an unknown code is reported.
    expect(vi.mocked(navigator.sendBeacon).mock.calls.length).toBe(code === 'SomethingUnexpected' ? 1 : 0);
  });

  it('shows the sign-in message in Dutch', async () => {
    mockFetch({ 'POST /auth/sign-in': signInError('UserNotConfirmedException') });
    await i18n.changeLanguage('nl-NL');
    renderAt('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres', { exact: false }), 'jan@example.com');
    await user.type(screen.getByLabelText('Wachtwoord', { exact: false }), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Je account is nog niet bevestigd.');
  });

  it('needs a username and a password before it calls the server', async () => {
    const fetchMock = mockFetch();
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address', { exact: false }));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-in')).toEqual([]);
  });

  it('keeps the session token and goes to returnUrl after a successful sign-in', async () => {
    mockFetch({ 'POST /auth/sign-in': () => json({ accessToken: 'token-123' }) });
    const { router } = renderAt('/?returnUrl=%2Fdocuments&searchConsumer=jansen');
    await fillAndSubmit('jane@example.com', 'Secret-password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(getAccessToken()).toBe('token-123');
    expect(router.state.location.state).toEqual({ searchConsumer: 'jansen' });
  });

  it('sets the document title and the page heading', async () => {
    mockFetch();
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in · Health Passport'));
  });
});
