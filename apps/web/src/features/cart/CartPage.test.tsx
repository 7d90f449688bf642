import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AnalyticsEvent,
  CheckoutServerMessage,
  INVALID_COUPON_MESSAGE,
  RoutePath,
  STORAGE_KEYS,
} from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { readLocal, writeLocal } from '../../lib/localStore';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { paymentPage } from './checkoutFlow';
import { CartPage, OrderCompletedPage } from './index';

const routes = [
  { path: RoutePath.SHOP_CART, element: <CartPage /> },
  { path: RoutePath.ORDER_COMPLETED, element: <OrderCompletedPage /> },
  { path: '*', element: <p>Somewhere else</p> },
];

function aPrice(cents: number, vatPercentage = 21) {
  return {
    price: cents,
    customerPriceFormatted: `€${(cents / 100).toFixed(2)}`,
    currency: 'EUR',
    vatIncluded: true,
    vatPercentage,
    vat: Math.round((cents * vatPercentage) / (100 + vatPercentage)),
  };
}

function aCart(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cart-1',
    checkedOut: false,
    product: {
      id: 'product-1',
      packageCode: 'standard_performance',
      packageType: 'CORE',
      name: { en_US: 'Standard performance', nl_NL: 'Standaard performance' },
    },
    purchasePrice: aPrice(49500),
    totalPurchasePrice: aPrice(49500),
    couponResult: null,
    ...overrides,
  };
}

const emptyCart = () =>
  aCart({ product: null, purchasePrice: null, totalPurchasePrice: null, couponResult: null });

/** A failed createOrderByCart as the server shapes it: a 400 with the fields in extensions.details. */
function checkoutFailure(code: string, message: string, fields?: Record<string, string>): Response {
  return json(
    {
      data: null,
      errors: [{ message, extensions: { code, status: 400, ...(fields ? { details: { fields } } : {}) } }],
    },
    400,
  );
}

interface Setup {
  handlers?: Record<string, MockHandler>;
  cart?: unknown;
  signedIn?: boolean;
  user?: ReturnType<typeof aUser>;
  cartId?: string | null;
}

function renderCart({
  handlers = {},
  cart = aCart(),
  signedIn = false,
  user = aUser(),
  cartId = 'cart-1',
}: Setup = {}) {
  if (cartId !== null) writeLocal(STORAGE_KEYS.CART_ID, cartId);
  const fetchMock = mockFetch({
    'GQL CartById': () => gqlData({ cart }),
    'GQL CurrentUser': () => gqlData({ me: user }),
    ...handlers,
  });
  if (signedIn) startSession(someTokens());
  const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  const result = renderAt(RoutePath.SHOP_CART, { routes });
  return { ...result, fetchMock, open };
}

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

/** The text a screen reader reads after the field's name (its aria-describedby targets). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function fillPersonalInformation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Given name'), 'Anna');
  await user.type(field('Family name'), 'de Vries');
  await user.type(field('Street address and house number'), 'Keizersgracht 123');
  await user.type(field('Postal code'), '1015 CJ');
  await user.type(field('Town'), 'Amsterdam');
  await user.type(field('Phone number'), '612345678');
  await user.type(field('E-mail'), 'anna@example.com');
}

async function acceptTermsAndCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
}

function dataLayerEvents(): string[] {
  return (window.dataLayer ?? [])
    .map((entry) => entry.event)
    .filter((e): e is string => typeof e === 'string');
}

describe('cart page', () => {
  it('shows "Cart is empty" with a way to the shop when no cart is kept', async () => {
    const { fetchMock } = renderCart({ cartId: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
    expect(variablesSentTo(fetchMock, 'CartById')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Cart · Health Passport'));
  });

  it('shows the empty view for a cart the server does not know', async () => {
    renderCart({ cart: null });
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeTruthy();
  });

  it('shows the empty view for a cart without product', async () => {
    renderCart({ cart: emptyCart() });
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('forgets a checked-out cart and shows the empty view', async () => {
    renderCart({ cart: aCart({ checkedOut: true }) });
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeTruthy();
    await waitFor(() => expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBeNull());
  });

  it('summarises the order: product, price, total and the VAT it contains', async () => {
    renderCart();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Standard performance')).toBeTruthy();
    expect(within(summary).getAllByText('€495.00')).toHaveLength(2);
    expect(within(summary).getByText('VAT included (21 %: €85.91)')).toBeTruthy();
  });

  it('offers a guest the "Already client" panel with a login link back to the cart', async () => {
    renderCart();
    const panel = await screen.findByRole('region', { name: 'Already a client?' });
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/?returnUrl=%2Fshop%2Fcart',
    );
  });

  it('lower-cases the discount code and shows the discount the server computed', async () => {
    const { fetchMock } = renderCart({
      handlers: {
        'GQL CartApplyCoupon': () =>
          gqlData({
            applyCouponToCart: aCart({
              couponResult: { code: 'spring25', amount: 12375, percentage: 25 },
              totalPurchasePrice: aPrice(37125),
            }),
          }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), ' SPRING25 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Discount code spring25 (25 %)')).toBeTruthy();
    expect(within(summary).getByText('− €123.75')).toBeTruthy();
    expect(within(summary).getByText('€371.25')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'CartApplyCoupon')).toEqual([
      { cartId: 'cart-1', couponCode: 'spring25' },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Discount code spring25 applied.');
  });

  it('says "Invalid coupon" at the field when the server refuses the code', async () => {
    renderCart({
      handlers: { 'GQL CartApplyCoupon': () => gqlError('invalidCoupon', INVALID_COUPON_MESSAGE, 400) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const input = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(input, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(descriptionOf(input)).toContain('Invalid coupon'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks to wait when the server refuses one guess too many (429 rateLimited), without reporting it', async () => {
    const limited = {
      errors: [
        {
          message: 'Too many requests. Please wait 60 seconds and try again.',
          extensions: { code: 'rateLimited', status: 429, details: { retryAfterSeconds: 60 } },
        },
      ],
    };
    renderCart({ handlers: { 'GQL CartApplyCoupon': () => json(limited, 429) } });
    const user = userEvent.setup({ delay: null });
    const input = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(input, 'guess11');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(descriptionOf(input)).toContain('Too many attempts. Please wait a minute and try again.'),
    );
    expect(vi.mocked(navigator.sendBeacon)).not.toHaveBeenCalled();
  });

  it('keeps the checkout button disabled until the terms are accepted', async () => {
    renderCart();
    const button = (await screen.findByRole('button', { name: 'Checkout' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(button.disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(button.disabled).toBe(true);
  });

  it('labels every field, marks the required ones and lists the priority countries first', async () => {
    renderCart();
    await screen.findByRole('button', { name: 'Checkout' });
    for (const name of [
      'Given name',
      'Family name',
      'Street address and house number',
      'Town',
      'Postal code',
    ]) {
      expect(field(name).getAttribute('aria-required')).toBe('true');
    }
    expect(field('Company name').hasAttribute('aria-required')).toBe(false);
    expect(field('Region').hasAttribute('aria-required')).toBe(false);
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('NL');
    const options = [...country.options].map((option) => option.value);
    expect(options.slice(0, 6)).toEqual(['NL', 'BE', 'DE', 'FR', 'GB', 'US']);
    expect(options.length).toBeGreaterThan(200);
    expect([...country.options].find((option) => option.value === 'DE')?.textContent).toBe('Germany');
    const dialling = screen.getByRole('combobox', { name: 'Dialling code' }) as HTMLSelectElement;
    expect(dialling.value).toBe('nl');
    expect([...dialling.options].slice(0, 6).map((option) => option.value)).toEqual([
      'nl',
      'be',
      'de',
      'fr',
      'gb',
      'us',
    ]);
  });

  it('checks the fields before sending and focuses the first one in error', async () => {
    const { fetchMock } = renderCart();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await user.type(field('Street address and house number'), 'Keizersgracht');
    await user.type(field('Postal code'), '12');
    await user.type(field('Phone number'), '12');
    await acceptTermsAndCheckout(user);

    await waitFor(() => expect(document.activeElement).toBe(field('Given name')));
    expect(descriptionOf(field('Given name'))).toBe('Given name required');
    expect(descriptionOf(field('Family name'))).toBe('Family name required');
    expect(descriptionOf(field('Street address and house number'))).toContain(
      'Street address with number required',
    );
    expect(descriptionOf(field('Town'))).toBe('City required');
    expect(descriptionOf(field('Postal code'))).toBe(
      'Enter the postal code as it is written in the chosen country',
    );
    expect(descriptionOf(field('Phone number'))).toBe('Invalid phone number');
    expect(descriptionOf(field('E-mail'))).toBe('A valid e-mail address is required');
    expect(variablesSentTo(fetchMock, 'CheckoutCreateOrder')).toEqual([]);
  });

  it('sends a guest to the payment link of the order and remembers the order', async () => {
    writeLocal(STORAGE_KEYS.TRACKED_CHECKOUTS, ['order-0']);
    const { fetchMock, open } = renderCart({
      handlers: {
        'GQL CheckoutCreateOrder': () =>
          gqlData({
            createOrderByCart: {
              id: 'order-1',
              status: 'CREATED',
              adyenPaymentLinkUrl: 'https://pay.example/link-1',
            },
          }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await fillPersonalInformation(user);
    await user.type(field('Company name'), 'Acme');
    await acceptTermsAndCheckout(user);

    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/link-1'));
    expect(variablesSentTo(fetchMock, 'CheckoutCreateOrder')).toEqual([
      {
        cartId: 'cart-1',
        returnUrl: `${window.location.origin}/order-completed`,
        userInput: {
          givenName: 'Anna',
          familyName: 'de Vries',
          companyName: 'Acme',
          email: 'anna@example.com',
          phoneNumber: '+31612345678',
          locale: 'en_US',
          address: {
            streetAddress: 'Keizersgracht 123',
            locality: 'Amsterdam',
            postalCode: '1015 CJ',
            country: 'NL',
            region: null,
          },
        },
      },
    ]);
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([]);
    expect(readLocal(STORAGE_KEYS.TRACKED_CHECKOUTS, [])).toEqual(['order-0', 'order-1']);
    // Busy until the page is left: no second order.
    await user.click(screen.getByRole('button', { name: /Checkout/ }));
    expect(variablesSentTo(fetchMock, 'CheckoutCreateOrder')).toHaveLength(1);
  });

  it('prefills a signed-in user and asks a payment link for the new order', async () => {
    const { fetchMock, open } = renderCart({
      signedIn: true,
      user: aUser({
        address: {
          streetAddress: 'Damrak 1',
          locality: 'Amsterdam',
          postalCode: '1012 LG',
          country: 'NL',
          region: 'Noord-Holland',
        },
        identityInformation: {
          givenName: 'Bram',
          familyName: 'Jansen',
          email: 'bram@example.com',
          phoneNumber: '+31687654321',
        },
      }),
      handlers: {
        'GQL CheckoutCreateOrder': () =>
          gqlData({ createOrderByCart: { id: 'order-2', status: 'CREATED', adyenPaymentLinkUrl: null } }),
        'GQL CheckoutPaymentLink': () => gqlData({ createAdyenPaymentLink: 'https://pay.example/link-2' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    expect(screen.queryByRole('region', { name: 'Already a client?' })).toBeNull();
    expect(field('Given name').value).toBe('Bram');
    expect(field('Street address and house number').value).toBe('Damrak 1');
    expect(field('Region').value).toBe('Noord-Holland');
    expect(field('E-mail').value).toBe('bram@example.com');
    expect(field('Phone number').value).toBe('+31 6 87654321');
    await acceptTermsAndCheckout(user);

    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/link-2'));
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([
      { orderId: 'order-2', returnUrl: `${window.location.origin}/order-completed` },
    ]);
    const [order] = variablesSentTo(fetchMock, 'CheckoutCreateOrder') as [{ userInput: unknown }];
    expect(order.userInput).toMatchObject({
      givenName: 'Bram',
      phoneNumber: '+31687654321',
      address: { region: 'Noord-Holland', country: 'NL' },
    });
    expect(readLocal(STORAGE_KEYS.TRACKED_CHECKOUTS, [])).toEqual(['order-2']);
  });

  it('shows a payment failure with the provider message, and retries only the payment link', async () => {
    let links = 0;
    const { fetchMock, open } = renderCart({
      signedIn: true,
      user: aUser({
        address: {
          streetAddress: 'Damrak 1',
          locality: 'Amsterdam',
          postalCode: '1012 LG',
          country: 'NL',
          region: null,
        },
        identityInformation: { phoneNumber: '+31687654321' },
      }),
      handlers: {
        'GQL CheckoutCreateOrder': () =>
          gqlData({ createOrderByCart: { id: 'order-3', status: 'CREATED', adyenPaymentLinkUrl: null } }),
        'GQL CheckoutPaymentLink': () =>
          ++links === 1
            ? gqlError('payment', 'Provider unavailable (503)', 502)
            : gqlData({ createAdyenPaymentLink: 'https://pay.example/link-3' }),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await acceptTermsAndCheckout(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment could not be started');
    expect(alert.textContent).toContain('Provider unavailable (503)');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/link-3'));
    expect(variablesSentTo(fetchMock, 'CheckoutCreateOrder')).toHaveLength(1);
  });

  const FIELD_ROWS: [keyof typeof CheckoutServerMessage, string, string, string][] = [
    ['streetAddressMissing', 'streetAddress', 'Street address and house number', 'Street address required'],
    [
      'streetAddressFormat',
      'streetAddress',
      'Street address and house number',
      'Street address with number required',
    ],
    ['localityMissing', 'locality', 'Town', 'City required'],
    ['postalCodeInvalid', 'postalCode', 'Postal code', 'Postal code required'],
    ['countryMissing', 'country', 'Country', 'Country required'],
    ['phoneNumberMissing', 'phoneNumber', 'Phone number', 'Phone number required'],
    ['invalidPhone', 'phoneNumber', 'Phone number', 'Invalid phone number'],
    ['givenNameMissing', 'givenName', 'Given name', 'Given name required'],
    ['familyNameMissing', 'familyName', 'Family name', 'Family name required'],
    ['emailInvalid', 'email', 'E-mail', 'A valid e-mail address is required'],
  ];

  it.each(FIELD_ROWS)(
    'puts the server message %s at its field (§8)',
    async (row, serverField, label, shown) => {
      const message = CheckoutServerMessage[row];
      renderCart({
        handlers: {
          'GQL CheckoutCreateOrder': () => checkoutFailure('badRequest', message, { [serverField]: message }),
        },
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup({ delay: null });
      await screen.findByRole('button', { name: 'Checkout' });
      await fillPersonalInformation(user);
      await acceptTermsAndCheckout(user);

      const control = screen.getByRole(label === 'Country' ? 'combobox' : 'textbox', { name: label });
      await waitFor(() => expect(descriptionOf(control)).toContain(shown));
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(control);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('maps several server fields at once, and a message without details by its text', async () => {
    let calls = 0;
    renderCart({
      handlers: {
        'GQL CheckoutCreateOrder': () =>
          ++calls === 1
            ? checkoutFailure('badRequest', CheckoutServerMessage.localityMissing, {
                locality: CheckoutServerMessage.localityMissing,
                email: CheckoutServerMessage.emailInvalid,
              })
            : checkoutFailure('badRequest', CheckoutServerMessage.invalidPhone),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await fillPersonalInformation(user);
    await acceptTermsAndCheckout(user);
    await waitFor(() => expect(descriptionOf(field('Town'))).toBe('City required'));
    expect(descriptionOf(field('E-mail'))).toBe('A valid e-mail address is required');
    expect(document.activeElement).toBe(field('Town'));

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(descriptionOf(field('Phone number'))).toBe('Invalid phone number'));
  });

  it('invites an existing user to log in and come back to the cart', async () => {
    renderCart({
      handlers: {
        'GQL CheckoutCreateOrder': () => checkoutFailure('existingUser', CheckoutServerMessage.existingUser),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await fillPersonalInformation(user);
    await acceptTermsAndCheckout(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Existing user')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/?returnUrl=%2Fshop%2Fcart',
    );
  });

  it('says "Something went wrong" for any other failure', async () => {
    renderCart({
      handlers: { 'GQL CheckoutCreateOrder': () => checkoutFailure('badRequest', 'companyName is too long') },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    await fillPersonalInformation(user);
    await acceptTermsAndCheckout(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(field('Given name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('pushes begin_checkout once, add_payment_info on a valid submit and remove_from_cart', async () => {
    window.dataLayer = [];
    renderCart({
      handlers: {
        'GQL CheckoutCreateOrder': () => checkoutFailure('badRequest', CheckoutServerMessage.localityMissing),
        'GQL CartRemoveProduct': () => gqlData({ removeFromCart: emptyCart() }),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Checkout' });
    expect(dataLayerEvents()).toEqual([AnalyticsEvent.BEGIN_CHECKOUT]);
    expect(window.dataLayer?.[1]).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 495,
        checkout_step: 1,
        items: [
          {
            item_id: 'standard_performance',
            item_name: 'Standard performance',
            item_category: 'CORE',
            price: 495,
            quantity: 1,
          },
        ],
      },
    });

    await acceptTermsAndCheckout(user);
    // Invalid input is no step on to payment.
    expect(dataLayerEvents()).toEqual([AnalyticsEvent.BEGIN_CHECKOUT]);
    await fillPersonalInformation(user);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(dataLayerEvents()).toEqual([AnalyticsEvent.BEGIN_CHECKOUT, AnalyticsEvent.ADD_PAYMENT_INFO]),
    );
    expect(window.dataLayer?.at(-1)).toMatchObject({ ecommerce: { checkout_step: 2, value: 495 } });

    await user.click(screen.getByRole('button', { name: 'Remove Standard performance from the cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeTruthy();
    expect(dataLayerEvents()).toEqual([
      AnalyticsEvent.BEGIN_CHECKOUT,
      AnalyticsEvent.ADD_PAYMENT_INFO,
      AnalyticsEvent.REMOVE_FROM_CART,
    ]);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      ecommerce: { items: [{ item_id: 'standard_performance' }] },
    });
  });

  it('speaks Dutch', async () => {
    await act(() => i18n.changeLanguage('nl-NL'));
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Afrekenen' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Straat en huisnummer' })).toBeTruthy();
    const country = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect([...country.options].find((option) => option.value === 'DE')?.textContent).toBe('Duitsland');
    expect(screen.getByText('Inclusief btw (21 %: € 85,91)')).toBeTruthy();
  });
});
