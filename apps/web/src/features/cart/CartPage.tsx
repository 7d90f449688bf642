import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsEvent, RoutePath, STORAGE_KEYS } from '@health-passport/domain';
import { currentUserQueryOptions, type CurrentUser } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import { readLocal, removeLocal } from '../../lib/localStore';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { ActionLink, LoadError, Page, PageLoader, SectionCard, StatePanel } from '../../lib/ui';
import { cartQueryKey, fetchCart, removeProduct, type Cart } from './api';
import { trackCart } from './cartAnalytics';
import { loginHref } from './checkoutFlow';
import { CheckoutForm } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';
import styles from './CartPage.module.css';

function storedCartId(): string | null {
  const id = readLocal<unknown>(STORAGE_KEYS.CART_ID, null);
  return typeof id === 'string' && id !== '' ? id : null;
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <StatePanel title={t('cart.empty.title')} text={t('cart.empty.text')}>
      <ActionLink to={RoutePath.SHOP}>{t('cart.empty.action')}</ActionLink>
    </StatePanel>
  );
}

/** Guests may sign in first and check out with their account (customer-journey §2 "Already client"). */
function AlreadyClientPanel() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('cart.guest.heading')} titleId="cart-already-client">
      <p className={styles.muted}>{t('cart.guest.text')}</p>
      <p className={styles.muted}>
        <Link to={loginHref(RoutePath.SHOP_CART)}>{t('cart.guest.login')}</Link>
      </p>
    </SectionCard>
  );
}

interface FilledCartProps {
  cart: Cart & { product: NonNullable<Cart['product']> };
  signedIn: boolean;
  user: CurrentUser | null;
}

function FilledCart({ cart, signedIn, user }: FilledCartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const productId = cart.product.id;

  // Checkout step 1: once per product shown with the form (not again on a coupon or a language switch).
  const begun = useRef<string | null>(null);
  useEffect(() => {
    const key = `${cart.id}:${productId}`;
    if (begun.current === key) return;
    begun.current = key;
    trackCart(AnalyticsEvent.BEGIN_CHECKOUT, cart, locale, { checkout_step: 1 });
  }, [cart, productId, locale]);

  const remove = async () => {
    const updated = await removeProduct(cart.id, productId);
    trackCart(AnalyticsEvent.REMOVE_FROM_CART, cart, locale);
    queryClient.setQueryData(cartQueryKey(cart.id), updated);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.summaryColumn}>
        <OrderSummary
          cart={cart}
          onRemove={remove}
          onCartChange={(updated) => queryClient.setQueryData(cartQueryKey(cart.id), updated)}
        />
      </div>
      <div className={styles.mainColumn}>
        {!signedIn && <AlreadyClientPanel />}
        {/* The form inside is the landmark, named by this heading. */}
        <SectionCard as="div" title={t('cart.personal.heading')} titleId="checkout-personal-heading">
          <CheckoutForm cart={cart} signedIn={signedIn} user={user} />
        </SectionCard>
      </div>
    </div>
  );
}

/**
 * /shop/cart (customer-journey §2, §4): the cart kept in this browser, its order summary and discount code,
 * the personal information and the checkout. Works with and without login.
 */
export function CartPage() {
  const { t } = useTranslation();
  const title = t('cart.title');
  usePageTitle(title);
  const signedIn = useSession().status === 'active';
  const userQuery = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  const [cartId] = useState(storedCartId);
  const cartQuery = useQuery({
    queryKey: cartQueryKey(cartId ?? ''),
    queryFn: () => fetchCart(cartId ?? ''),
    enabled: cartId !== null,
  });
  const cart = cartId === null ? null : cartQuery.data;

  // An order was made of this cart: it is done (shown as empty), and the next purchase starts a new one.
  const checkedOut = cart?.checkedOut === true;
  useEffect(() => {
    if (checkedOut) removeLocal(STORAGE_KEYS.CART_ID);
  }, [checkedOut]);

  let content;
  if (cartId === null || cart === null) {
    content = <EmptyCart />;
  } else if (cartQuery.isPending || (signedIn && userQuery.isPending)) {
    content = <PageLoader />;
  } else if (cart === undefined) {
    content = (
      <LoadError
        message={t('cart.loadError')}
        onRetry={() => void cartQuery.refetch()}
        isRetrying={cartQuery.isFetching}
      />
    );
  } else if (cart.checkedOut || !cart.product || !cart.purchasePrice || !cart.totalPurchasePrice) {
    content = <EmptyCart />;
  } else {
    content = (
      <FilledCart
        cart={{ ...cart, product: cart.product }}
        signedIn={signedIn}
        user={signedIn ? (userQuery.data ?? null) : null}
      />
    );
  }

  return <Page title={title}>{content}</Page>;
}
