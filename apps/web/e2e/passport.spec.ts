import type { APIRequestContext, Page } from '@playwright/test';
import { MY_HEALTH_SUBPAGES, MY_STATISTICS_SUBPAGES, SCAN_URIS } from '@health-passport/domain';
import { confirmStaffNotice, DEMO_PASSWORD, signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';

/** Every passport page of §2.1 plus the scan pages of §2.2. */
const PASSPORT_PATHS = [
  '/my-health',
  ...MY_HEALTH_SUBPAGES.map((page) => `/my-health/${page}`),
  '/my-statistics',
  ...MY_STATISTICS_SUBPAGES.map((page) => `/my-statistics/${page}`),
  ...SCAN_URIS.map((uri) => `/my-statistics/my-scans/${uri}`),
];

/** The language flags' names, in the language shown when they are pressed. */
const LANGUAGE_FLAGS = { 'nl-NL': /Nederlands/, 'en-US': /English/ } as const;

/**
 * Console errors, uncaught exceptions and failed requests of the page from now on (a visitor's first page load
 * asks for a session refresh, which answers 401 without one).
 */
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

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const signIn = await request.post('/auth/sign-in', { data: { username, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

async function graphql<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

interface Passport {
  id: string;
  status: string;
}

async function publishedPassportOf(request: APIRequestContext, token: string): Promise<Passport> {
  const response = await request.get('/api/v2/users/me/health-passport', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const passports = (await response.json()) as Passport[];
  const published = passports.find((p) => p.status === 'PUBLISHED');
  expect(published).toBeDefined();
  return published!;
}

/** Opens a passport page and waits until its layout (or scan page) shows: a heading and no spinner. */
async function openPassportPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expectSettled(page);
}

/** No spinner left and no error in place of the page. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/Something went wrong|Er is iets misgegaan/);
}

/**
 * Shows a passport page the way the app's own links do, without loading the app again: the address changes and the
 * router follows (a full load per page would spend most of this test booting the app). Waits until that page shows:
 * its title is the document's (set by the page once it is drawn), and no spinner or error.
 */
async function showWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The page shown already (the first one, after signing in) is not drawn again: nothing to wait for.
    if (window.location.pathname === to) return;
    // Cleared first, so the wait below cannot be satisfied by the page before.
    document.title = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector('h1')?.textContent?.trim();
        return Boolean(heading) && document.title.startsWith(`${heading} `);
      }),
    )
    .toBe(true);
  await expectSettled(page);
}

test('anna sees every my-health, my-statistics and scan page in Dutch and in English', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  const errors = collectErrors(page);

  // Signing in switches to anna's own language, Dutch; the flag switches (and saves) English, then back.
  for (const language of ['nl-NL', 'en-US'] as const) {
    await page.getByRole('button', { name: LANGUAGE_FLAGS[language] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of PASSPORT_PATHS) {
      await showWithinApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectAccessible(page);
    }
  }
  await page.getByRole('button', { name: LANGUAGE_FLAGS['nl-NL'] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  expect(errors).toEqual([]);
});

test('anna opens a scan image in the lightbox', async ({ page }) => {
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  await openPassportPage(page, '/my-statistics/my-scans/heart-ultrasound');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  // The image really loaded through its signed url (visible comes first: its box is drawn before the bytes arrive).
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBeGreaterThan(0);
  await images.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('coach@example.com opens anna’s passport', async ({ page, request }) => {
  const annaToken = await tokenOf(request, 'anna@example.com');
  const me = await graphql<{ data: { me: { serviceNumber: string } } }>(
    request,
    annaToken,
    '{ me { serviceNumber } }',
  );
  const serviceNumber = me.body.data.me.serviceNumber;
  const passport = await publishedPassportOf(request, annaToken);
  // What the individuals list hands over when the coach picks anna: her person record.
  const coachToken = await tokenOf(request, 'coach@example.com');
  const found = await request.get(`/api/v2/users/${serviceNumber}/health-passports`, {
    headers: { authorization: `Bearer ${coachToken}` },
  });
  expect(found.ok()).toBe(true);
  const { person } = (await found.json()) as { person: Record<string, unknown> };

  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'coach@example.com');
  await confirmStaffNotice(page);
  const errors = collectErrors(page);
  // Choosing a person on /individuals stores them as the selected individual (consumer context).
  await page.evaluate(
    ({ person, passportId }) => {
      localStorage.setItem('consumer', JSON.stringify(person));
      localStorage.setItem('passportId', JSON.stringify(passportId));
    },
    { person, passportId: passport.id },
  );
  await openPassportPage(page, '/my-health');
  await expect(page.getByRole('button', { name: new RegExp(serviceNumber) })).toBeVisible();
  await expectAccessible(page);
  await openPassportPage(page, '/my-health/body-heart');
  await openPassportPage(page, '/my-statistics/my-biomarkers');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('another consumer cannot read anna’s layouts, scans or media by changing ids', async ({ request }) => {
  const annaToken = await tokenOf(request, 'anna@example.com');
  const bramToken = await tokenOf(request, 'bram@example.com');
  const passport = await publishedPassportOf(request, annaToken);
  const asBram = { headers: { authorization: `Bearer ${bramToken}` } };

  for (const path of ['routes', 'my-health', 'my-health/body-heart', 'my-statistics/my-scans']) {
    const response = await request.get(`/api/v2/${passport.id}/${path}`, asBram);
    expect(response.status(), path).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ACCESS_ERROR');
  }

  const scansQuery = 'query($id: ID!) { myScansData(healthPassportId: $id) { id data { key value } } }';
  const bramScans = await graphql<{ data: unknown; errors?: { extensions?: { code?: string } }[] }>(
    request,
    bramToken,
    scansQuery,
    { id: passport.id },
  );
  expect(bramScans.body.errors?.[0]?.extensions?.code).toBe('ACCESS_ERROR');

  // anna's own media url works for anna; the same url with bram's id in it, or under another passport, does not.
  const annaScans = await graphql<{ data: { myScansData: { media: { url: string }[] } } }>(
    request,
    annaToken,
    'query($id: ID!) { myScansData(healthPassportId: $id) { id media { key kind url } } }',
    { id: passport.id },
  );
  const mediaUrl = annaScans.body.data.myScansData.media[0]!.url;
  expect((await request.get(mediaUrl)).status()).toBe(200);
  const bramId = JSON.parse(Buffer.from(bramToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  const forged = new URL(mediaUrl, 'http://localhost');
  forged.searchParams.set('viewer', bramId.sub);
  expect((await request.get(`${forged.pathname}${forged.search}`)).status()).toBe(403);
  const bramPassport = '00000000-0000-4000-8000-000000000000';
  expect((await request.get(mediaUrl.replace(passport.id, bramPassport))).status()).toBe(403);
});
