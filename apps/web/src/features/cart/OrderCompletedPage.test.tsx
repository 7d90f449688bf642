import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoutePath, STORAGE_KEYS } from '@health-passport/domain';
import { readLocal, writeLocal } from '../../lib/localStore';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { paymentPage } from './checkoutFlow';
import { CartPage, OrderCompletedPage } from './index';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT_MS } from './OrderCompletedPage';

const routes = [
  { path: RoutePath.ORDER_COMPLETED, element: <OrderCompletedPage /> },
  { path: RoutePath.SHOP_CART, element: <CartPage /> },
  { path: '*', element: <p>Somewhere else</p> },
];

function anOrder(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 'order-1',
    status,
    adyenPaymentLinkUrl: 'https://pay.example/link-1',
    product: {
      id: 'product-1',
      packageCode: 'standard_performance',
      name: { en_US: 'Standard performance', nl_NL: 'Standaard performance' },
    },
    totalPurchasePrice: {
      price: 37125,
      customerPriceFormatted: '€371.25',
      currency: 'EUR',
      vatIncluded: true,
      vatPercentage: 21,
      vat: 6443,
    },
    ...overrides,
  };
}

function renderOrderCompleted(
  path: string,
  handlers: Record<string, MockHandler>,
  { signedIn = false }: { signedIn?: boolean } = {},
) {
  const fetchMock = mockFetch({ 'GQL CurrentUser': () => gqlData({ me: aUser() }), ...handlers });
  if (signedIn) startSession(someTokens());
  const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  return { ...renderAt(path, { routes }), fetchMock, open };
}

const statusRegion = () =>
  screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite');

describe('order completed page', () => {
  it('waits for the payment, asking every 2 seconds, and confirms it once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeLocal(STORAGE_KEYS.CART_ID, 'cart-1');
    const statuses = ['CREATED', 'PAYMENT_PENDING', 'PAID'];
    const { fetchMock } = renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder(statuses.shift() ?? 'PAID') }),
    });

    expect(
      await screen.findByRole('heading', { name: 'We are waiting for the confirmation of your payment' }),
    ).toBeTruthy();
    expect(statusRegion()?.textContent).toBe('We are waiting for the confirmation of your payment');
    expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBe('cart-1');

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('Standard performance')).toBeTruthy();
    expect(within(panel).getByText('€371.25')).toBeTruthy();
    expect(statusRegion()?.textContent).toBe('Thank you for your purchase');
    expect(variablesSentTo(fetchMock, 'CompletedOrder')).toEqual([
      { id: 'order-1' },
      { id: 'order-1' },
      { id: 'order-1' },
    ]);
    await waitFor(() => expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBeNull());

    // Paid: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 3));
    expect(variablesSentTo(fetchMock, 'CompletedOrder')).toHaveLength(3);
  });

  it('tells a guest about the temporary password, with a login link back to onboarding', async () => {
    renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder('FULFILLED') }),
    });
    await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    expect(
      screen.getByText('We have sent you an e-mail with a temporary password; sign in to start.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/?returnUrl=%2Fonboarding',
    );
  });

  it('sends a signed-in buyer on to onboarding', async () => {
    renderOrderCompleted(
      '/order-completed?orderId=order-1',
      { 'GQL CompletedOrder': () => gqlData({ order: anOrder('PAID') }) },
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    expect(screen.getByRole('link', { name: 'Go to onboarding' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByText(/temporary password/)).toBeNull();
  });

  it('after two minutes of waiting suggests checking back later, and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'PAYMENT_PENDING';
    const { fetchMock } = renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder(status) }),
    });
    await screen.findByRole('heading', { name: 'We are waiting for the confirmation of your payment' });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_LIMIT_MS));
    expect(
      await screen.findByRole('heading', { name: 'Your payment has not been confirmed yet' }),
    ).toBeTruthy();
    const asked = variablesSentTo(fetchMock, 'CompletedOrder').length;
    expect(asked).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 5));
    expect(variablesSentTo(fetchMock, 'CompletedOrder')).toHaveLength(asked);

    status = 'PAID';
    vi.useRealTimers();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeTruthy();
  });

  it('explains a refused payment; a guest tries again on the same payment page', async () => {
    const { open, fetchMock } = renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder('REFUSED') }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was refused' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/shop/cart');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledWith('https://pay.example/link-1');
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([]);
  });

  it('gets a signed-in buyer a new payment link to try again', async () => {
    const { open, fetchMock } = renderOrderCompleted(
      '/order-completed?orderId=order-1',
      {
        'GQL CompletedOrder': () => gqlData({ order: anOrder('REFUSED', { adyenPaymentLinkUrl: null }) }),
        'GQL CheckoutPaymentLink': () => gqlData({ createAdyenPaymentLink: 'https://pay.example/link-9' }),
      },
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Your payment was refused' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/link-9'));
    expect(variablesSentTo(fetchMock, 'CheckoutPaymentLink')).toEqual([
      { orderId: 'order-1', returnUrl: `${window.location.origin}/order-completed` },
    ]);
  });

  it('explains a cancelled payment and keeps the cart', async () => {
    writeLocal(STORAGE_KEYS.CART_ID, 'cart-1');
    renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder('CANCELLED') }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/shop/cart');
    expect(statusRegion()?.textContent).toBe('Your payment was cancelled');
    expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBe('cart-1');
  });

  it('sends an expired order back to the shop', async () => {
    renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () => gqlData({ order: anOrder('EXPIRED') }),
    });
    expect(await screen.findByRole('heading', { name: 'The payment link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('looks up the newest checkout of this browser without an order id', async () => {
    writeLocal(STORAGE_KEYS.TRACKED_CHECKOUTS, ['order-0', 'order-7']);
    const { fetchMock } = renderOrderCompleted('/order-completed', {
      'GQL CompletedOrder': ({ variables }) => gqlData({ order: anOrder('PAID', { id: variables?.id }) }),
    });
    await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    expect(variablesSentTo(fetchMock, 'CompletedOrder')).toEqual([{ id: 'order-7' }]);
  });

  it('shows a friendly not-found state for an unknown order', async () => {
    renderOrderCompleted('/order-completed?orderId=nope', {
      'GQL CompletedOrder': () => gqlData({ order: null }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find your order' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('shows the not-found state without asking when there is no order id at all', async () => {
    const { fetchMock } = renderOrderCompleted('/order-completed', {});
    expect(await screen.findByRole('heading', { name: 'We could not find your order' })).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'CompletedOrder')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Your order · Health Passport'));
  });

  it('offers a retry when the order could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderOrderCompleted('/order-completed?orderId=order-1', {
      'GQL CompletedOrder': () =>
        fail ? gqlError('badRequest', 'nope', 400) : gqlData({ order: anOrder('PAID') }),
    });
    expect(await screen.findByRole('heading', { name: 'Your order could not be loaded' })).toBeTruthy();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeTruthy();
  });
});
