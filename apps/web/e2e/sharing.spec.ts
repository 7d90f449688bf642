import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';

/** The recipient's own password, chosen at their first sign-in. */
const RECIPIENT_PASSWORD = 'Harbour-Violin-Meadow-58';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The demo outbox's messages to an address, waiting until `count` have arrived (they go out after the commit). */
async function messagesTo(request: APIRequestContext, to: string, count: number): Promise<OutboxMessage[]> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox')).json()) as OutboxMessage[];
      found = messages.filter((m) => m.to === to);
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const signIn = await request.post('/auth/sign-in', { data: { username, password } });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** Console errors, uncaught exceptions and failed requests of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** Opens a passport page and waits until its layout shows: a heading, no spinner, no error. */
async function openPassportPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/Something went wrong|Er is iets misgegaan/);
  await expectAccessible(page);
}

test('anna shares her passport, the recipient views it until anna revokes, and anna sees who viewed it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `eva.${Date.now()}@example.com`;

  // anna signs in; her interface is Dutch from then on, so her part of the test reads Dutch.
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await visit(page, '/share-php');
  await expect(page.getByRole('heading', { level: 1, name: 'Je gezondheidspaspoort delen' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Voornaam' }).fill('Eva');
  await page.getByRole('textbox', { name: 'Achternaam' }).fill('Extern');
  // After the +31 the phone field starts with, as a person types it.
  const phone = page.getByRole('textbox', { name: 'Mobiel telefoonnummer' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('612345678');
  await expect(phone).toHaveValue(/^\+31\s?6/);
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('button', { name: 'Paspoort delen' }).click();
  await expect(page.getByText('Je gezondheidspaspoort is nu gedeeld met Eva Extern.')).toBeVisible();
  const shares = page.getByRole('region', { name: 'Met wie je deelt' });
  const share = shares.getByRole('listitem').filter({ hasText: email });
  await expect(share.getByText('Uitgenodigd, nog niet geaccepteerd')).toBeVisible();
  await expectAccessible(page);

  // The invitation (in anna's language, the request's) and the new account's temporary password.
  const mails = await messagesTo(request, email, 2);
  const invitation = mails.find((m) => m.subject.includes('deelt een Health Passport met je'));
  expect(invitation?.text).toContain('Eva');
  const temporary = mails.map((m) => /^ {4}(\S+)$/m.exec(m.text)?.[1]).find(Boolean);
  expect(temporary).toBeDefined();

  // The recipient signs in with the temporary password and chooses their own.
  const recipientContext = await browser.newContext();
  const viewer = await recipientContext.newPage();
  await visit(viewer, '/?lng=en-US');
  await signInThroughForm(viewer, email, temporary!);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectAccessible(viewer);
  await viewer.getByLabel('New password', { exact: true }).fill(RECIPIENT_PASSWORD);
  await viewer.getByLabel('Repeat new password').fill(RECIPIENT_PASSWORD);
  await viewer.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(viewer).toHaveURL(/\/individuals$/);

  // The individuals page lists anna, who shared with them; View health passport activates the share and opens
  // her passport. The recipient's interface is in their own language, Dutch (the language anna shared in).
  const viewerErrors = collectErrors(viewer);
  await expect(viewer.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expectAccessible(viewer);
  await viewer.getByRole('button', { name: 'Gezondheidspaspoort bekijken: Anna de Vries' }).click();
  await expect(viewer).toHaveURL(/\/my-health$/);
  await expect(viewer.locator('h1')).toBeVisible();
  await expect(viewer.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(viewer);
  await openPassportPage(viewer, '/my-health');
  await openPassportPage(viewer, '/my-health/body-heart');
  await openPassportPage(viewer, '/my-statistics/my-scans/heart-ultrasound');
  expect(viewerErrors).toEqual([]);

  // anna sees the share active now, and revokes it after confirming.
  await visit(page, '/share-php');
  await expect(share.getByText('Actief')).toBeVisible();
  await share.getByRole('button', { name: 'Toegang intrekken voor Eva Extern' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stoppen met delen met Eva Extern?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Toegang intrekken' }).click();
  await expect(page.getByText('Eva Extern kan je gezondheidspaspoort niet meer bekijken.')).toBeVisible();
  await expect(share).toHaveCount(0);
  await expectAccessible(page);

  // The recipient loses access with the next page load: anna is let go and they are sent to their list, where
  // she is no longer.
  const { person, passportId } = await viewer.evaluate(() => ({
    person: JSON.parse(localStorage.getItem('consumer') ?? 'null') as { serviceNumber: string },
    passportId: JSON.parse(localStorage.getItem('passportId') ?? 'null') as string,
  }));
  await viewer.goto('/my-health/body-heart');
  await expect(viewer).toHaveURL(/\/users$/);
  await expect(viewer.getByRole('heading', { name: 'Geen personen gevonden' })).toBeVisible();
  await expectAccessible(viewer);
  const recipientToken = await tokenOf(request, email, RECIPIENT_PASSWORD);
  const refused = await request.get(`/api/v2/health-coach/${person.serviceNumber}/${passportId}/my-health`, {
    headers: { authorization: `Bearer ${recipientToken}` },
  });
  expect(refused.status()).toBe(403);
  await recipientContext.close();

  // anna sees who viewed her passport: the recipient, as an external viewer, and what they read.
  await visit(page, '/share-php');
  const views = page.getByRole('region', { name: 'Wie je paspoort heeft bekeken' });
  const evaViews = views.getByRole('listitem').filter({ hasText: 'Eva Extern' });
  await expect(evaViews.first()).toContainText('Externe kijker');
  await expect(evaViews.filter({ hasText: '/my-health/body-heart' }).first()).toBeVisible();
  await expect(evaViews.filter({ hasText: 'De scanresultaten' }).first()).toBeVisible();
  await expectAccessible(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
});
