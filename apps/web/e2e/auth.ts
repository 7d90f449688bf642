import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures';

export const DEMO_PASSWORD = 'Passport-Demo-2026!';
/** The seeded TOTP secret of mfa@example.com (README, "Demo accounts"). */
export const DEMO_MFA_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export function totpNow(secret = DEMO_MFA_TOTP_SECRET): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/** Signs in through the login screen, as a person would. */
export async function signInThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('E-mail address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function staffNotice(page: Page) {
  return page.getByRole('alertdialog', { name: 'You are working with personal health information' });
}

/** Onboarders, health coaches and data experts confirm the confidentiality notice after signing in. */
export async function confirmStaffNotice(page: Page): Promise<void> {
  await expect(staffNotice(page)).toBeVisible();
  await staffNotice(page).getByRole('button', { name: 'I understand' }).click();
  await expect(staffNotice(page)).toBeHidden();
}

/** The newest demo outbox message to an address (e-mail or SMS), as the demo server lists it at /dev/outbox. */
export async function lastMessageTo(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }> {
  let found: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      found = messages.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A person's service number, as their own `me` query answers it (signed in through the API, not the browser). */
export async function serviceNumberOf(request: APIRequestContext, username: string): Promise<string> {
  const signIn = await request.post('/auth/sign-in', { data: { username, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const me = await request.post('/graphql', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { query: '{ me { serviceNumber } }' },
  });
  expect(me.ok()).toBe(true);
  const { data } = (await me.json()) as { data: { me: { serviceNumber: string } } };
  expect(data.me.serviceNumber).not.toBe('');
  return data.me.serviceNumber;
}
