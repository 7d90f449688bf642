import type { Page } from '@playwright/test';
import { confirmStaffNotice, signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';

const journeyHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your health journey' });

test('b2b@example.com, whose business package disables the passport, stays on onboarding without the passport pages', async ({
  page,
}) => {
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'b2b@example.com');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(journeyHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Health' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Statistics' })).toHaveCount(0);
  await expectAccessible(page);

  // Opening a passport page by its address leads back to onboarding.
  for (const path of ['/my-health', '/my-statistics/my-genes']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(journeyHeading(page)).toBeVisible();
  }
});

test('/?searchConsumer=anna opens the individuals list searched for anna, for a coach', async ({ page }) => {
  const people = page.getByRole('list', { name: 'Individuals' }).getByRole('listitem');
  const searchBox = page.getByRole('searchbox', { name: 'Search people' });

  // Signed out: the login screen first, then the list.
  await visit(page, '/?searchConsumer=anna&lng=en-US');
  await signInThroughForm(page, 'coach@example.com');
  await expect(page).toHaveURL(/\/individuals\?name=anna$/);
  await confirmStaffNotice(page);
  await expect(searchBox).toHaveValue('anna');
  await expect(people).toHaveCount(1);
  await expect(people).toContainText('Anna de Vries');
  await expectAccessible(page);

  // Signed in: straight to the list.
  await page.goto('/?searchConsumer=bram');
  await expect(page).toHaveURL(/\/individuals\?name=bram$/);
  await expect(searchBox).toHaveValue('bram');
  await expect(people).toHaveCount(1);
  await expect(people).toContainText('Bram Jansen');
});
