import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVALID_COUPON_MESSAGE, normalizeCouponCode } from '@health-passport/domain';
import { isApiError, rateLimitedMessage } from '../../lib/api';
import { Button, TextField } from '../../lib/ui';
import { applyCoupon, type Cart } from './api';
import styles from './CartPage.module.css';

function isInvalidCoupon(error: unknown): boolean {
  return isApiError(error) && (error.code === 'invalidCoupon' || error.message === INVALID_COUPON_MESSAGE);
}

/** The discount code (customer-journey §5): lower-cased before sending; unknown or expired is "Invalid coupon". */
export function CouponForm({ cartId, onApplied }: { cartId: string; onApplied: (cart: Cart) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [applied, setApplied] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const couponCode = normalizeCouponCode(code);
    if (busy || couponCode === '') return;
    setBusy(true);
    setError(undefined);
    setApplied(null);
    try {
      const cart = await applyCoupon(cartId, couponCode);
      onApplied(cart);
      setCode('');
      setApplied(cart.couponResult?.code ?? couponCode);
    } catch (failure) {
      setError(
        rateLimitedMessage(failure) ??
          (isInvalidCoupon(failure) ? t('cart.coupon.invalid') : t('cart.coupon.error')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.coupon} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('cart.coupon.label')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        errorMessage={error}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" isPending={busy} pendingLabel={t('cart.coupon.applying')}>
        {t('cart.coupon.apply')}
      </Button>
      <p role="status" className={styles.couponStatus}>
        {applied ? t('cart.coupon.applied', { code: applied }) : ''}
      </p>
    </form>
  );
}
