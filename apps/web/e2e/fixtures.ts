import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { expect, test } from '@playwright/test';

/** Every page a browser test visits is checked against WCAG 2.1 A/AA with axe-core. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged at rest: a dialog still fading in blends with the page behind it.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // React Aria's live announcer keeps a spoken message for a few seconds after a dialog closed; it points at
    // the dialog's title, which is gone by then. It is off-screen speech, not part of the page.
    .exclude('[role="log"][aria-relevant="additions"]')
    // axe.run in the page itself: the default (a partial run per frame, finished in a new blank page) opens and loads
    // a page for every check, which was most of each check's time.
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/** Opens a path, waits for its page title (h1) and checks accessibility. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expectAccessible(page);
}
