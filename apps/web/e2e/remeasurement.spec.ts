import type { Locator, Page } from '@playwright/test';
import { signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';
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

// A newer version of the terms (the journey test publishes one) asks again whoever gave consent, whenever it
// appears.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(
    page.getByRole('alertdialog', { name: /^(Updated documents|Bijgewerkte documenten)$/ }),
    (modal) => modal.getByRole('button', { name: /^(Agree|Akkoord)$/ }).click(),
  );
});

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
