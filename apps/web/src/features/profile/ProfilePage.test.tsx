import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import {
  bodiesSentTo,
  gqlData,
  gqlError,
  json,
  mockFetch,
  variablesSentTo,
  type MockHandler,
} from '../../test/fetchMock';
import { renderAt } from '../../test/render';

function renderProfile(handlers: Record<string, MockHandler> = {}, user = aUser()) {
  const fetchMock = mockFetch({ 'GQL CurrentUser': () => gqlData({ me: user }), ...handlers });
  startSession(someTokens());
  const result = renderAt('/profile');
  return { ...result, fetchMock };
}

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('profile page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    mockFetch();
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('shows the name, the compliance tile, the instructions PDF and the manufacturer', async () => {
    renderProfile({}, aUser({ name: 'Jane Doe', serviceNumber: 'HP-42' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Profile · Health Passport'));
    const details = await section('Your details');
    expect(within(details).getByText('Jane Doe')).toBeTruthy();
    expect(within(details).getByText('HP-42')).toBeTruthy();
    expect((await section('Medical device')).textContent).toContain('(EU) 2017/745');
    const link = screen.getByRole('link', { name: 'Download the instructions (PDF)' });
    expect(link.getAttribute('href')).toBe('/docs/instructions-en.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect((await section('Manufacturer')).querySelector('address')?.textContent).toContain('Amsterdam');
  });

  it('switches the language and keeps it with updateMe (locale with "_")', async () => {
    const { fetchMock } = renderProfile({
      'GQL UpdateMyLocale': () =>
        gqlData({ updateMe: { id: 'user-1', identityInformation: { locale: 'nl_NL' } } }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Nederlands' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel' })).toBeTruthy();
    await waitFor(() =>
      expect(variablesSentTo(fetchMock, 'UpdateMyLocale')).toEqual([{ input: { locale: 'nl_NL' } }]),
    );
    expect(
      screen.getByRole('link', { name: 'Gebruiksaanwijzing downloaden (pdf)' }).getAttribute('href'),
    ).toBe('/docs/instructions-nl.pdf');
  });

  it('says so when the language could not be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile({ 'GQL UpdateMyLocale': () => gqlError('badRequest', 'nope', 400) });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('radio', { name: 'Nederlands' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We konden je taal niet opslaan');
    expect(i18n.language).toBe('nl-NL');
  });

  it('turns an e-mail type off at once and on again', async () => {
    const { fetchMock } = renderProfile(
      {
        'GQL DisableEmail': ({ variables }) => gqlData({ disableEmail: variables?.type }),
        'GQL EnableEmail': ({ variables }) => gqlData({ enableEmail: variables?.type }),
      },
      aUser({ disabledEmails: [{ type: 'NEWSLETTER', date: '2026-01-01T00:00:00.000Z' }] }),
    );
    const user = userEvent.setup({ delay: null });
    const reminders = await screen.findByRole('switch', { name: 'Reminders' });
    const newsletter = screen.getByRole('switch', { name: 'Newsletter' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    expect((newsletter as HTMLInputElement).checked).toBe(false);

    await user.click(reminders);
    expect((screen.getByRole('switch', { name: 'Reminders' }) as HTMLInputElement).checked).toBe(false);
    await user.click(newsletter);
    await waitFor(() => expect(variablesSentTo(fetchMock, 'EnableEmail')).toEqual([{ type: 'NEWSLETTER' }]));
    expect(variablesSentTo(fetchMock, 'DisableEmail')).toEqual([{ type: 'REMINDERS' }]);
    expect((screen.getByRole('switch', { name: 'Newsletter' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rolls an e-mail switch back when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse: () => void = () => undefined;
    renderProfile({
      'GQL DisableEmail': () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(gqlError('internalError', 'Unexpected error', 500));
        }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Reminders' }));
    // Optimistic: off at once.
    expect((screen.getByRole('switch', { name: 'Reminders' }) as HTMLInputElement).checked).toBe(false);
    await act(async () => refuse());
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't save your e-mail preference",
    );
    expect((screen.getByRole('switch', { name: 'Reminders' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sets up an authenticator app for a signed-in user', async () => {
    let mfaEnabled = false;
    const { fetchMock } = renderProfile({
      'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { mfaEnabled } }) }),
      'POST /auth/mfa/associate': () =>
        json({
          secretCode: 'ABCDEFGHIJKLMNOP',
          otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP',
          qrSvg: '<svg/>',
        }),
      'POST /auth/mfa/verify': ({ body }) => {
        if ((body as { code: string }).code !== '654321') {
          return json({ error: { code: 'CodeMismatchException', message: 'Invalid code' } }, 400);
        }
        mfaEnabled = true;
        return json({ ok: true });
      },
    });
    const user = userEvent.setup({ delay: null });
    const mfa = await section('Two-step verification');
    expect(mfa.textContent).toContain('Off');
    await user.click(within(mfa).getByRole('button', { name: 'Set up authenticator app' }));

    expect(await within(mfa).findByText('ABCD EFGH IJKL MNOP')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/mfa/associate')).toEqual([{}]);
    const code = within(mfa).getByLabelText('Code from the app', { exact: false });
    await user.type(code, '111111');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on two-step verification' }));
    expect((await within(mfa).findByRole('alert')).textContent).toContain('Invalid code');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(mfa).getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await within(mfa).findByText(/Two-step verification is on/)).toBeTruthy();
    await waitFor(() => expect(mfa.textContent).toContain('On: signing in asks for a code'));
  });

  it('changes the password with the current one, and says when the current one is wrong', async () => {
    const { fetchMock } = renderProfile({
      'POST /auth/change-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Old-Password-1234!'
          ? json({ ok: true })
          : json(
              { error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' } },
              400,
            ),
    });
    const user = userEvent.setup({ delay: null });
    const card = await section('Password');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    const save = within(card).getByRole('button', { name: 'Save new password' });
    await user.type(
      within(card).getByLabelText('Current password', { exact: false }),
      'Wrong-Password-1234!',
    );
    await user.type(within(card).getByLabelText(/^New password/), 'Brand-New-Pass-5678!');
    await user.type(within(card).getByLabelText(/^Repeat new password/), 'Brand-New-Pass-5678!');
    await user.click(save);
    expect((await within(card).findByRole('alert')).textContent).toContain('current password is not correct');

    const current = within(card).getByLabelText('Current password', { exact: false });
    await user.clear(current);
    await user.type(current, 'Old-Password-1234!');
    await user.click(save);
    expect(await within(card).findByText(/Your other devices are signed out/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/change-password')).toEqual([
      { currentPassword: 'Wrong-Password-1234!', newPassword: 'Brand-New-Pass-5678!' },
      { currentPassword: 'Old-Password-1234!', newPassword: 'Brand-New-Pass-5678!' },
    ]);
  });

  it('signs out everywhere and shows the sign-in page', async () => {
    const { fetchMock } = renderProfile({
      'POST /auth/sign-out-everywhere': () => new Response(null, { status: 204 }),
    });
    const card = await section('Sign out');
    await userEvent
      .setup({ delay: null })
      .click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-out-everywhere')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-out')).toHaveLength(0);
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderProfile({
      'GQL CurrentUser': () =>
        fail ? gqlError('internalError', 'Unexpected error', 500) : gqlData({ me: aUser() }),
    });
    // The viewer itself needs the user first, so the whole page offers the retry.
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load your account" }),
    ).toBeTruthy();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});
