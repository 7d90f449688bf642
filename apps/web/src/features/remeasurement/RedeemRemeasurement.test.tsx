import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemeasurementOrderErrorCode as Code } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt, renderInRouter } from '../../test/render';
import { paymentPage } from '../cart';
import { RedeemRemeasurementModal } from './RedeemRemeasurementModal';

const step = (type: string, completed: boolean, enabled: boolean) => ({ type, completed, enabled });

const firstChapter = {
  id: 'chapter-1',
  completed: true,
  enabled: true,
  healthPassportId: 'passport-1',
  localizedProductName: 'Standard Performance',
  localizedPurchasePrice: null,
  packageCode: 'standard_performance',
  publishedDate: '2026-01-10T10:00:00.000Z',
  type: 'PASSPORT',
  steps: [step('INFORMED_CONSENT', true, true), step('PERSONAL_HEALTH_PASSPORT', true, true)],
};

const remeasurementChapter = (redeemed: boolean) => ({
  ...firstChapter,
  id: 'chapter-2',
  completed: redeemed,
  healthPassportId: null,
  localizedProductName: 'Remeasurement',
  packageCode: 'remeasurement',
  type: 'REMEASUREMENT',
  steps: [step('PURCHASE_REMEASUREMENT', true, true), step('REDEEM_REMEASUREMENT', redeemed, true)],
});

const newPassportChapter = {
  ...firstChapter,
  id: 'chapter-3',
  completed: false,
  healthPassportId: 'passport-2',
  localizedProductName: 'Remeasurement',
  packageCode: 'remeasurement',
  steps: [
    step('INFORMED_CONSENT', false, true),
    step('COMPLETE_QUESTIONNAIRE', false, false),
    step('BOOK_REMEASUREMENT_PERFORMANCE', false, false),
  ],
};

const published = (id: string, createdDate: string, remeasurementAvailableFrom: string) => ({
  id,
  status: 'PUBLISHED',
  createdDate,
  remeasurementAvailableFrom,
});

const ADDRESS = { streetAddress: 'Damrak 1', postalCode: '1012 LG', locality: 'Amsterdam', country: 'NL' };

const REMEASUREMENT_PRODUCT = {
  id: 'product-remeasurement',
  purchasePriceNL: { customerPrice: 14900, customerCurrency: 'EUR' },
};

/** The remeasurement offer: the customer's entitlements and the shop's remeasurement product. */
const offer = (entitlements: { type: string; redeemedDate: string | null }[]) => () =>
  gqlData({
    myEntitlements: entitlements.map((e, i) => ({ id: `entitlement-${i}`, ...e })),
    productByPackageCode: REMEASUREMENT_PRODUCT,
  });

/** A GraphQL refusal the way the server shapes a domain error, with its details. */
const refusal = (code: string, message: string, details?: Record<string, unknown>) =>
  json({
    data: null,
    errors: [{ message, extensions: { code, status: 400, ...(details ? { details } : {}) } }],
  });

interface Setup {
  address?: typeof ADDRESS | null;
  passports?: unknown[];
  chapters?: unknown[];
  redeem?: MockHandler;
}

/** rik on /onboarding: his published passport (remeasurable since 2025-05-10) and a bought remeasurement. */
function show({
  address = null,
  passports = [published('passport-1', '2025-01-01T10:00:00.000Z', '2025-05-10')],
  chapters,
  redeem,
}: Setup = {}) {
  document.cookie = 'personal_data_message_seen=1; Path=/; Max-Age=3600';
  let redeemed = false;
  const fetchMock = mockFetch({
    'GQL MyOnboardingChapters': () =>
      gqlData({
        myOnboardingChapters: chapters ?? [
          firstChapter,
          remeasurementChapter(redeemed),
          ...(redeemed ? [newPassportChapter] : []),
        ],
      }),
    'GQL MyBookings': () => gqlData({ myBookings: [] }),
    'GQL CurrentUser': () => gqlData({ me: aUser({ address: address && { ...address, region: null } }) }),
    'GQL RemeasurementPassports': () => gqlData({ healthPassports: passports }),
    'GQL RemeasurementOffer': offer([
      { type: 'REMEASUREMENT', redeemedDate: redeemed ? '2026-03-02' : null },
    ]),
    'GQL RedeemRemeasurement': (request) => {
      if (redeem) return redeem(request);
      redeemed = true;
      return gqlData({
        redeemRemeasurement: {
          id: 'order-7',
          status: 'REDEEMED',
          product: { packageCode: 'remeasurement' },
          healthPassport: {
            id: 'passport-2',
            packageCode: 'remeasurement',
            status: 'CREATED',
            remeasurementType: 'ONBOARDING_PERFORMANCE',
          },
        },
      });
    },
  });
  startSession(someTokens());
  const { queryClient } = renderAt('/onboarding');
  return { fetchMock, queryClient };
}

async function openModal() {
  const chapter = await screen.findByRole('button', { name: /Remeasurement/ });
  if (chapter.getAttribute('aria-expanded') !== 'true') await userEvent.click(chapter);
  await userEvent.click(await screen.findByRole('button', { name: 'Redeem: Redeem your remeasurement' }));
  return screen.findByRole('dialog', { name: 'Redeem your remeasurement' });
}

async function fillIn(dialog: HTMLElement, address: Partial<typeof ADDRESS>) {
  for (const [label, value] of [
    ['Street and house number', address.streetAddress],
    ['Postal code', address.postalCode],
    ['Town or city', address.locality],
  ] as const) {
    const input = within(dialog).getByRole('textbox', { name: label });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  if (address.country) {
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), address.country);
  }
}

/** The address as the check step lists it: term and value. */
function checkedAddress(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

describe('redeeming a remeasurement', () => {
  it('asks for an address when there is none, and saving it moves on to the check', async () => {
    show();
    const dialog = await openModal();
    expect(
      within(dialog).getByText('For your remeasurement we need your address. Please enter it.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await fillIn(dialog, { ...ADDRESS, country: 'BE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    expect(await within(dialog).findByText(/Is this your address\?/)).toBeTruthy();
    expect(checkedAddress(dialog)).toEqual([
      'Street and house number: Damrak 1',
      'Postal code: 1012 LG',
      'Town or city: Amsterdam',
      'Country: Belgium',
    ]);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('checks the form before moving on: every field required, the street with its number', async () => {
    show();
    const dialog = await openModal();
    await fillIn(dialog, { streetAddress: 'Damrak' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    const street = within(dialog).getByRole('textbox', { name: 'Street and house number' });
    expect(
      await within(dialog).findByText('Please enter both your street and your house number.'),
    ).toBeTruthy();
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street);
    expect(within(dialog).getByText('Please enter your postal code.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your town or city.')).toBeTruthy();

    await userEvent.clear(street);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(await within(dialog).findByText('Please enter your street and house number.')).toBeTruthy();
    expect(within(dialog).queryByText(/Is this your address\?/)).toBeNull();
  });

  it('starts at the check with a known address; changing it has a way back that keeps it', async () => {
    show({ address: ADDRESS });
    const dialog = await openModal();
    expect(await within(dialog).findByText(/Is this your address\?/)).toBeTruthy();
    expect(checkedAddress(dialog)).toContain('Street and house number: Damrak 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    expect(within(dialog).getByText('Change your address and save it.')).toBeTruthy();
    const street = within(dialog).getByRole('textbox', { name: 'Street and house number' });
    expect((street as HTMLInputElement).value).toBe('Damrak 1');
    await userEvent.clear(street);
    await userEvent.type(street, 'Keizersgracht 123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(checkedAddress(dialog)).toContain('Street and house number: Damrak 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    await fillIn(dialog, { ...ADDRESS, streetAddress: 'Keizersgracht 123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Is this your address\?/)).toBeTruthy();
    expect(checkedAddress(dialog)).toContain('Street and house number: Keizersgracht 123');
  });

  it('confirms with the latest published passport and the address, then shows the new chapter', async () => {
    const { fetchMock } = show({
      address: ADDRESS,
      passports: [
        published('passport-1', '2025-01-01T10:00:00.000Z', '2025-05-10'),
        published('passport-0', '2024-03-01T10:00:00.000Z', '2024-07-10'),
      ],
    });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    expect(variablesSentTo(fetchMock, 'RedeemRemeasurement')).toEqual([
      { healthPassportId: 'passport-1', address: ADDRESS },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chapter = screen.getAllByRole('button', { name: /Remeasurement/ }).at(-1)!;
    await userEvent.click(chapter);
    const steps = within(screen.getAllByRole('group', { name: /Remeasurement/ }).at(-1)!);
    expect(steps.getByText('Book your remeasurement (performance)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem: Redeem your remeasurement' })).toBeNull();
  });

  it.each([
    [Code.STREET_ADDRESS_REQUIRED, 'streetAddress', 'Please enter your street and house number.'],
    [
      Code.STREET_ADDRESS_FORMAT,
      'streetAddress',
      "The street address may only hold letters, digits, spaces and . , ' / ( ) -",
    ],
    [Code.INVALID_STREET_ADDRESS, 'streetAddress', 'Please enter both your street and your house number.'],
    [Code.LOCALITY_REQUIRED, 'locality', 'Please enter your town or city.'],
    [Code.POSTAL_CODE_REQUIRED, 'postalCode', 'Please enter your postal code.'],
    [Code.COUNTRY_REQUIRED, 'country', 'Please choose your country.'],
  ])('shows %s at its field, in the form to correct it', async (code, field, text) => {
    show({
      address: ADDRESS,
      redeem: () => refusal(code, 'The server says no.', { fields: { [field]: 'The server says no.' } }),
    });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    const error = await within(dialog).findByText(text);
    const control = dialog.querySelector(`[aria-describedby~="${error.id}"]`);
    expect(control?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control);
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it.each([
    [Code.ADDRESS_REQUIRED, 'Please enter your address.'],
    [
      Code.NOT_YET_READY_TO_BUY,
      'A remeasurement is only possible for your latest published health passport, and not while your next health check is under way.',
    ],
    [Code.NEEDS_EXISTING_HEALTH_PASSPORT, 'A remeasurement needs a published health passport first.'],
    [Code.NO_REMEASUREMENT, 'The remeasurement is not available at the moment. Please try again later.'],
    ['noEntitlement', 'You have no remeasurement left to redeem. You can buy one in the shop.'],
    ['notFound', 'This health passport was not found. Please reload the page and try again.'],
    ['somethingNew', 'A reason the server gives in its own words.'],
  ])('says why when the server answers %s', async (code, text) => {
    show({ address: ADDRESS, redeem: () => refusal(code, 'A reason the server gives in its own words.') });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('names the day a remeasurement becomes possible, in the interface language', async () => {
    const tooEarly = () =>
      refusal(Code.READY_TO_BUY_AFTER_FOUR_MONTHS, 'From 2026-05-10.', { availableFrom: '2026-05-10' });
    show({ address: ADDRESS, redeem: tooEarly });
    let dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A remeasurement is possible four months after your health passport was published: from 05/10/2026.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await act(() => i18n.changeLanguage('nl-NL'));
    await userEvent.click(await screen.findByRole('button', { name: 'Verzilveren: Verzilver je hermeting' }));
    dialog = await screen.findByRole('dialog', { name: 'Verzilver je hermeting' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Bevestigen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Een hermeting kan vier maanden nadat je gezondheidspaspoort is gepubliceerd: vanaf 10-05-2026.',
    );
  });
});

describe('when the customer can remeasure', () => {
  it('names the first day before it comes', async () => {
    show({
      chapters: [firstChapter],
      passports: [published('passport-1', '2026-01-01T10:00:00.000Z', '2099-05-10')],
    });
    expect(await screen.findByText('You can book your remeasurement from 05/10/2099')).toBeTruthy();
    expect(screen.queryByText('You can now book your remeasurement')).toBeNull();
  });

  it('from that day opens the modal that sells one when no remeasurement is bought', async () => {
    show({ chapters: [firstChapter] });
    expect(await screen.findByText('You can now book your remeasurement')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Book my remeasurement' }));
    expect(await screen.findByRole('dialog', { name: 'Redeem your remeasurement' })).toBeTruthy();
  });

  it('from that day opens the redeem modal when one is bought', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem your remeasurement' }));
    expect(await screen.findByRole('dialog', { name: 'Redeem your remeasurement' })).toBeTruthy();
  });

  it('says nothing while the next passport is under way, nor without a published passport', async () => {
    const { queryClient } = show({
      chapters: [firstChapter],
      passports: [
        {
          id: 'passport-2',
          status: 'CREATED',
          createdDate: '2025-06-01T10:00:00.000Z',
          remeasurementAvailableFrom: null,
        },
        published('passport-1', '2025-01-01T10:00:00.000Z', '2025-05-10'),
      ],
    });
    await screen.findByRole('button', { name: /Standard Performance/ });
    await waitFor(() =>
      expect(queryClient.getQueryState(['passports', 'remeasurement'])?.status).toBe('success'),
    );
    expect(screen.queryByText(/You can (now )?book your remeasurement/)).toBeNull();
  });
});

describe('buying the remeasurement in the modal', () => {
  /** rik's modal for his latest published passport, with his address known and no remeasurement bought. */
  async function showModal(handlers: Record<string, MockHandler> = {}) {
    const user = aUser({
      address: { ...ADDRESS, region: null },
      identityInformation: { email: 'rik@example.com', phoneNumber: '+31612345678' },
    });
    const fetchMock = mockFetch({
      'GQL CurrentUser': () => gqlData({ me: user }),
      // The one he bought was redeemed for his first remeasurement.
      'GQL RemeasurementOffer': offer([{ type: 'REMEASUREMENT', redeemedDate: '2025-06-01T10:00:00.000Z' }]),
      'GQL BuyRemeasurement': () => gqlData({ createOrder: { id: 'order-9', status: 'CREATED' } }),
      'GQL CheckoutPaymentLink': () => gqlData({ createAdyenPaymentLink: 'https://pay.example.com/PL9' }),
      ...handlers,
    });
    startSession(someTokens());
    renderInRouter(<RedeemRemeasurementModal healthPassportId="passport-1" close={() => {}} />);
    // The address check, once his details are read (the dialog that waits for them is another one).
    await screen.findByText(/Is this your address\?/);
    return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Redeem your remeasurement' }) };
  }

  it('shows the shop’s price at the check, and confirming orders it for the passport and goes to pay', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const { fetchMock, dialog } = await showModal();
    expect(
      await within(dialog).findByText(
        'Is this your address? Confirm it and pay to book your remeasurement; we save the address with your profile.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Your remeasurement costs €149.00, VAT included. You pay on the next page.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();

    await act(() => i18n.changeLanguage('nl-NL'));
    expect(
      within(dialog).getByText(
        'Je hermeting kost € 149,00, inclusief btw. Je betaalt op de volgende pagina.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Betalen en mijn hermeting boeken' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example.com/PL9'));
    const returnUrl = `${window.location.origin}/order-completed`;
    expect(variablesSentTo(fetchMock, 'BuyRemeasurement')).toEqual([
      {
        productId: 'product-remeasurement',
        shopCountryCode: 'NL',
        healthPassportId: 'passport-1',
        returnUrl,
        userInput: {
          email: 'rik@example.com',
          phoneNumber: '+31612345678',
          givenName: 'Jane',
          familyName: 'Doe',
          companyName: null,
          locale: 'nl_NL',
          address: { ...ADDRESS, region: null },
        },
      },
    ]);
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([{ orderId: 'order-9', returnUrl }]);
    expect(variablesSentTo(fetchMock, 'RedeemRemeasurement')).toEqual([]);
  });

  it('says why when the order is refused, and pays nothing', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const { fetchMock, dialog } = await showModal({
      'GQL BuyRemeasurement': () =>
        refusal(Code.READY_TO_BUY_AFTER_FOUR_MONTHS, 'From 2026-05-10.', { availableFrom: '2026-05-10' }),
    });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Pay and book my remeasurement' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A remeasurement is possible four months after your health passport was published: from 05/10/2026.',
    );
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});
