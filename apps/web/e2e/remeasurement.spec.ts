import type { Browser, Locator, Page } from '@playwright/test';
import { confirmStaffNotice, signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';
import { answerOpenQuestions } from './forms';
import {
  accessToken,
  bookFirstFreeTime,
  chapter,
  ENGLISH,
  expectStepState,
  finishBooking,
  onOnboarding,
} from './onboarding';

const STEPS = {
  redeem: 'Redeem your remeasurement',
  consent: 'Give your consent',
  booking: 'Book your remeasurement (performance)',
  questionnaire: 'Fill in the health questionnaire (about 30 minutes)',
  unlock: 'Unlock your health passport',
  passport: 'Receive your Personal Health Passport',
};

function redeemModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Redeem your remeasurement' });
}

/** The address form of the modal, filled in (the country stays as it is). */
async function fillAddress(
  modal: Locator,
  address: { street: string; postalCode: string; locality: string },
) {
  await modal.getByRole('textbox', { name: 'Street and house number' }).fill(address.street);
  await modal.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode);
  await modal.getByRole('textbox', { name: 'Town or city' }).fill(address.locality);
}

/** The modal's check of the address, before confirming. */
async function expectAddressCheck(modal: Locator, street: string): Promise<void> {
  await expect(modal.getByText(/^Is this your address\?/)).toBeVisible();
  await expect(modal.getByRole('definition').filter({ hasText: street })).toBeVisible();
  await expect(modal.getByRole('definition').filter({ hasText: 'Netherlands' })).toBeVisible();
  await expect(modal.getByRole('textbox')).toHaveCount(0);
}

/**
 * "Save and continue" through the questionnaire until the journey shows again, answering what is still open on
 * each page (the answers it starts with are kept). After a click the page shows the next page, the journey, or
 * the notice that a question appeared after the last look, which sends us round again.
 */
async function completeQuestionnaire(page: Page): Promise<void> {
  const main = page.locator('main');
  const counter = main.getByText(/^Page \d+ of \d+$/).first();
  const journey = page.getByRole('heading', { level: 1, name: 'Your health journey' });
  const missing = main.getByRole('alert').filter({ hasText: 'Some input is missing or incorrect' });
  while (!(await journey.isVisible())) {
    const shown = (await counter.textContent()) ?? '';
    await answerOpenQuestions(page);
    await main.getByRole('button', { name: 'Save and continue' }).last().click();
    const moved = main.getByText(/^Page \d+ of \d+$/).filter({ hasNotText: shown });
    await expect(moved.or(missing).or(journey).first()).toBeVisible({ timeout: 60_000 });
  }
  await expect(page).toHaveURL(onOnboarding);
}

/** Opens a passport page and waits until it shows: its heading and no spinner. */
async function openPassportPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A staff member signed in, in a browser of their own, past the confidentiality notice on /individuals. */
async function signInAsStaff(browser: Browser, email: string): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/?lng=en-US');
  await signInThroughForm(staff, email);
  await expect(staff).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(staff);
  return staff;
}

/** On /individuals: rik searched for by name, and the button for him that does `action` pressed. */
async function findRik(staff: Page, action: string): Promise<void> {
  await staff.goto('/individuals');
  await staff.getByRole('searchbox', { name: 'Search people' }).fill('Remeasure');
  await staff.getByRole('button', { name: `${action}: Rik Remeasure` }).click();
}

/**
 * What the onboarder measures at rik's remeasurement, page by page: lighter than five months ago (86 kg to 80,
 * his BMI from 25.7 to 23.9) and fitter (VO2max 41 to 45).
 */
const REMEASURED: readonly {
  title: string;
  numbers: Record<string, string>;
  /** The page's other answers: choices and the sample's barcode. */
  more?: (staff: Page) => Promise<void>;
}[] = [
  {
    title: 'Body measurements',
    numbers: {
      Height: '183',
      Weight: '80',
      'Waist circumference': '90',
      'Hip circumference': '100',
      'Body fat': '19.5',
      'Skeletal muscle mass': '37.5',
    },
  },
  {
    title: 'Blood pressure',
    numbers: {
      'Systolic, 1st reading': '126',
      'Diastolic, 1st reading': '82',
      'Systolic, 2nd reading': '124',
      'Diastolic, 2nd reading': '80',
      'Resting heart rate': '60',
    },
  },
  {
    title: 'Lung function',
    numbers: {
      FVC: '4.8',
      FEV1: '3.9',
      'FEV1/FVC': '81',
      'FVC z-score': '0.3',
      'FEV1 z-score': '0.1',
      'FEV1/FVC z-score': '-0.3',
    },
  },
  {
    title: 'Grip strength',
    numbers: { 'Left hand': '45', 'Right hand': '48' },
    more: (staff) => choose(staff, 'Dominant hand', 'Right'),
  },
  {
    title: 'Exercise test',
    numbers: { VO2max: '45', 'Maximum heart rate': '184', 'Maximum power': '320' },
    more: async (staff) => {
      await staff
        .locator('main')
        .getByRole('button', { name: /Protocol/ })
        .click();
      await staff.getByRole('option', { name: 'Cycle ergometer, ramp' }).click();
    },
  },
  {
    title: 'Laboratory',
    numbers: {
      Glucose: '5.1',
      HbA1c: '35',
      'Total cholesterol': '5.6',
      'HDL cholesterol': '1.5',
      'LDL cholesterol': '3.4',
      Triglycerides: '1.2',
      ALT: '22',
      AST: '24',
      GGT: '19',
      Creatinine: '88',
      'eGFR (CKD-EPI)': '97',
      Haemoglobin: '9.4',
      Ferritin: '120',
      'Vitamin D (25-OH)': '70',
      TSH: '1.9',
    },
    more: async (staff) => {
      await staff.getByRole('textbox', { name: 'Barcode of the sample tube, barcode 1' }).fill('HP26110201');
      await choose(staff, 'Fasting sample', 'Yes');
    },
  },
];

/** One option of a measurements page's radio group, chosen by its label. */
async function choose(staff: Page, group: string, option: string): Promise<void> {
  await staff.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

/** Every page of the measurements form filled and saved; the last one ends on the list of individuals. */
async function enterMeasurements(staff: Page): Promise<void> {
  for (const { title, numbers, more } of REMEASURED) {
    await expect(staff.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    for (const [label, value] of Object.entries(numbers)) {
      await staff.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await more?.(staff);
    await staff.getByRole('button', { name: 'Save and continue' }).first().click();
  }
}

// A newer version of the terms (the journey test publishes one) asks again whoever gave consent, whenever it
// appears.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('alertdialog', { name: /^(Updated documents|Bijgewerkte documenten)$/ }),
    (modal) => modal.getByRole('button', { name: /^(Agree|Akkoord)$/ }).click(),
  );
});

// In order: the remeasurement rik redeems and books in the first test is measured and published in the second.
test.describe('rik’s remeasurement', () => {
  test.describe.configure({ mode: 'serial' });

  test('rik redeems his remeasurement through the address steps and books it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/onboarding');
    await signInThroughForm(page, 'rik@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Your health journey' })).toBeVisible();
    // Published five months ago, with a remeasurement bought: it can be redeemed now.
    await expect(page.getByText('You can now book your remeasurement')).toBeVisible();

    const steps = await chapter(page, /Remeasurement/);
    await expectStepState(steps, STEPS.redeem, ENGLISH.stepOpen);
    await expectAccessible(page);
    await steps.getByRole('button', { name: `${ENGLISH.redeem}: ${STEPS.redeem}` }).click();

    // Step 0: he has no address yet, so the modal asks for it.
    const modal = redeemModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByText('For your remeasurement we need your address.')).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    await expectAccessible(page);
    await fillAddress(modal, { street: 'Damrak 1', postalCode: '1012 LG', locality: 'Amsterdam' });
    await modal.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the check. Changing it (step 1) and going back keeps it; saving a change shows the new one.
    await expectAddressCheck(modal, 'Damrak 1');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Change address' }).click();
    await expect(modal.getByText('Change your address and save it.')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Street and house number' })).toHaveValue('Damrak 1');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Back' }).click();
    await expectAddressCheck(modal, 'Damrak 1');
    await modal.getByRole('button', { name: 'Change address' }).click();
    await modal.getByRole('textbox', { name: 'Street and house number' }).fill('Damrak 12');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAddressCheck(modal, 'Damrak 12');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal).toBeHidden();

    // The remeasurement's own chapter: consent first, then its booking.
    // The add-on's chapter, still open, has its redeem step done.
    await expectStepState(steps, STEPS.redeem, ENGLISH.stepDone);
    let remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await expectStepState(remeasurement, STEPS.consent, ENGLISH.stepOpen);
    await expectStepState(remeasurement, STEPS.booking, ENGLISH.stepClosed);
    await expect(page.getByText('You can now book your remeasurement')).toBeHidden();
    await expectAccessible(page);

    await remeasurement.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.consent}` }).click();
    await expect(page).toHaveURL(/\/onboarding\/agreement$/);
    await expect(page.getByRole('checkbox', { name: 'Informed consent' })).toBeVisible();
    for (const box of await page.getByRole('group', { name: 'I agree to' }).getByRole('checkbox').all()) {
      await box.check();
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(onOnboarding);

    remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await expectStepState(remeasurement, STEPS.consent, ENGLISH.stepDone);
    const booking = remeasurement.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.booking}` });
    await expect(booking).toHaveAttribute(
      'href',
      '/onboarding/appointment/remeasurement/ONBOARDING_PERFORMANCE',
    );
    await booking.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book your remeasurement' })).toBeVisible();
    const amsterdam = page
      .getByRole('region', { name: 'Choose a location' })
      .getByRole('radio', { name: /Amsterdam/ });
    await expect(amsterdam).toBeAttached();
    if (!(await amsterdam.isChecked())) await amsterdam.check({ force: true });
    await expect(amsterdam).toBeChecked();
    await bookFirstFreeTime(page, ENGLISH);
    await finishBooking(page, ENGLISH);

    remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await expectStepState(remeasurement, STEPS.booking, ENGLISH.stepDone);
    await expectAccessible(page);
  });

  test('measured again and published, rik’s passport shows what changed since his first', async ({
    browser,
    page,
  }) => {
    test.setTimeout(300_000);
    // rik fills in the questionnaire of his remeasurement.
    await page.goto('/onboarding');
    await signInThroughForm(page, 'rik@example.com');
    let remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await remeasurement.getByRole('link', { name: `${ENGLISH.start}: ${STEPS.questionnaire}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
    await completeQuestionnaire(page);
    remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await expectStepState(remeasurement, STEPS.questionnaire, ENGLISH.stepDone);
    await expectStepState(remeasurement, STEPS.unlock, ENGLISH.stepClosed);

    // The onboarder finds him and enters what was measured at the remeasurement.
    const onboarder = await signInAsStaff(browser, 'onboarder@example.com');
    await findRik(onboarder, 'View measurements');
    await expect(onboarder.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();
    const remeasured = onboarder.getByRole('radio', { checked: true });
    await expect(remeasured).toHaveAccessibleName(/^Remeasurement.*Created/);
    await enterMeasurements(onboarder);
    await expect(onboarder).toHaveURL(/\/users$/);
    // With his questionnaire done too, its data is complete: the form opens it again, computed now.
    await findRik(onboarder, 'View measurements');
    await expect(remeasured).toHaveAccessibleName(/^Remeasurement.*Computed/);
    await onboarder.context().close();

    // A data expert unlocks it.
    const dataExpert = await signInAsStaff(browser, 'data@example.com');
    await findRik(dataExpert, 'Unlock health passport');
    await expect(
      dataExpert.getByText(
        'The health passport of Rik Remeasure is unlocked: Rik Remeasure can now see the results.',
      ),
    ).toBeVisible();
    await dataExpert.context().close();

    // rik, on his journey, finds the remeasurement unlocked and opens it.
    await page.goto('/onboarding');
    remeasurement = await chapter(page, /Remeasurement/, { newest: true });
    await expectStepState(remeasurement, STEPS.unlock, ENGLISH.stepDone);
    await expectStepState(remeasurement, STEPS.passport, ENGLISH.stepDone);
    await remeasurement.getByRole('link', { name: `View: ${STEPS.passport}` }).click();
    await expect(page).toHaveURL(/\/my-health$/);
    // The step opens its own passport, the remeasurement; the chooser still has his first one.
    const switcher = page.getByRole('button', { name: /^Remeasurement .*\(switch passport\)$/ });
    await expect(switcher).toBeVisible();
    await switcher.click();
    const chooser = page.getByRole('dialog', { name: 'Choose a health passport' });
    await expect(chooser.getByRole('button', { name: /^Standard Performance Published/ })).toBeVisible();
    await expectAccessible(page);
    await chooser.getByRole('button', { name: /^Remeasurement Published/ }).click();
    await expect(chooser).toBeHidden();

    // What changed since his first passport, no longer the note of a first one.
    const changed = page.getByRole('region', { name: 'What changed since your previous passport' });
    await expect(changed.getByRole('heading', { level: 3, name: 'Improved' })).toBeVisible();
    await expect(changed.getByRole('article').first()).toBeVisible();
    await expect(changed.getByRole('note', { name: 'Your first passport' })).toHaveCount(0);

    // His BMI now, its trend, and his first passport's value beside it.
    await openPassportPage(page, '/my-statistics/my-measurements');
    const bmi = page
      .getByRole('tabpanel', { name: 'Body composition' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Body mass index (BMI)' }) });
    await expect(
      bmi.getByRole('img', { name: 'Body mass index (BMI) 23.9 kg/m², Healthy weight, green' }),
    ).toBeVisible();
    await expect(bmi.getByText('Improved since your previous passport: lower')).toBeVisible();
    await expect(bmi.getByText('Earlier passports: 25.7 kg/m² (improved since then)')).toBeVisible();
    await expectAccessible(page);

    // The page about his metabolism says the same in words, from the one value to the other.
    await openPassportPage(page, '/my-health/body-metabolic');
    await expect(
      page
        .getByRole('region', { name: 'Body mass index (BMI)' })
        .getByRole('article', { name: 'Compared with your previous passport' }),
    ).toHaveText(
      /Better than in your previous passport: from 25\.7 kg\/m² \(Overweight\) to 23\.9 kg\/m² \(Healthy weight\)\./,
    );
  });
});

test('anna, published recently, reads from which day she can book her remeasurement', async ({
  page,
  request,
}) => {
  // The day the server names for her newest published passport.
  const token = await accessToken(request, 'anna@example.com');
  const answer = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ healthPassports { status createdDate remeasurementAvailableFrom } }' },
  });
  const { data } = (await answer.json()) as {
    data: { healthPassports: { status: string; createdDate: string; remeasurementAvailableFrom: string }[] };
  };
  const [newest] = data.healthPassports
    .filter((p) => p.status === 'PUBLISHED')
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  const [year, month, day] = newest!.remeasurementAvailableFrom.split('-');

  await page.goto('/onboarding');
  await signInThroughForm(page, 'anna@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Je gezondheidstraject' })).toBeVisible();
  await expect(page.getByText(`Je kunt je hermeting plannen vanaf ${day}-${month}-${year}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your health journey' })).toBeVisible();
  await expect(page.getByText(`You can book your remeasurement from ${month}/${day}/${year}`)).toBeVisible();
  await expect(page.getByText('You can now book your remeasurement')).toHaveCount(0);

  // Her profile keeps the language she chose: back to Dutch, as the other tests know her.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('locale'),
  );
  await page.getByRole('button', { name: 'Nederlands' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Je gezondheidstraject' })).toBeVisible();
});
