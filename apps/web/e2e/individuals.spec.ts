import type { Page } from '@playwright/test';
import { confirmStaffNotice, signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search people' });
const people = (page: Page) => page.getByRole('list', { name: 'Individuals' }).getByRole('listitem');

/** Types a search as a person would and waits for the list to answer it (800 ms after the last key). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v2/users?') &&
      new URL(response.url()).searchParams.get('name') === text.trim(),
  );
  await searchBox(page).fill(text);
  await answered;
}

test('coach@example.com searches "anna" and opens her passport and her documents', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'coach@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Individuals' })).toBeVisible();
  await expect(people(page).first()).toBeVisible();
  await expectAccessible(page);

  // Accents and case do not matter; staff are never listed.
  await search(page, 'ANNA');
  await expect(people(page)).toHaveCount(1);
  await expect(people(page)).toContainText('Anna de Vries');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page).toHaveURL(/\/individuals\?name=ANNA$/);
  await expectAccessible(page);

  // A health coach views passports, and neither enters measurements nor unlocks.
  const anna = people(page).first();
  await expect(anna.getByRole('button')).toHaveCount(1);
  await anna.getByRole('button', { name: 'View health passport: Anna de Vries' }).click();
  await expect(page).toHaveURL(/\/my-health$/);
  await expect(page.getByRole('region', { name: 'Selected client' })).toContainText('A. de Vries');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  // Her documents, from the profile menu: the selected person's, not the coach's own.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('The documents of A. de Vries.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' })).toContainText('Health check report');
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-health$/);

  // Back on the list, the search is still there.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('ANNA');
  await expect(people(page)).toHaveCount(1);
});

test('onboarder@example.com reaches anna’s measurements but not her passport', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'onboarder@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(page);

  await search(page, 'de vries');
  const anna = people(page).filter({ hasText: 'Anna de Vries' });
  await expect(anna.getByRole('button')).toHaveText(['View measurements']);
  await anna.getByRole('button', { name: 'View measurements: Anna de Vries' }).click();
  await expect(page).toHaveURL(/\/measurements\/HP\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();

  await page.goto('/my-health');
  await expect(page).not.toHaveURL(/\/my-health/);
});

test('data@example.com is told why a passport cannot be unlocked yet, in Dutch too', async ({ page }) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'data@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(page);
  // The flag switches to Dutch (and saves it on the account; switched back at the end).
  await page.getByRole('button', { name: /Nederlands/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');

  const box = page.getByRole('searchbox', { name: 'Personen zoeken' });
  await expect(box).toHaveAttribute('placeholder', 'Zoek op naam, e-mailadres of servicenummer');
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('name') === 'gijs');
  await box.fill('gijs');
  await answered;
  const gijs = page.getByRole('list', { name: 'Personen' }).getByRole('listitem');
  await expect(gijs).toHaveCount(1);
  await gijs.getByRole('button', { name: 'Gezondheidspaspoort vrijgeven: Gijs Gerritsen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Dit gezondheidspaspoort kan nog niet worden vrijgegeven: de uitslagen zijn nog niet berekend.',
  );
  await expectAccessible(page);

  // Nobody found: the way on is clearing the search, which shows everyone again at once.
  const nobody = page.waitForResponse((r) => new URL(r.url()).searchParams.get('name') === 'niemand-xyz');
  await box.fill('niemand-xyz');
  await nobody;
  const empty = page.getByRole('region', { name: 'Geen personen gevonden' });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Pagina's" })).toHaveCount(0);
  await expectAccessible(page);
  await empty.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
  await expect(page.getByRole('list', { name: 'Personen' }).getByRole('listitem').first()).toBeVisible();
  await expect(box).toHaveValue('');

  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
