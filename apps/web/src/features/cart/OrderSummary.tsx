import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@health-passport/domain';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { Button, Callout, SectionCard } from '../../lib/ui';
import type { Cart } from './api';
import { CouponForm } from './CouponForm';
import styles from './CartPage.module.css';

interface OrderSummaryProps {
  cart: Cart;
  /** Takes the product out of the cart; rejects when that failed. */
  onRemove: () => Promise<void>;
  onCartChange: (cart: Cart) => void;
}

/**
 * What is being bought and what it costs (customer-journey §3 Cart): the price, the discount, the total and
 * the VAT it contains, all computed by the server in cents and formatted here in the interface language.
 */
export function OrderSummary({ cart, onRemove, onCartChange }: OrderSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [removing, setRemoving] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  const { product, purchasePrice, totalPurchasePrice, couponResult } = cart;
  if (!product || !purchasePrice || !totalPurchasePrice) return null;

  const productName = pickLocalized(
    { en_US: product.name.en_US ?? '', nl_NL: product.name.nl_NL ?? '' },
    locale,
  );
  const money = (cents: number) => formatMoney(cents, totalPurchasePrice.currency, locale);

  const remove = async () => {
    setRemoving(true);
    setRemoveFailed(false);
    try {
      await onRemove();
    } catch {
      setRemoveFailed(true);
      setRemoving(false);
    }
  };

  return (
    <SectionCard title={t('cart.summary.heading')} titleId="cart-summary-heading">
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt className={styles.productName}>{productName}</dt>
          <dd>{money(purchasePrice.price)}</dd>
        </div>
        {couponResult && (
          <div className={styles.line}>
            <dt>
              {couponResult.percentage !== null && couponResult.percentage !== undefined
                ? t('cart.summary.discountPercentage', {
                    code: couponResult.code,
                    percentage: couponResult.percentage,
                  })
                : t('cart.summary.discount', { code: couponResult.code })}
            </dt>
            <dd>{`− ${money(couponResult.amount)}`}</dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('cart.summary.total')}</dt>
          <dd>{money(totalPurchasePrice.price)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>
        {t('cart.summary.vat', {
          percentage: totalPurchasePrice.vatPercentage,
          amount: money(totalPurchasePrice.vat),
        })}
      </p>
      <div>
        <Button
          variant="quiet"
          onPress={() => void remove()}
          isPending={removing}
          pendingLabel={t('common.busy')}
          aria-label={t('cart.summary.removeLabel', { product: productName })}
        >
          {t('cart.summary.remove')}
        </Button>
      </div>
      {removeFailed && (
        <Callout tone="danger" role="alert">
          <p>{t('cart.summary.removeError')}</p>
        </Callout>
      )}
      <CouponForm cartId={cart.id} onApplied={onCartChange} />
    </SectionCard>
  );
}
