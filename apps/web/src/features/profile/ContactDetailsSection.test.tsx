import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const PASSWORD = 'Passport-Demo-2026!';

/** A server that keeps the person's e-mail address and phone number, changed through a code. */
function contactServer(start: { email?: string; phoneNumber?: string | null; mfaEnabled?: boolean } = {}) {
  const contact = { email: start.email ?? 'jane@example.com', phoneNumber: start.phoneNumber ?? null };
  let pending: { kind: 'EMAIL' | 'PHONE'; value: string } | null = null;
  const me = () => aUser({ identityInformation: { ...contact, mfaEnabled: start.mfaEnabled ?? false } });
  const handlers: Record<string, MockHandler> = {
    'GQL CurrentUser': () => gqlData({ me: me() }),
    'GQL RequestContactChange': ({ variables }) => {
      const input = variables?.input as { email?: string; phoneNumber?: string; password: string };
      if (input.password !== PASSWORD)
        return gqlError('NotAuthorizedException', 'Incorrect username or password.');
      if (input.email === 'taken@example.com') return gqlError('UsernameExistsException');
      if (input.email !== undefined) pending = { kind: 'EMAIL', value: input.email.toLowerCase() };
      else if (input.phoneNumber) pending = { kind: 'PHONE', value: input.phoneNumber };
      else {
        contact.phoneNumber = null;
        return gqlData({ requestContactChange: { kind: 'PHONE', destination: null, pending: false } });
      }
      return gqlData({
        requestContactChange: { kind: pending.kind, destination: 'n***@e***', pending: true },
      });
    },
    'GQL ConfirmContactChange': ({ variables }) => {
      if (!pending || variables?.code !== '123456') return gqlError('CodeMismatchException', 'Invalid code');
      if (pending.kind === 'EMAIL') contact.email = pending.value;
      else contact.phoneNumber = pending.value;
      pending = null;
      return gqlData({ confirmContactChange: { id: 'user-1', identityInformation: { ...contact } } });
    },
  };
  const fetchMock = mockFetch(handlers);
  startSession(someTokens());
  renderAt('/profile');
  return { fetchMock };
}

const card = () => screen.findByRole('region', { name: 'E-mail address and phone number' });

// Typing both steps of a change takes a few seconds on a loaded machine.
describe('changing the e-mail address and phone number on /profile', { timeout: 20_000 }, () => {
  it('sends a code to the new address, changes it once the code is confirmed and shows the new address', async () => {
    const { fetchMock } = contactServer();
    const user = userEvent.setup({ delay: null });
    const section = await card();
    expect(within(section).getByText('jane@example.com')).toBeTruthy();
    // No authenticator on this account: no field for its code.
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    const heading = within(section).getByRole('heading', { name: 'Change e-mail address' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(section).queryByLabelText(/authenticator/)).toBeNull();

    await user.type(within(section).getByLabelText(/^New e-mail address/), 'New.Jane@Example.com');
    await user.type(within(section).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Send code' }));

    const codeStep = await within(section).findByRole('heading', { name: 'Enter the code' });
    await waitFor(() => expect(document.activeElement).toBe(codeStep));
    expect(section.textContent).toContain('We sent a code to new.jane@example.com.');
    // Nothing changed yet.
    expect(within(section).getByText('jane@example.com')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RequestContactChange')).toEqual([
      { input: { email: 'New.Jane@Example.com', password: PASSWORD, totpCode: null } },
    ]);

    const code = within(section).getByLabelText(/^Code/);
    await user.type(code, '999999');
    await user.click(within(section).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('That code is not correct.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toContain(
        'Your e-mail address is now new.jane@example.com; use it to sign in.',
      ),
    );
    expect(await within(section).findByText('new.jane@example.com')).toBeTruthy();
    expect(within(section).queryByLabelText(/^Code/)).toBeNull();
    expect(variablesSentTo(fetchMock, 'ConfirmContactChange')).toEqual([
      { kind: 'EMAIL', code: '999999' },
      { kind: 'EMAIL', code: '123456' },
    ]);
  });

  it('says the password is wrong, at the password field, and focuses the error summary', async () => {
    contactServer();
    const user = userEvent.setup({ delay: null });
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    await user.type(within(section).getByLabelText(/^New e-mail address/), 'new@example.com');
    const password = within(section).getByLabelText(/^Current password/);
    await user.type(password, 'Wrong-Password-1!');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));

    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('Your password is not correct.'),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).queryByRole('heading', { name: 'Enter the code' })).toBeNull();
  });

  it('checks the address before sending, says when another account uses it, and cancels', async () => {
    const { fetchMock } = contactServer();
    const user = userEvent.setup({ delay: null });
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    const address = within(section).getByLabelText(/^New e-mail address/);
    await user.type(address, 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findAllByText(/Enter a valid e-mail address/)).not.toHaveLength(0);
    expect(section.textContent).toContain('Enter your current password.');
    expect(variablesSentTo(fetchMock, 'RequestContactChange')).toEqual([]);

    await user.clear(address);
    await user.type(address, 'taken@example.com');
    await user.type(within(section).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findAllByText(/Another account already uses/)).not.toHaveLength(0);
    expect(address.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByLabelText(/^New e-mail address/)).toBeNull();
    expect(within(section).getByText('jane@example.com')).toBeTruthy();
  });

  it('asks for the authenticator code on an account that has one, and changes the phone number', async () => {
    const { fetchMock } = contactServer({ phoneNumber: '+31611111111', mfaEnabled: true });
    const user = userEvent.setup({ delay: null });
    const section = await card();
    expect(within(section).getByText('+31611111111')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Change phone number' }));
    // The field starts with the Dutch dialling code.
    await user.type(within(section).getByRole('textbox', { name: /^New phone number/ }), '622222222');
    await user.type(within(section).getByLabelText(/^Current password/), PASSWORD);
    await user.type(within(section).getByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));

    await within(section).findByRole('heading', { name: 'Enter the code' });
    expect(variablesSentTo(fetchMock, 'RequestContactChange')).toEqual([
      { input: { phoneNumber: '+31622222222', password: PASSWORD, totpCode: '654321' } },
    ]);
    await user.type(within(section).getByLabelText(/^Code/), '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toContain(
        'Your phone number is now +31622222222.',
      ),
    );
    expect(await within(section).findByText('+31622222222')).toBeTruthy();
  });

  it('removes the phone number at once, in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    const { fetchMock } = contactServer({ phoneNumber: '+31611111111' });
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'E-mailadres en telefoonnummer' });
    await user.click(within(section).getByRole('button', { name: 'Telefoonnummer verwijderen' }));
    expect(section.textContent).toContain('om +31611111111 van je account te verwijderen');
    await user.click(within(section).getByRole('button', { name: 'Telefoonnummer verwijderen' }));
    expect(section.textContent).toContain('Vul je huidige wachtwoord in.');

    await user.type(within(section).getByLabelText(/^Huidig wachtwoord/), 'Fout-Wachtwoord-1!');
    await user.click(within(section).getByRole('button', { name: 'Telefoonnummer verwijderen' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Je wachtwoord klopt niet.'));

    const password = within(section).getByLabelText(/^Huidig wachtwoord/);
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Telefoonnummer verwijderen' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toContain('Je telefoonnummer is verwijderd.'),
    );
    expect(await within(section).findByText('Niet ingevuld')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'ConfirmContactChange')).toEqual([]);
  });
});
