import type { Locator, Page } from '@playwright/test';

/**
 * Answers every open question on the current page as a person would: the first option of a scale, "no" for
 * yes/no questions (so branches stay closed), plausible numbers and times in text fields. Dependent questions
 * can appear after an answer, so it looks again until nothing is left open.
 */
export async function answerOpenQuestions(page: Page): Promise<void> {
  const form = page.locator('main');
  for (let pass = 0; pass < 4; pass++) {
    let answered = 0;
    // Counted anew on every step: an answer may hide a later group, which would leave a stale index waiting.
    const groups = form.getByRole('radiogroup');
    for (let index = 0; index < (await groups.count()); index++) {
      const group = groups.nth(index);
      if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
      const radios = group.getByRole('radio');
      const count = await radios.count();
      if (count === 0) continue;
      await (count === 2 ? radios.nth(1) : radios.first()).check({ force: true });
      answered++;
    }
    for (const select of await form.locator('button[aria-haspopup="listbox"]').all()) {
      if (!(await select.textContent())?.match(/Maak een keuze|Please select|Select/i)) continue;
      await select.click();
      await page.getByRole('option').first().click();
      answered++;
    }
    for (const input of await form
      .locator('input[type="text"], input:not([type]), input[type="number"]')
      .all()) {
      if (!(await input.isVisible()) || (await input.inputValue()) !== '' || !(await input.isEditable()))
        continue;
      await input.fill(await plausibleValue(input));
      await input.blur();
      answered++;
    }
    for (const area of await form.locator('textarea').all()) {
      if (!(await area.isVisible()) || (await area.inputValue()) !== '') continue;
      await area.fill('-');
      answered++;
    }
    for (const group of await form.getByRole('group').all()) {
      const boxes = group.getByRole('checkbox');
      if ((await boxes.count()) === 0 || (await group.getByRole('checkbox', { checked: true }).count()) > 0)
        continue;
      await boxes.first().check({ force: true });
      answered++;
    }
    if (answered === 0) return;
  }
}

/** A value a text field of the questionnaire accepts: a date, a time or a small number, by its hint. */
async function plausibleValue(input: Locator): Promise<string> {
  const hint =
    `${await input.getAttribute('placeholder')} ${await input.getAttribute('aria-describedby')}`.toLowerCase();
  if (/dd-mm|jjjj|yyyy/.test(hint)) return '01-03-1980';
  if (/hh:mm|uu:mm/.test(hint)) return '07:30';
  return '2';
}
