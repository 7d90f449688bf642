import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const signIn = await request.post('/auth/sign-in', { data: { username, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** A real PDF to upload: the general terms the web app ships. */
const PDF = readFileSync(path.resolve(import.meta.dirname, '../public/docs/terms-en.pdf'));

test('anna finds her health check reports under Documents and downloads one under its name', async ({
  page,
}) => {
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  // anna's own language is Dutch.
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documenten' })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Rapporten' });
  await expect(reports.getByRole('row')).toHaveCount(3);
  await expect(reports).toContainText('Rapport gezondheidscheck');
  await expect(reports).toContainText('Health check report');
  await expect(reports).toContainText('Vandaag');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Rapport gezondheidscheck downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Rapport gezondheidscheck.pdf');
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the doctor sees anna’s documents and adds one; a file that lies about its type is refused', async ({
  page,
  request,
}) => {
  const annaToken = await tokenOf(request, 'anna@example.com');
  const me = await request.post('/graphql', {
    headers: { authorization: `Bearer ${annaToken}` },
    data: { query: '{ me { serviceNumber } }' },
  });
  const serviceNumber = ((await me.json()) as { data: { me: { serviceNumber: string } } }).data.me
    .serviceNumber;
  const doctorToken = await tokenOf(request, 'doctor@example.com');
  const found = await request.get(`/api/v2/users/${serviceNumber}/health-passports`, {
    headers: { authorization: `Bearer ${doctorToken}` },
  });
  expect(found.ok()).toBe(true);
  const { person } = (await found.json()) as { person: Record<string, unknown> };

  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'doctor@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  // Choosing a person on /individuals stores them as the selected individual (consumer context).
  await page.evaluate((selected) => localStorage.setItem('consumer', JSON.stringify(selected)), person);
  await page.goto('/documents');
  await expect(page.getByText('The documents of A. de Vries.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row')).toHaveCount(3);

  const form = page.getByRole('region', { name: 'Add a document for A. de Vries' });
  await form.getByLabel('Kind of document').selectOption({ label: 'Referral' });
  await form.getByLabel('File').setInputFiles({
    name: 'referral.png',
    mimeType: 'image/png',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Add document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'referral.png is not what its extension claims. Save it with the right extension and try again.',
  );
  await expectAccessible(page);

  await form.getByLabel('File').setInputFiles({
    name: 'Referral cardiologist.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Add document' }).click();
  await expect(form.getByRole('status')).toHaveText('Referral cardiologist.pdf was added.');
  const referrals = page.getByRole('table', { name: 'Referrals' });
  await expect(referrals).toContainText('Referral cardiologist.pdf');
  await expect(referrals).toContainText('Today');
});

test('a signed download url stops working once tampered with', async ({ request }) => {
  const annaToken = await tokenOf(request, 'anna@example.com');
  const list = await request.post('/graphql', {
    headers: { authorization: `Bearer ${annaToken}` },
    data: { query: '{ myDocuments { name url } }' },
  });
  const [document] = ((await list.json()) as { data: { myDocuments: { url: string }[] } }).data.myDocuments;
  expect((await request.get(document!.url)).status()).toBe(200);
  const tampered = document!.url.replace(/signature=./, (s) =>
    s.endsWith('A') ? 'signature=B' : 'signature=A',
  );
  const refused = await request.get(tampered);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalidSignature');
});
