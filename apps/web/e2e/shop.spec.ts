import { signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';
import { buy, fillPersonalInformation, firstSignIn, payWithCard } from './shop';

test('a guest buys a health check with a discount code, pays and starts the journey', async ({
  page,
  request,
}) => {
  const buyer = { givenName: 'Sanne', familyName: 'de Vries', email: 'sanne.devries@example.com' };
  await page.goto('/?lng=en-US');
  await buy(page, '/shop/product/standard_performance', { preCheck: true });
  await expectAccessible(page);

  await page.getByLabel('Discount code').fill('WELKOM10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discount code welkom10 applied.' })).toBeVisible();
  await expect(page.getByText('Discount code welkom10 (10 %)')).toBeVisible();

  await fillPersonalInformation(page, buyer);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await page.getByLabel('I accept the terms and conditions').check();
  await checkout.click();

  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/order-completed\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expectAccessible(page);

  await firstSignIn(page, request, buyer.email, 'Canal-Bicycle-Morning-58');

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome, Sanne', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Standard Performance/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText('Give your consent')).toBeVisible();
  await expectAccessible(page);
});

test('a refused card shows that the payment was refused', async ({ page }) => {
  await page.goto('/?lng=en-US');
  await buy(page, '/shop/add-on/expert_session', { preCheck: false });
  await fillPersonalInformation(page, {
    givenName: 'Pieter',
    familyName: 'Bakker',
    email: 'pieter.bakker@example.com',
  });
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/order-completed\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Your payment was refused' })).toBeVisible();
  await expectAccessible(page);
});

test('a signed-in customer buys an add-on and finds it on the journey', async ({ page }) => {
  // anna has given consent for her health checks: a newer version of the terms (another test publishes one)
  // asks her again, whenever it appears.
  await page.addLocatorHandler(
    page.getByRole('alertdialog', { name: /^(Updated documents|Bijgewerkte documenten)$/ }),
    (modal) => modal.getByRole('button', { name: /^(Agree|Akkoord)$/ }).click(),
  );
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, 'anna@example.com');
  // Her passport is published: she lands on her health pages.
  await expect(page).toHaveURL(/\/my-health$/);
  // Anna's account is in Dutch; she switches the portal to English, which is saved on her account: the next page
  // opened by its address starts in the account's language, so it opens once the save is done.
  const languageSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        'UpdateMyLocale',
  );
  await page.getByRole('button', { name: 'English' }).click();
  expect((await languageSaved).ok()).toBe(true);

  await buy(page, '/shop/add-on/expert_session', { preCheck: false });
  // Already a customer: no "Already client" panel, and the form starts from the account.
  await expect(page.getByText('Already a customer?')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue('anna@example.com');
  await page.getByLabel('Street address and house number').fill('Prinsengracht 263');
  await page.getByLabel('Town').fill('Amsterdam');
  await page.getByLabel('Postal code').fill('1016 GV');
  await page.getByLabel('Country').selectOption('NL');
  await expect(page.getByLabel('Phone number')).toHaveValue(/^\+31/);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Checkout' }).click();

  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await page
    .getByRole('link', { name: /onboarding|journey/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // Her new one next to the expert session the demo gave her.
  await expect(page.getByRole('button', { name: /Expert Session/ })).toHaveCount(2);
});
