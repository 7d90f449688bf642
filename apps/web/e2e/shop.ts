import type { APIRequestContext, Page } from '@playwright/test';
import { lastMessageTo, signInThroughForm } from './auth';
import { expect, expectAccessible, visit } from './fixtures';

export interface Buyer {
  givenName: string;
  familyName: string;
  email: string;
}

/** Types a Dutch mobile number after the +31 the phone field starts with. */
async function typePhoneNumber(page: Page, digits: string): Promise<void> {
  const phone = page.getByLabel('Phone number');
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
  await expect(phone).toHaveValue(/^\+31\s?6/);
}

/** Fills the cart's personal-information form as a person would. */
export async function fillPersonalInformation(page: Page, buyer: Buyer): Promise<void> {
  await page.getByLabel('Given name').fill(buyer.givenName);
  await page.getByLabel('Family name').fill(buyer.familyName);
  await page.getByLabel('Company name').fill('Tulip Logistics');
  await page.getByLabel('Street address and house number').fill('Keizersgracht 123');
  await page.getByLabel('Town').fill('Amsterdam');
  await page.getByLabel('Postal code').fill('1015 CJ');
  await page.getByLabel('Country').selectOption('NL');
  await typePhoneNumber(page, '612345678');
  await page.getByLabel('E-mail').fill(buyer.email);
}

/** Pays on the test provider's hosted page with a documented test card. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/PL[0-9A-F]+$/);
  await expectAccessible(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('03/30');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Name on card').fill('Test Buyer');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** From a product page through the pre-check (when asked) into the cart. */
export async function buy(page: Page, path: string, { preCheck }: { preCheck: boolean }): Promise<void> {
  await visit(page, path);
  await page.getByRole('button', { name: 'Buy now' }).click();
  if (preCheck) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Buy now' });
    await expect(confirm).toBeDisabled();
    await dialog.getByText('None of these statements apply to me').click();
    await expect(dialog.getByRole('radio', { name: 'None of these statements apply to me' })).toBeChecked();
    await expectAccessible(page);
    await confirm.click();
  }
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A guest buyer's first sign-in: the temporary password from the e-mail, then a password of their own. */
export async function firstSignIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  newPassword: string,
): Promise<void> {
  const mail = await lastMessageTo(request, email);
  const temporary = /^ {4}(\S+)$/m.exec(mail.text)?.[1];
  expect(temporary).toBeDefined();
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, email, temporary!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
}

/**
 * A customer of a spec's own: buys a check as a guest, pays, and sets their password at the first sign-in, which
 * lands on the journey.
 */
export async function becomeCustomer(
  page: Page,
  request: APIRequestContext,
  buyer: Buyer,
  password: string,
): Promise<void> {
  await page.goto('/?lng=en-US');
  await buy(page, '/shop/product/standard_performance', { preCheck: true });
  await fillPersonalInformation(page, buyer);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/order-completed\?orderId=/);
  await firstSignIn(page, request, buyer.email, password);
  await expect(page).toHaveURL(/\/onboarding$/);
}
