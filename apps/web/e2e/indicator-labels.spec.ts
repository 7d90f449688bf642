import type { Page } from '@playwright/test';
import { signInThroughForm } from './auth';
import { expect, test } from './fixtures';

/** Pages whose bars carry many, and long, Dutch band labels (blood pressure, BMI, kidney stages, sleep). */
const PAGES = [
  '/my-health/body-heart',
  '/my-health/body-metabolic',
  '/my-health/body-kidney',
  '/my-health/lifestyle-sleep',
];
const WIDTHS = [1280, 768, 375];

/**
 * What is wrong with the band labels under the bars as drawn: a line that ends inside a word, or two labels of
 * one bar drawn over each other. A break between two letters passes only as the browser's hyphenation: the label
 * hyphenates by its language and never breaks words otherwise, at least two letters stay on either side, and the
 * browser does hyphenate that word (a 1 px wide copy of it takes more lines with hyphenation than without).
 */
function labelProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const letter = /\p{L}/u;
    const linesOf = (label: HTMLElement, word: string, hyphens: string) => {
      const copy = document.createElement('span');
      copy.textContent = word;
      copy.style.cssText = `position: absolute; display: block; width: 1px; visibility: hidden; hyphens: ${hyphens}`;
      label.append(copy);
      const height = copy.getBoundingClientRect().height;
      copy.remove();
      return height;
    };
    const hyphenated = (label: HTMLElement, word: string) =>
      linesOf(label, word, 'auto') > linesOf(label, word, 'manual');
    const labels = Array.from(document.querySelectorAll<HTMLElement>('[data-scale-label]')).filter(
      (label) => label.getClientRects().length > 0,
    );
    for (const label of labels) {
      const text = label.textContent ?? '';
      const describe = `"${text}" (${Math.round(label.getBoundingClientRect().width)} px wide)`;
      // The label's text line by line as drawn: a character whose top moves starts a new line.
      const lines: string[] = [];
      let lineTop = Number.NEGATIVE_INFINITY;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (let offset = 0; offset < content.length; offset++) {
          const char = content[offset]!;
          if (/\s/u.test(char)) {
            if (lines.length > 0) lines[lines.length - 1] += ' ';
            continue;
          }
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const { top } = range.getBoundingClientRect();
          if (Math.abs(top - lineTop) > 2) lines.push('');
          lineTop = top;
          lines[lines.length - 1] += char;
        }
      }
      const style = getComputedStyle(label);
      const hyphenatesOnly =
        style.hyphens === 'auto' &&
        style.overflowWrap === 'normal' &&
        style.wordBreak === 'normal' &&
        Boolean(label.closest('[lang]')?.getAttribute('lang'));
      const midWord = lines.slice(1).some((after, index) => {
        const before = lines[index]!;
        if (!letter.test(before.at(-1)!) || !letter.test(after[0]!)) return false;
        const start = /\p{L}+$/u.exec(before)![0];
        const end = /^\p{L}+/u.exec(after)![0];
        return !(hyphenatesOnly && start.length >= 2 && end.length >= 2 && hyphenated(label, start + end));
      });
      if (midWord)
        problems.push(`${describe} breaks inside a word: ${lines.map((line) => line.trim()).join(' | ')}`);
    }
    // Labels of one bar share a row or stack; either way their words stay apart.
    for (const row of new Set(labels.map((label) => label.parentElement))) {
      const boxes = labels
        .filter((label) => label.parentElement === row)
        .map((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          return { text: label.textContent ?? '', rect: range.getBoundingClientRect() };
        });
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const apart =
            a.rect.right <= b.rect.left + 1 ||
            b.rect.right <= a.rect.left + 1 ||
            a.rect.bottom <= b.rect.top + 1 ||
            b.rect.bottom <= a.rect.top + 1;
          if (!apart) problems.push(`"${a.text}" and "${b.text}" overlap`);
        }),
      );
    }
    return problems;
  });
}

test('band labels under the bars wrap between words in Dutch on a phone, a tablet and a desktop', async ({
  page,
}) => {
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page).toHaveURL(/\/my-health$/);
  // Signing in switches to anna's own language, Dutch.
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('[data-scale-label]').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The labels settle on the new width (a bar too narrow for its labels stacks them).
      await expect.poll(() => labelProblems(page), { message: `${path} at ${width} px` }).toEqual([]);
    }
  }
});
