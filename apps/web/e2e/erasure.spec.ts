import type { APIRequestContext } from '@playwright/test';
import { signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';
import { becomeCustomer } from './shop';

// A customer of their own (bought as a guest here), so erasing no shared demo account touches another spec.
const buyer = { givenName: 'Esther', familyName: 'Wisselink', email: 'esther.wisselink@example.com' };
const PASSWORD = 'Harbour-Lantern-Orchard-73';

/** Waits for a demo outbox message to `to` with this subject. */
async function expectMail(request: APIRequestContext, to: string, subject: RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox')).json()) as { to: string; subject: string }[];
      return messages.some((message) => message.to === to && subject.test(message.subject));
    })
    .toBe(true);
}

test('a customer asks for the erasure of their account, and signing in within the grace period cancels it', async ({
  page,
  request,
}) => {
  await becomeCustomer(page, request, buyer, PASSWORD);

  // Asked for with the password, in a dialog.
  await visit(page, '/privacy');
  const erasure = page.getByRole('region', { name: 'Erase your account' });
  await erasure.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(erasure.getByRole('status')).toContainText(/Your account will be erased on \d\d\/\d\d\/\d{4}/);
  await expect(erasure.getByRole('button', { name: 'Keep my account' })).toBeVisible();
  await expectAccessible(page);
  await expectMail(request, buyer.email, /^Your account will be erased on /);

  // Signed out, then back within the 14 days: the erasure is off, and the person is told.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, buyer.email, PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
  await visit(page, '/privacy');
  await expect(erasure.getByRole('status')).toContainText(
    /You signed in on \d\d\/\d\d\/\d{4}, so the erasure of your account was cancelled/,
  );
  await expect(erasure.getByRole('button', { name: 'Erase my account' })).toBeVisible();
  await expectMail(request, buyer.email, /^Your account will not be erased$/);
});
