import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { confirmStaffNotice, lastMessageTo, serviceNumberOf, signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';

/** The onboarder opens anna's measurements in a browser of their own: a read that goes to anna's access log. */
async function onboarderOpensMeasurementsOf(browser: Browser, serviceNumber: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'onboarder@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(page);
  await page.goto(`/measurements/${serviceNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(serviceNumber);
  await context.close();
}

test('anna sees her consents and who viewed her data, and downloads her data and her passport PDF in Dutch', async ({
  page,
  browser,
  request,
}) => {
  await onboarderOpensMeasurementsOf(browser, await serviceNumberOf(request, 'anna@example.com'));

  // Signing in switches to anna's own language, Dutch.
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');

  await visit(page, '/privacy');
  const consents = page.getByRole('region', { name: 'Je toestemmingen' });
  await expect(consents.getByRole('listitem').first()).toContainText('Gegeven');
  const views = page.getByRole('region', { name: 'Wie je gegevens heeft bekeken' });
  const onboarderRead = views.getByRole('listitem').filter({ hasText: 'Olivia Onboarder' });
  await expect(onboarderRead.first()).toContainText('De metingen');

  // Her data: asked for, prepared in the background, then offered for download.
  const exportCard = page.getByRole('region', { name: 'Je gegevens downloaden' });
  await exportCard.getByRole('button', { name: 'Mijn gegevens klaarzetten' }).click();
  const downloadData = exportCard.getByRole('button', { name: 'Mijn gegevens downloaden' });
  await expect(downloadData).toBeVisible({ timeout: 60_000 });
  await expect(exportCard.getByRole('status')).toContainText('Je gegevens staan klaar');
  await expectAccessible(page);
  const [dataDownload] = await Promise.all([page.waitForEvent('download'), downloadData.click()]);
  expect(dataDownload.suggestedFilename()).toBe('my-data.zip');
  const zip = unzipSync(new Uint8Array(await readFile(await dataDownload.path())));
  const myData = JSON.parse(strFromU8(zip['my-data.json']!)) as {
    tables: { users: { email: string; given_name: string; family_name: string }[] };
  };
  expect(myData.tables.users).toEqual([
    expect.objectContaining({ email: 'anna@example.com', given_name: 'Anna', family_name: 'de Vries' }),
  ]);
  expect(Object.keys(zip)).toContain('health-record.fhir.json');
  const mail = await lastMessageTo(request, 'anna@example.com');
  expect(mail.subject).toBe('Je gegevens staan klaar om te downloaden');
  expect(mail.text).toContain('/privacy');

  // Her passport as a PDF for her doctor, in Dutch.
  await page.goto('/my-health');
  await expect(page.locator('h1')).toBeVisible();
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF downloaden' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^Gezondheidspaspoort Anna de Vries .*\.pdf$/);
  expect((await readFile(await pdfDownload.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
