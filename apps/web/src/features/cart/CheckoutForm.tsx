import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AnalyticsEvent,
  checkoutErrorFor,
  COUNTRY_PRIORITY,
  Locale,
  RoutePath,
} from '@health-passport/domain';
import { isApiError, rateLimitedMessage } from '../../lib/api';
import type { CurrentUser } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import {
  Button,
  Callout,
  Checkbox,
  CountrySelect,
  FieldRow,
  Form,
  FormActions,
  FormGrid,
  FormNote,
  Input,
  PhoneField,
} from '../../lib/ui';
import { createOrderByCart, createPaymentLink, cartQueryKey, type Cart } from './api';
import { trackCart } from './cartAnalytics';
import { loginHref, paymentPage, paymentReturnUrl, trackCheckout } from './checkoutFlow';
import {
  CHECKOUT_FIELD_ORDER,
  checkoutSchema,
  ClientErrorKey,
  initialCheckoutValues,
  isCheckoutField,
  toOrderUserInput,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkoutSchema';
import styles from './CheckoutForm.module.css';

/** The terms a buyer accepts, per interface language. */
const TERMS_DOCUMENTS: Readonly<Record<Locale, string>> = {
  [Locale.EN_US]: '/docs/terms-en.pdf',
  [Locale.NL_NL]: '/docs/terms-nl.pdf',
};

/** A failure of the whole checkout rather than of one field, shown above the button. */
type CheckoutProblem =
  | { kind: 'existingUser' }
  | { kind: 'payment'; message: string }
  | { kind: 'rateLimited'; message: string }
  | { kind: 'couponExpired' }
  | { kind: 'somethingWentWrong' };

const CLIENT_ERROR_KEYS: ReadonlySet<string> = new Set(Object.values(ClientErrorKey));

function isClientErrorKey(value: string | undefined): value is ClientErrorKey {
  return value !== undefined && CLIENT_ERROR_KEYS.has(value);
}

/** Codes of a failed order that concern the cart itself, not what was typed. */
const CART_STATE_CODES: ReadonlySet<string> = new Set(['cartNotFound', 'emptyCart', 'cartCheckedOut']);

/**
 * Puts the server's messages (one per field in extensions.details.fields, else the top-level message) where
 * §8's table says, and answers what is left for above the button. The first field with an error gets the
 * focus.
 */
function applyServerErrors(
  error: unknown,
  setError: UseFormSetError<CheckoutFormInput>,
): CheckoutProblem | null {
  if (!isApiError(error)) return { kind: 'somethingWentWrong' };
  if (error.code === 'payment') return { kind: 'payment', message: error.message };
  const waiting = rateLimitedMessage(error);
  if (waiting) return { kind: 'rateLimited', message: waiting };
  if (error.code === 'invalidCoupon') return { kind: 'couponExpired' };
  if (CART_STATE_CODES.has(error.code)) return { kind: 'somethingWentWrong' };

  const fields = error.details?.fields;
  const messages =
    typeof fields === 'object' && fields !== null
      ? Object.values(fields).filter((message): message is string => typeof message === 'string')
      : [];
  if (messages.length === 0) messages.push(error.message);

  let existingUser = false;
  let unplaced = false;
  const fieldErrors = new Map<string, string>();
  for (const message of messages) {
    const { key, field } = checkoutErrorFor(message);
    if (field && isCheckoutField(field)) {
      if (!fieldErrors.has(field)) fieldErrors.set(field, key);
    } else if (key === 'existingUser') existingUser = true;
    else unplaced = true;
  }
  const first = CHECKOUT_FIELD_ORDER.find((name) => fieldErrors.has(name));
  for (const name of CHECKOUT_FIELD_ORDER) {
    const key = fieldErrors.get(name);
    if (key) setError(name, { type: 'server', message: key }, { shouldFocus: name === first });
  }
  if (existingUser) return { kind: 'existingUser' };
  return unplaced && fieldErrors.size === 0 ? { kind: 'somethingWentWrong' } : null;
}

interface CheckoutFormProps {
  cart: Cart;
  signedIn: boolean;
  user: CurrentUser | null;
}

/**
 * The personal-information form and the checkout (customer-journey §4, §5): order of the cart, payment link
 * (in the answer for a guest, asked separately for a signed-in user), then off to the payment page.
 */
export function CheckoutForm({ cart, signedIn, user }: CheckoutFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // An order already made of this cart (the payment link failed afterwards): a second try only asks for a link.
  const orderRef = useRef<{ id: string; paymentLink: string | null } | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: initialCheckoutValues(user, COUNTRY_PRIORITY[0]),
    shouldFocusError: true,
  });
  const termsAccepted = useWatch({ control, name: 'termsAccepted' });

  const errorText = (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return t(`cart.errors.${isClientErrorKey(message) ? message : 'somethingWentWrong'}`);
  };

  const checkout = async (values: CheckoutFormValues) => {
    // One checkout at a time: a second press while the first runs does nothing.
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setProblem(null);
    trackCart(AnalyticsEvent.ADD_PAYMENT_INFO, cart, locale, { checkout_step: 2 });
    try {
      const returnUrl = paymentReturnUrl();
      if (!orderRef.current) {
        const order = await createOrderByCart(cart.id, toOrderUserInput(values, locale), returnUrl);
        orderRef.current = { id: order.id, paymentLink: order.adyenPaymentLinkUrl };
        trackCheckout(order.id);
      }
      const order = orderRef.current;
      const paymentLink = signedIn
        ? await createPaymentLink(order.id, returnUrl)
        : (order.paymentLink ?? undefined);
      if (!paymentLink) throw new Error('The order came without a payment link');
      // Stays busy: the page is being left for the payment provider.
      paymentPage.open(paymentLink);
    } catch (error) {
      busyRef.current = false;
      setBusy(false);
      const next = applyServerErrors(error, setError);
      setProblem(next);
      if (isApiError(error) && (error.code === 'invalidCoupon' || CART_STATE_CODES.has(error.code))) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey(cart.id) });
      }
    }
  };

  const required = true;
  return (
    <Form
      aria-labelledby="checkout-personal-heading"
      aria-busy={busy || undefined}
      onSubmit={(event) => void handleSubmit(checkout)(event)}
    >
      <FormNote>{t('cart.personal.requiredNote')}</FormNote>

      <FormGrid>
        <FieldRow
          id="checkout-given-name"
          label={t('cart.personal.givenName')}
          required={required}
          error={errorText(errors.givenName?.message)}
        >
          {(aria) => <Input {...aria} {...register('givenName')} autoComplete="given-name" />}
        </FieldRow>
        <FieldRow
          id="checkout-family-name"
          label={t('cart.personal.familyName')}
          required={required}
          error={errorText(errors.familyName?.message)}
        >
          {(aria) => <Input {...aria} {...register('familyName')} autoComplete="family-name" />}
        </FieldRow>
        <FieldRow
          id="checkout-company-name"
          label={t('cart.personal.companyName')}
          error={errorText(errors.companyName?.message)}
          wide
        >
          {(aria) => <Input {...aria} {...register('companyName')} autoComplete="organization" />}
        </FieldRow>
        <FieldRow
          id="checkout-street-address"
          label={t('cart.personal.streetAddress')}
          required={required}
          description={t('cart.personal.streetAddressHint')}
          error={errorText(errors.streetAddress?.message)}
          wide
        >
          {(aria) => <Input {...aria} {...register('streetAddress')} autoComplete="street-address" />}
        </FieldRow>
        <FieldRow
          id="checkout-postal-code"
          label={t('cart.personal.postalCode')}
          required={required}
          error={errorText(errors.postalCode?.message)}
        >
          {(aria) => <Input {...aria} {...register('postalCode')} autoComplete="postal-code" />}
        </FieldRow>
        <FieldRow
          id="checkout-locality"
          label={t('cart.personal.locality')}
          required={required}
          error={errorText(errors.locality?.message)}
        >
          {(aria) => <Input {...aria} {...register('locality')} autoComplete="address-level2" />}
        </FieldRow>
        <FieldRow
          id="checkout-region"
          label={t('cart.personal.region')}
          error={errorText(errors.region?.message)}
        >
          {(aria) => <Input {...aria} {...register('region')} autoComplete="address-level1" />}
        </FieldRow>
        <FieldRow
          id="checkout-country"
          label={t('cart.personal.country')}
          required={required}
          error={errorText(errors.country?.message)}
        >
          {(aria) => <CountrySelect {...aria} {...register('country')} />}
        </FieldRow>
        <FieldRow
          id="checkout-phone"
          label={t('cart.personal.phoneNumber')}
          required={required}
          error={errorText(errors.phoneNumber?.message)}
          wide
        >
          {(aria) => (
            <Controller
              control={control}
              name="phoneNumber"
              render={({ field }) => (
                <PhoneField
                  aria={aria}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          )}
        </FieldRow>
        <FieldRow
          id="checkout-email"
          label={t('cart.personal.email')}
          required={required}
          error={errorText(errors.email?.message)}
          wide
        >
          {(aria) => <Input {...aria} {...register('email')} type="email" autoComplete="email" />}
        </FieldRow>
      </FormGrid>

      <Checkbox
        id="checkout-terms"
        label={t('cart.terms.label')}
        aria-describedby={errors.termsAccepted ? 'checkout-terms-error' : undefined}
        aria-invalid={errors.termsAccepted ? true : undefined}
        {...register('termsAccepted')}
      >
        <a href={TERMS_DOCUMENTS[locale]} target="_blank" rel="noreferrer">
          {t('cart.terms.link')}
          <span className="visually-hidden">{` ${t('cart.terms.newTab')}`}</span>
        </a>
        {errors.termsAccepted && (
          <p id="checkout-terms-error" className={styles.error}>
            {errorText(errors.termsAccepted.message)}
          </p>
        )}
      </Checkbox>

      {problem && <CheckoutProblemCallout problem={problem} />}

      <FormActions>
        <Button
          type="submit"
          isDisabled={!termsAccepted}
          isPending={busy}
          pendingLabel={t('cart.checkout.busy')}
          aria-describedby={termsAccepted ? undefined : 'checkout-terms-first'}
        >
          {t('cart.checkout.button')}
        </Button>
        {!termsAccepted && <FormNote id="checkout-terms-first">{t('cart.checkout.termsFirst')}</FormNote>}
      </FormActions>
    </Form>
  );
}

function CheckoutProblemCallout({ problem }: { problem: CheckoutProblem }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'existingUser':
      return (
        <Callout tone="info" role="alert">
          <p className={styles.calloutTitle}>{t('cart.existingUser.title')}</p>
          <p>{t('cart.existingUser.text')}</p>
          <p>
            <Link to={loginHref(RoutePath.SHOP_CART)}>{t('cart.existingUser.login')}</Link>
          </p>
        </Callout>
      );
    case 'payment':
      return (
        <Callout tone="danger" role="alert">
          <p className={styles.calloutTitle}>{t('cart.payment.title')}</p>
          <p>{problem.message}</p>
        </Callout>
      );
    case 'rateLimited':
      return (
        <Callout tone="danger" role="alert">
          <p>{problem.message}</p>
        </Callout>
      );
    case 'couponExpired':
      return (
        <Callout tone="danger" role="alert">
          <p>{t('cart.couponExpired')}</p>
        </Callout>
      );
    case 'somethingWentWrong':
      return (
        <Callout tone="danger" role="alert">
          <p className={styles.calloutTitle}>{t('cart.failure.title')}</p>
          <p>{t('cart.failure.text')}</p>
        </Callout>
      );
  }
}
