import type { Page } from '@playwright/test';
import { lastMessageTo, signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';
import { saveEveryPage } from './forms';
import {
  accessToken,
  bookFirstFreeTime,
  chapter,
  DUTCH,
  ENGLISH,
  escapeRegExp,
  expectStepState,
  finishBooking,
  onOnboarding,
  type ChosenTime,
} from './onboarding';

const STEPS = {
  consent: 'Give your consent',
  questionnaire: 'Fill in the health questionnaire (about 30 minutes)',
  booking: 'Book your health examination',
  redeemExpertSession: 'Verzilver je expertsessie',
  bookExpertSession: 'Plan je expertsessie',
};

/**
 * The appointment on its page, with the ways to change or cancel it; changing opens its calendar, which no
 * longer offers the booked time, and keeping the time closes it again.
 */
async function expectBookedAppointment(page: Page, booked: ChosenTime): Promise<void> {
  const appointment = page.getByRole('region', { name: 'Your appointment', exact: true });
  await expect(appointment).toContainText(booked.when);
  await expect(appointment).toContainText('Amsterdam');
  await expect(appointment.getByRole('button', { name: /^Cancel appointment: / })).toBeVisible();
  await expect(page.getByRole('region', { name: ENGLISH.chooseTime })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ENGLISH.book })).toHaveCount(0);
  await expectAccessible(page);

  const change = appointment.getByRole('button', { name: /^Change time: / });
  await change.click();
  for (let week = 0; week < booked.week; week++) {
    await appointment.getByRole('button', { name: ENGLISH.nextWeek }).click();
  }
  const days = appointment.getByRole('radiogroup', { name: ENGLISH.day, exact: true });
  const bookedDay = days.getByRole('radio', { name: new RegExp(`^${escapeRegExp(booked.day)} `) });
  // A week or a day without free times offers nothing to choose, so not the booked time either.
  await expect(bookedDay.or(appointment.getByText(ENGLISH.emptyWeek))).toBeVisible();
  if ((await bookedDay.isVisible()) && (await bookedDay.isEnabled())) {
    await bookedDay.check({ force: true });
    const times = appointment.getByRole('radiogroup', { name: `${ENGLISH.freeTimesOn} ${booked.day}` });
    await expect(times.getByRole('radio').first()).toBeAttached();
    await expect(times.getByRole('radio', { name: booked.time, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
  const keep = appointment.getByRole('button', { name: /^Keep this time: / });
  await expect(keep).toHaveAttribute('aria-expanded', 'true');
  await keep.click();
  await expect(days).toHaveCount(0);
}

// In order: the policy modal asks again only someone who granted the older terms, as bram does in the first test.
test.describe.configure({ mode: 'serial' });

test('bram gives consent, fills in the questionnaire and books his examination in Amsterdam', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/onboarding');
  await signInThroughForm(page, 'bram@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Je gezondheidstraject' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your health journey' })).toBeVisible();
  await expect(page).toHaveURL(onOnboarding);

  let steps = await chapter(page, /Standard Performance/);
  await expectStepState(steps, STEPS.consent, ENGLISH.stepOpen);
  await expectStepState(steps, STEPS.questionnaire, ENGLISH.stepClosed);
  await expectStepState(steps, STEPS.booking, ENGLISH.stepClosed);
  await expect(steps.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.booking}` })).toHaveCount(0);
  await expectAccessible(page);

  // Consent: every box ticked, then Continue.
  await steps.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.consent}` }).click();
  await expect(page).toHaveURL(/\/onboarding\/agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your consent' })).toBeVisible();
  const boxes = page.getByRole('group', { name: 'I agree to' }).getByRole('checkbox');
  await expect(page.getByRole('checkbox', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Informed consent' })).toBeVisible();
  await expectAccessible(page);
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  for (const box of await boxes.all()) await box.check();
  await cont.click();
  await expect(page).toHaveURL(onOnboarding);
  steps = await chapter(page, /Standard Performance/);
  await expectStepState(steps, STEPS.consent, ENGLISH.stepDone);
  await expectStepState(steps, STEPS.questionnaire, ENGLISH.stepOpen);
  await expectStepState(steps, STEPS.booking, ENGLISH.stepOpen);

  // The questionnaire, every page answered.
  await steps.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.questionnaire}` }).click();
  await expect(page).toHaveURL(/\/onboarding\/questionaire$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
  await expectAccessible(page);
  await saveEveryPage(page, {
    saveAndContinue: 'Save and continue',
    missingInput: 'Some input is missing or incorrect',
  });
  steps = await chapter(page, /Standard Performance/);
  await expectStepState(steps, STEPS.questionnaire, ENGLISH.stepDone);

  // The examination in Amsterdam.
  await steps.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.booking}` }).click();
  await expect(page).toHaveURL(/\/onboarding\/appointment\/standard_performance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your examination' })).toBeVisible();
  const location = page.getByRole('region', { name: 'Choose a location' });
  const amsterdam = location.getByRole('radio', { name: /Amsterdam/ });
  await expect(amsterdam).toBeAttached();
  await expectAccessible(page);
  if (!(await amsterdam.isChecked())) await amsterdam.check({ force: true });
  await expect(amsterdam).toBeChecked();
  const booked = await bookFirstFreeTime(page, ENGLISH);
  // Booked: the page shows the appointment, and its calendar no longer offers the time.
  await expectBookedAppointment(page, booked);
  await finishBooking(page, ENGLISH);

  steps = await chapter(page, /Standard Performance/);
  await expectStepState(steps, STEPS.consent, ENGLISH.stepDone);
  await expectStepState(steps, STEPS.questionnaire, ENGLISH.stepDone);
  await expectStepState(steps, STEPS.booking, ENGLISH.stepDone);
  await expectAccessible(page);

  // "View" on the done step shows the booked appointment again, not a calendar to book another.
  await steps.getByRole('link', { name: `View: ${STEPS.booking}` }).click();
  await expect(page).toHaveURL(/\/onboarding\/appointment\/standard_performance$/);
  await expectBookedAppointment(page, booked);
  await page.getByRole('link', { name: 'Back to onboarding' }).click();
  await expect(page).toHaveURL(onOnboarding);

  // The confirmation with the appointment for his calendar.
  const confirmation = await lastMessageTo(request, 'bram@example.com');
  expect(confirmation.text).toContain('BEGIN:VCALENDAR');
});

test('anna redeems her expert session and books it in Dutch', async ({ page }) => {
  await page.goto('/onboarding');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Je gezondheidstraject' })).toBeVisible();

  let steps = await chapter(page, /Expertsessie/);
  await expectStepState(steps, STEPS.redeemExpertSession, DUTCH.stepOpen);
  await expectStepState(steps, STEPS.bookExpertSession, DUTCH.stepClosed);
  await expectAccessible(page);
  await steps.getByRole('button', { name: new RegExp(`^${DUTCH.redeem}`) }).click();
  await expectStepState(steps, STEPS.redeemExpertSession, DUTCH.stepDone);
  await expectStepState(steps, STEPS.bookExpertSession, DUTCH.stepOpen);

  await steps.getByRole('link', { name: `${DUTCH.start}: ${STEPS.bookExpertSession}` }).click();
  await expect(page).toHaveURL(/\/onboarding\/appointment-expert-session$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan een sessie met een expert' })).toBeVisible();
  const choose = page.getByRole('button', { name: /^Kies / }).first();
  await expect(choose).toBeVisible();
  await expectAccessible(page);
  const chosenLabel = (await choose.textContent())!.trim();
  await choose.click();
  const confirm = page.getByRole('alertdialog', { name: /^Een sessie met .* plannen\?$/ });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: chosenLabel }).click();
  await expect(confirm).toBeHidden();

  const dutch = page
    .getByRole('region', { name: 'Kies een taal' })
    .getByRole('radio', { name: 'Nederlands' });
  await dutch.check({ force: true });
  await expect(dutch).toBeChecked();
  await bookFirstFreeTime(page, DUTCH);
  await finishBooking(page, DUTCH);

  steps = await chapter(page, /Expertsessie/);
  await expectStepState(steps, STEPS.bookExpertSession, DUTCH.stepDone);
  await expectAccessible(page);
});

test('a new version of the terms asks bram again, once', async ({ page, request }) => {
  const token = await accessToken(request, 'product@example.com');
  const published = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `mutation {
        publishRequestedPermission(input: {
          packageCode: "standard_performance"
          type: TERMS_AND_CONDITIONS
          isRequired: true
          title: { en_US: "Terms and conditions 2026", nl_NL: "Algemene voorwaarden 2026" }
          description: {
            en_US: "I accept the updated general terms and conditions."
            nl_NL: "Ik ga akkoord met de bijgewerkte algemene voorwaarden."
          }
          url: { en_US: "/docs/terms-en.pdf", nl_NL: "/docs/terms-nl.pdf" }
        }) { id }
      }`,
    },
  });
  expect(published.ok()).toBe(true);
  const answer = (await published.json()) as { errors?: unknown };
  expect(answer.errors).toBeUndefined();

  await page.goto('/onboarding');
  await signInThroughForm(page, 'bram@example.com');
  await expect(page).toHaveURL(onOnboarding);
  const modal = page.getByRole('alertdialog', { name: /^(Updated documents|Bijgewerkte documenten)$/ });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/Terms and conditions 2026|Algemene voorwaarden 2026/);
  await expectAccessible(page);
  await modal.getByRole('button', { name: /^(Agree|Akkoord)$/ }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await chapter(page, /Standaa?rd Performance/);
  // Everything the page asks for has answered: the modal would have opened by now.
  await page.waitForLoadState('networkidle');
  await expect(modal).toBeHidden();
});
