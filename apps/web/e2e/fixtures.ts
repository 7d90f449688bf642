import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export { expect, test } from '@playwright/test';

/**
 * Every page a browser test visits is checked against WCAG 2.1 A/AA with axe-core, run in the page itself. axe's
 * code (650 KB) goes into a document once, and only the violations come back as text: Deque's Playwright wrapper
 * loaded the code twice per check and sent every passing node back too, which was over half of a page walk's time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged at rest: a dialog still fading in blends with the page behind it.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(
      // React Aria's live announcer keeps a spoken message for a few seconds after a dialog closed; it points at
      // the dialog's title, which is gone by then. It is off-screen speech, not part of the page.
      { exclude: ['[role="log"][aria-relevant="additions"]'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
  });
  expect(violations, 'accessibility violations').toEqual([]);
}

/** Opens a path, waits for its page title (h1) and checks accessibility. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expectAccessible(page);
}
