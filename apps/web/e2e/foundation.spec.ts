import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, visit } from './fixtures';

const cli = path.resolve(import.meta.dirname, '../../server/dist/cli.js');

test('the login page speaks English by default', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/Sign in · Health Passport/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('?lng=nl-NL shows the login page in Dutch', async ({ page }) => {
  await visit(page, '/?lng=nl-NL');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByLabel('Wachtwoord')).toBeVisible();
});

test('the language flags switch the interface', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a new page starts at the top, and Back returns to where the person was', async ({ page }) => {
  await page.goto('/example');
  await expect(page.locator('h1')).toBeVisible();
  // The footer comes once the server's facts are in: measured before it, the page would still grow (and a click
  // scroll further) after the position was read.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const scrollY = () => page.evaluate(() => window.scrollY);
  const link = page.getByRole('link', { name: 'Back to my health' });
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left).toBeGreaterThan(300);

  await link.click(); // a signed-out visitor is asked to sign in first
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/example$/);
  await expect.poll(scrollY).toBe(left);
});

test('health answers UP and unknown API paths answer JSON 404', async ({ request }) => {
  const health = await request.get('/actuator/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'UP', components: { db: { status: 'UP' } } });
  const missing = await request.get('/api/v2/unknown', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('notFound');
});

test('maintenance mode, switched by the CLI, blocks the portal until it is switched off', async ({
  page,
}) => {
  await visit(page, '/');
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
  execFileSync('node', [cli, 'maintenance', 'on'], { env });
  try {
    const modal = page.getByRole('alertdialog', { name: "We're doing some maintenance" });
    // The page asks the server every few seconds (PING_INTERVAL_MS); the expect's bound leaves room for several.
    await expect(modal).toBeVisible();
  } finally {
    execFileSync('node', [cli, 'maintenance', 'off'], { env });
  }
  await expect(page.getByRole('alertdialog', { name: "We're doing some maintenance" })).toBeHidden();
});
