import { confirmStaffNotice, lastMessageTo, signInThroughForm, staffNotice, totpNow } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';
import { becomeCustomer } from './shop';

interface DemoAccount {
  username: string;
  name: string;
  home: string;
  /** Onboarders, health coaches and data experts get the confidentiality notice. */
  staff?: boolean;
  /** The interface follows the user's own locale after sign-in. */
  dutch?: boolean;
}

// Where each demo role lands after signing in (spec: role table and home rules).
const ACCOUNTS: DemoAccount[] = [
  // A customer whose passport is published goes to the passport; one still in onboarding to the journey.
  { username: 'anna@example.com', name: 'Anna de Vries', home: '/my-health', dutch: true },
  { username: 'bram@example.com', name: 'Bram Jansen', home: '/onboarding', dutch: true },
  { username: 'coach@example.com', name: 'Chris Coach', home: '/individuals', staff: true },
  { username: 'doctor@example.com', name: 'Dana Dokter', home: '/individuals' },
  { username: 'data@example.com', name: 'Daan Data', home: '/individuals', staff: true },
  { username: 'onboarder@example.com', name: 'Olivia Onboarder', home: '/individuals', staff: true },
  { username: 'external@example.com', name: 'Eva Extern', home: '/individuals' },
  { username: 'hr@example.com', name: 'Hanna de Haan', home: '/snapshots' },
  { username: 'corporate@example.com', name: 'Cor Porter', home: '/snapshots' },
  { username: 'product@example.com', name: 'Pia Product', home: '/snapshots' },
];

// One page for all of them, one after another (each signs out before the next signs in): a page per account cost
// more in starting browsers and loading the app than the sign-ins themselves.
test('every demo role signs in, lands on its home and signs out', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  for (const { username, name, home, staff, dutch } of ACCOUNTS) {
    await test.step(`${username} signs in, lands on ${home} and signs out`, async () => {
      await page.goto('/?lng=en-US');
      await signInThroughForm(page, username);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      if (staff) await confirmStaffNotice(page);
      await expect(page.getByRole('banner').getByText(name)).toBeVisible();
      await page.getByRole('button', { name: dutch ? 'Je account' : 'Your account' }).click();
      await page.getByRole('menuitem', { name: dutch ? 'Uitloggen' : 'Sign out' }).click();
      const signIn = page.getByRole('heading', { level: 1, name: dutch ? 'Inloggen' : 'Sign in' });
      await expect(signIn).toBeVisible();
      // The session is really gone: a reload does not bring it back.
      await page.reload();
      await expect(signIn).toBeVisible();
    });
  }
});

test('staff see the confidentiality notice once', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'coach@example.com');
  await expect(staffNotice(page)).toBeVisible();
  await expectAccessible(page);
  await confirmStaffNotice(page);
  await page.reload();
  await expect(page).toHaveURL(/\/individuals$/);
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(staffNotice(page)).toBeHidden();
});

test('a wrong password is refused with the provider message', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'bram@example.com', 'not the password');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  await expectAccessible(page);
});

test('Dutch texts with ?lng=nl-NL, including the sign-in messages', async ({ page }) => {
  await visit(page, '/?lng=nl-NL');
  await page.getByLabel('E-mailadres').fill('bram@example.com');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('niet het wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('Je gebruikersnaam of wachtwoord klopt niet.');
});

test('mfa@example.com signs in with a TOTP code', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'mfa@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code', { exact: true }).fill(totpNow());
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('returnUrl: a protected page asks for sign-in and opens after it', async ({ page }) => {
  await visit(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, 'product@example.com');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await visit(page, '/?returnUrl=%2Fprofile');
  await signInThroughForm(page, 'product@example.com');
  await expect(page).toHaveURL(/\/profile$/);
});

test('forgot password: the code from the e-mail and a strict new password sign the user in', async ({
  page,
  request,
}) => {
  await visit(page, '/?lng=en-US');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  // external@example.com: no other browser test signs in with its password after this one changes it.
  await page.getByLabel('E-mail address').fill('External@Example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

  const mail = await lastMessageTo(request, 'external@example.com');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  await page.getByLabel('Code from the e-mail').fill(code!);

  // The strict rule: too short and without a digit is not accepted.
  const save = page.getByRole('button', { name: 'Save password and sign in' });
  await page.getByLabel('New password', { exact: true }).fill('Short!pass');
  await page.getByLabel('Repeat new password').fill('Short!pass');
  await page.getByLabel('Repeat new password').blur();
  await expect(page.getByText("This password doesn't meet all requirements yet.")).toBeVisible();
  await expect(save).toBeDisabled();

  // Valid but different entries.
  await page.getByLabel('New password', { exact: true }).fill('Quiet-Harbour-Lantern-42');
  await page.getByLabel('Repeat new password').fill('Quiet-Harbour-Lantern-43');
  await page.getByLabel('Repeat new password').blur();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Repeat new password').fill('Quiet-Harbour-Lantern-42');
  await save.click();
  await expect(page).toHaveURL(/\/individuals$/);
});

test('an admin-created account must set a new password at its first sign-in', async ({ page, request }) => {
  const mail = await lastMessageTo(request, 'nina@example.com');
  const temporary = /^ {4}(\S+)$/m.exec(mail.text)?.[1];
  expect(temporary).toBeDefined();

  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'nina@example.com', temporary!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Morning-Tulip-Bicycle-77');
  await page.getByLabel('Repeat new password').fill('Morning-Tulip-Bicycle-77');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL(/\/individuals$/);
});

test('a customer changes their e-mail address with the password and the code sent to the new address, then signs in with it', async ({
  page,
  request,
}) => {
  // A customer of their own (bought as a guest here): no other spec signs in with this address.
  const buyer = { givenName: 'Wessel', familyName: 'Verhuizer', email: 'wessel.verhuizer@example.com' };
  const newEmail = 'wessel.nieuw@example.com';
  const password = 'Canal-Bridge-Window-58';
  await becomeCustomer(page, request, buyer, password);

  await visit(page, '/profile');
  const contact = page.getByRole('region', { name: 'E-mail address and phone number' });
  await expect(contact.getByText(buyer.email)).toBeVisible();
  await contact.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(contact.getByRole('heading', { name: 'Change e-mail address' })).toBeFocused();
  await contact.getByLabel('New e-mail address').fill(newEmail);
  await contact.getByLabel('Current password').fill(password);
  await expectAccessible(page);
  await contact.getByRole('button', { name: 'Send code' }).click();
  await expect(contact.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
  await expect(contact).toContainText(`We sent a code to ${newEmail}.`);

  const mail = await lastMessageTo(request, newEmail);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  await contact.getByLabel('Code', { exact: true }).fill(code!);
  await expectAccessible(page);
  await contact.getByRole('button', { name: 'Confirm change' }).click();
  await expect(contact.getByRole('status')).toContainText(
    `Your e-mail address is now ${newEmail}; use it to sign in.`,
  );
  await expect(contact.getByText(newEmail, { exact: true })).toBeVisible();

  // The new address is the username now.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, newEmail, password);
  await expect(page).toHaveURL(/\/onboarding$/);
});
