import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRE_CHECK_STATEMENTS, STORAGE_KEYS } from '@health-passport/domain';
import { readLocal, writeLocal } from '../../lib/localStore';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import type { ShopProductDetails } from './api';
import { anExpertSession, aProduct } from './testing';

const NEW_CART = 'cart-new';

function cartAnswer(id: string, cents: number) {
  return gqlData({ updateCart: { id, purchasePrice: { price: cents, currency: 'EUR' } } });
}

function renderProductPage(
  product: ShopProductDetails = aProduct(),
  handlers: Record<string, MockHandler> = {},
  path = '/shop/product/standard_performance',
) {
  const fetchMock = mockFetch({
    'GQL ShopProduct': () => gqlData({ productByPackageCode: product }),
    'GQL ShopCreateCart': () => gqlData({ createCart: { id: NEW_CART } }),
    'GQL ShopPutInCart': ({ variables }) => cartAnswer(String(variables?.id), 59500),
    ...handlers,
  });
  return { ...renderAt(path), fetchMock };
}

async function pressBuy() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Buy now' }));
  return user;
}

describe('buying a product', () => {
  it('asks the pre-check first and allows "Buy now" only when none of the statements applies', async () => {
    const { router, fetchMock } = renderProductPage();
    const user = await pressBuy();

    const dialog = await screen.findByRole('dialog', { name: 'Medical pre-check' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(PRE_CHECK_STATEMENTS.length);
    expect(dialog.textContent).toContain('I feel pain in my chest when I am physically active.');
    const buyNow = within(dialog).getByRole('button', { name: 'Buy now' });
    expect(buyNow.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'One or more statements apply to me' }));
    expect(dialog.textContent).toContain('You need a package with more medical supervision');
    expect(dialog.textContent).toContain('9 AM to 5 PM');
    expect(buyNow.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'None of these statements apply to me' }));
    expect(dialog.textContent).not.toContain('more medical supervision');
    expect(buyNow.hasAttribute('disabled')).toBe(false);
    expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toEqual([]);

    await user.click(buyNow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readLocal(STORAGE_KEYS.CONFIRMED_PRE_CHECKS, [])).toEqual(['standard_performance']);
  });

  it('skips the pre-check on the second purchase of the same package', async () => {
    const first = renderProductPage();
    const user = await pressBuy();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'None of these statements apply to me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/shop/cart'));
    first.unmount();

    const second = renderProductPage();
    await pressBuy();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/shop/cart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(variablesSentTo(second.fetchMock, 'ShopPutInCart')).toEqual([
      { id: NEW_CART, input: { productId: 'product-standard' } },
    ]);
  });

  it('stays on the product page when the pre-check is closed or another product is chosen', async () => {
    const { router, fetchMock } = renderProductPage();
    const user = await pressBuy();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy now' })));

    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'One or more statements apply to me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select other product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(router.state.location.pathname).toBe('/shop/product/standard_performance');
    expect(variablesSentTo(fetchMock, 'ShopCreateCart')).toEqual([]);
    expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toEqual([]);
    expect(readLocal(STORAGE_KEYS.CONFIRMED_PRE_CHECKS, [])).toEqual([]);
  });

  it('creates a cart when none is stored, keeps its id and goes to the cart', async () => {
    const { router, fetchMock } = renderProductPage(aProduct({ ...anExpertSession(), linkedProducts: [] }));
    await pressBuy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(variablesSentTo(fetchMock, 'ShopCreateCart')).toHaveLength(1);
    expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toEqual([
      { id: NEW_CART, input: { productId: 'product-expert-session' } },
    ]);
    expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBe(NEW_CART);
  });

  it('reuses the stored cart', async () => {
    writeLocal(STORAGE_KEYS.CART_ID, 'cart-kept');
    writeLocal(STORAGE_KEYS.CONFIRMED_PRE_CHECKS, ['standard_performance']);
    const { router, fetchMock } = renderProductPage();
    await pressBuy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart'));
    expect(variablesSentTo(fetchMock, 'ShopCreateCart')).toEqual([]);
    expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toEqual([
      { id: 'cart-kept', input: { productId: 'product-standard' } },
    ]);
    expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBe('cart-kept');
  });

  it.each(['cartCheckedOut', 'cartNotFound'])(
    'starts a new cart once when the stored one answers %s',
    async (code) => {
      // The failed call is still an error report; it need not clutter the test output.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      writeLocal(STORAGE_KEYS.CART_ID, 'cart-old');
      writeLocal(STORAGE_KEYS.CONFIRMED_PRE_CHECKS, ['standard_performance']);
      const { router, fetchMock } = renderProductPage(aProduct(), {
        'GQL ShopPutInCart': ({ variables }) =>
          variables?.id === 'cart-old' ? gqlError(code, code, 400) : cartAnswer(String(variables?.id), 59500),
      });
      await pressBuy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart'));
      expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toEqual([
        { id: 'cart-old', input: { productId: 'product-standard' } },
        { id: NEW_CART, input: { productId: 'product-standard' } },
      ]);
      expect(readLocal(STORAGE_KEYS.CART_ID, null)).toBe(NEW_CART);
    },
  );

  it('says so and stays when the product cannot be put in the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeLocal(STORAGE_KEYS.CONFIRMED_PRE_CHECKS, ['standard_performance']);
    const { router, fetchMock } = renderProductPage(aProduct(), {
      'GQL ShopPutInCart': () => gqlError('cartCheckedOut', 'cartCheckedOut', 400),
    });
    await pressBuy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not put this product in your cart',
    );
    // The new cart is tried once, not again and again.
    expect(variablesSentTo(fetchMock, 'ShopPutInCart')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/shop/product/standard_performance');
    expect(screen.getByRole('button', { name: 'Buy now' }).hasAttribute('disabled')).toBe(false);
  });

  it('pushes add_to_cart onto the dataLayer', async () => {
    window.dataLayer = [];
    const { router } = renderProductPage(aProduct({ ...anExpertSession(), linkedProducts: [] }), {
      'GQL ShopPutInCart': ({ variables }) => cartAnswer(String(variables?.id), 9500),
    });
    await pressBuy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/cart'));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 95,
          items: [
            {
              item_id: 'expert_session',
              item_name: 'Expert session',
              item_category: 'ADDON',
              price: 95,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });
});
