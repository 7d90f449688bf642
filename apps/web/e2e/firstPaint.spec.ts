import { expect, test } from './fixtures';

// What a visitor sees before the app's scripts have run (on a slow phone, for a second or two): index.html's frame.
test.describe('before the app has loaded', () => {
  test.beforeEach(async ({ page }) => {
    // The app's own script never arrives; the small one that starts the language does.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  });

  test('the shop shows the header and its heading in the visitor’s language', async ({ page }) => {
    await page.goto('/shop?lng=nl-NL');
    await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();
    await expect(page.locator('.first-paint-header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.goto('/shop?lng=en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  });

  test('a page whose heading needs data or a session draws nothing early', async ({ page }) => {
    for (const path of ['/', '/shop/product/standard_performance']) {
      await page.goto(path);
      await expect(page.locator('.first-paint-header')).toBeHidden();
      await expect(page.getByRole('heading')).toHaveCount(0);
    }
  });
});

test('the app replaces the early frame with its own header and page', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toHaveCount(1);
  await expect(page.locator('.first-paint-header')).toHaveCount(0);
});
