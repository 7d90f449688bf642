import type { Page } from '@playwright/test';
import { signInThroughForm } from './auth';
import { answerOpenQuestions, saveEveryPage } from './forms';
import { expect, expectAccessible, test } from './fixtures';

interface Texts {
  saveAndContinue: string;
  previousPage: string;
  missingInput: string;
  pageOf: (current: number, total: number) => string;
}

const DUTCH: Texts = {
  saveAndContinue: 'Opslaan en verder',
  previousPage: 'Vorige pagina',
  missingInput: 'Er ontbreekt iets of er is iets niet goed ingevuld.',
  pageOf: (current, total) => `Pagina ${current} van ${total}`,
};

const ENGLISH: Texts = {
  saveAndContinue: 'Save and continue',
  previousPage: 'Previous page',
  missingInput: 'Some input is missing or incorrect.',
  pageOf: (current, total) => `Page ${current} of ${total}`,
};

const form = (page: Page) => page.locator('main');

async function saveAndContinue(page: Page, texts: Texts): Promise<void> {
  await form(page).getByRole('button', { name: texts.saveAndContinue }).last().click();
}

test('cees fills in the questionnaire in Dutch and finishes in English: missing answers, back, forward, resume after reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/onboarding/questionaire');
  await signInThroughForm(page, 'cees@example.com');
  // Cees's locale is Dutch: the interface follows it after signing in (bram's questionnaire is the journey test's).
  await expect(page.getByRole('heading', { level: 1, name: 'Gezondheidsvragenlijst' })).toBeVisible();
  await expect(form(page).getByText(DUTCH.pageOf(1, 11))).toBeVisible();
  await expect(form(page).getByRole('heading', { name: 'Introductie' }).first()).toBeVisible();
  await expectAccessible(page);

  // A page more than one ahead cannot be reached.
  await expect(form(page).getByRole('button', { name: /^Welzijn,/ })).toBeDisabled();

  await saveAndContinue(page, DUTCH);
  await expect(form(page).getByText(DUTCH.pageOf(2, 11))).toBeVisible();

  // Nothing answered: the red callout, and the questions marked.
  await saveAndContinue(page, DUTCH);
  await expect(page.getByRole('alert').filter({ hasText: DUTCH.missingInput })).toBeVisible();
  await expect(form(page).locator('[aria-invalid="true"]').first()).toBeAttached();
  await expect(form(page).getByText(DUTCH.pageOf(2, 11))).toBeVisible();
  await expectAccessible(page);

  await answerOpenQuestions(page);
  const firstAnswer = form(page).getByRole('radiogroup').first().getByRole('radio', { checked: true });
  const chosen = await firstAnswer.getAttribute('value');
  await saveAndContinue(page, DUTCH);
  await expect(form(page).getByText(DUTCH.pageOf(3, 11))).toBeVisible();

  // Back needs no validation and keeps the answers.
  await form(page).getByRole('button', { name: DUTCH.previousPage }).click();
  await expect(form(page).getByText(DUTCH.pageOf(2, 11))).toBeVisible();
  await expect(
    form(page).getByRole('radiogroup').first().getByRole('radio', { checked: true }),
  ).toHaveAttribute('value', chosen!);
  await saveAndContinue(page, DUTCH);
  await expect(form(page).getByText(DUTCH.pageOf(3, 11))).toBeVisible();
  await answerOpenQuestions(page);
  await saveAndContinue(page, DUTCH);
  await expect(form(page).getByText(DUTCH.pageOf(4, 11))).toBeVisible();

  // Saved on the server: after a reload the questionnaire resumes where Cees was.
  await page.reload();
  await expect(form(page).getByText(DUTCH.pageOf(4, 11))).toBeVisible();

  // Cees goes on in English: same page, the questions now in English, earlier answers kept.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
  await expect(form(page).getByText(ENGLISH.pageOf(4, 11))).toBeVisible();
  await form(page).getByRole('button', { name: ENGLISH.previousPage }).click();
  await form(page).getByRole('button', { name: ENGLISH.previousPage }).click();
  await expect(form(page).getByRole('heading', { name: 'About you' }).first()).toBeVisible();
  await expect(
    form(page).getByRole('radiogroup').first().getByRole('radio', { checked: true }),
  ).toHaveAttribute('value', chosen!);
  await saveAndContinue(page, ENGLISH);
  await expect(form(page).getByText(ENGLISH.pageOf(3, 11))).toBeVisible();
  await saveAndContinue(page, ENGLISH);
  await expect(form(page).getByText(ENGLISH.pageOf(4, 11))).toBeVisible();

  await saveEveryPage(page, ENGLISH);
});

test('gli fills in the questionnaire in English after switching the language', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/onboarding/questionaire');
  await signInThroughForm(page, 'gli@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Gezondheidsvragenlijst' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
  await expect(form(page).getByRole('heading', { name: 'Introduction' }).first()).toBeVisible();
  await saveEveryPage(page, ENGLISH);

  // Completed and saved: the answers come back when the questionnaire is opened again.
  await page.goto('/onboarding/questionaire');
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
  await expect(form(page).getByText(ENGLISH.pageOf(11, 11))).toBeVisible();
});
