import { STORAGE_KEYS } from '@health-passport/domain';
import { expect, test } from './fixtures';

// What a visitor sees before the app's scripts have run (on a slow phone, for a second or two): index.html's frame,
// drawn by its small script (src/boot.ts).
test.describe('before the app has loaded', () => {
  test.beforeEach(async ({ page }) => {
    // The app's own script never arrives; the small one that draws the early heading does.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
  });

  test('the shop shows the header and its heading in the visitor’s language', async ({ page }) => {
    await page.goto('/shop?lng=nl-NL');
    await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();
    await expect(page.locator('.first-paint-header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.goto('/shop?lng=en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  });

  test('the sign-in page shows its title and intro', async ({ page }) => {
    await page.goto('/?lng=nl-NL');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page.getByText('Log in om je Personal Health Passport te bekijken')).toBeVisible();
  });

  test('a product page shows the product’s name and description', async ({ page }) => {
    await page.goto('/shop/product/standard_performance?lng=en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Standard Performance' })).toBeVisible();
    await expect(page.getByText('A thorough check of your heart')).toBeVisible();
  });

  test('"/" draws nothing early for someone signed in before (it leads them home), nor an unknown product', async ({
    page,
  }) => {
    await page.goto('/shop/product/no_such_product');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await page.evaluate((key) => window.localStorage.setItem(key, '{}'), STORAGE_KEYS.CONSUMER);
    await page.goto('/');
    await expect(page.locator('.first-paint-header')).toBeHidden();
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test('the app replaces the early frame with its own header and page', async ({ page }) => {
  for (const [path, title] of [
    ['/shop', 'Shop'],
    ['/', 'Sign in'],
    ['/shop/product/standard_performance', 'Standard Performance'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1);
    await expect(page.locator('.first-paint-header')).toHaveCount(0);
  }
});
