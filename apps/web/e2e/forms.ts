import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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

/** The questionnaire's buttons and notices in the language a test uses (apps/web/src/locales). */
export interface QuestionnaireTexts {
  saveAndContinue: string;
  /** The start of the notice that an answer is missing. */
  missingInput: string;
}

/**
 * "Save and continue" through every page of the questionnaire, answering everything, until /onboarding. After each
 * click the page shows one of three things: another page ("Page n of m" with another n), the journey, or the notice
 * that an answer is still missing (a question that appeared after the last look), which sends us round to answer
 * again. Each round waits for what the page shows, not for a number of tries, however long a save takes.
 */
export async function saveEveryPage(page: Page, texts: QuestionnaireTexts): Promise<void> {
  const main = page.locator('main');
  const journey = page.getByRole('heading', {
    level: 1,
    name: /^(Your health journey|Je gezondheidstraject)$/,
  });
  const missingAnswer = main.getByRole('alert').filter({ hasText: texts.missingInput });
  const pageOf = /^(Page|Pagina) (\d+) (of|van) \d+$/;
  // A round per page and a few more for questions that appear late; a form that never ends fails here.
  for (let rounds = 0; rounds < 40 && !/\/onboarding$/.test(page.url()); rounds++) {
    const before = pageOf.exec((await main.getByText(pageOf).first().textContent()) ?? '')?.[2];
    await answerOpenQuestions(page);
    await main.getByRole('button', { name: texts.saveAndContinue }).last().click();
    const anotherPage = main.getByText(new RegExp(`^(Page|Pagina) (?!${before} )\\d+ (of|van) \\d+$`));
    await expect(journey.or(missingAnswer).or(anotherPage).first()).toBeVisible();
  }
  await expect(journey).toBeVisible();
}
