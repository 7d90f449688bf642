import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_PRIORITY,
  RemeasurementOrderErrorCode as Code,
  toApiLocale,
  type Locale,
} from '@health-passport/domain';
import { addressCountryName } from '../../lib/countries';
import { type CurrentUser, currentUserQueryKey, currentUserQueryOptions } from '../../lib/currentUser';
import { formatDate, formatMoney } from '../../lib/format';
import type { OrderUserInput } from '../../lib/gql/graphql';
import { useLocale } from '../../lib/i18n';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import {
  Button,
  Callout,
  CountrySelect,
  Detail,
  DetailList,
  FieldRow,
  Form,
  FormGrid,
  FormNote,
  Input,
  ModalDialog,
  Skeleton,
} from '../../lib/ui';
import { createPaymentLink, paymentPage, paymentReturnUrl, trackCheckout } from '../cart';
import { passportsQueryKey } from '../passports';
import {
  addressSchema,
  isCompleteAddress,
  isRedeemErrorCode,
  knownAddress,
  redeemProblemOf,
  type RedeemProblem,
  type RemeasurementAddress,
} from './address';
import { buyRemeasurement, redeemRemeasurement, remeasurementOfferQueryOptions } from './api';
import styles from './RedeemRemeasurementModal.module.css';

export interface RedeemRemeasurementModalProps {
  /** The customer's latest published passport, which the remeasurement follows up. */
  healthPassportId: string;
}

/** The address steps (customer-journey §4): 0 a new address, 1 changing it, 2 checking it and confirming. */
type Step = 0 | 1 | 2;

const FORM_ID = 'remeasurement-address';

/** The text of an error: its own in the interface language when it has one, else as the server wrote it. */
function useProblemText(): (problem: Pick<RedeemProblem, 'code' | 'message' | 'availableFrom'>) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return ({ code, message, availableFrom }) => {
    if (!code) return message;
    if (code === Code.READY_TO_BUY_AFTER_FOUR_MONTHS) {
      return availableFrom
        ? t('remeasurement.errors.readyToBuyAfterFourMonths', { date: formatDate(availableFrom, locale) })
        : message;
    }
    return t(`remeasurement.errors.${code}`);
  };
}

/** The form's values before anything is typed: what is known, in the Netherlands unless told otherwise. */
function startingAddress(known: RemeasurementAddress | null): RemeasurementAddress {
  const blank = { streetAddress: '', postalCode: '', locality: '', country: '' };
  const start = known ?? blank;
  return { ...start, country: start.country || COUNTRY_PRIORITY[0] };
}

interface AddressFormProps {
  initial: RemeasurementAddress;
  /** The server's refusal of a field, shown at that field when the form opens. */
  serverProblem: RedeemProblem | null;
  onSave: (address: RemeasurementAddress) => void;
}

/** The address form; its buttons are the dialog's (they submit it through the form's id). */
function AddressForm({ initial, serverProblem, onSave }: AddressFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RemeasurementAddress>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
    shouldFocusError: true,
  });

  useEffect(() => {
    if (serverProblem?.field) {
      setError(
        serverProblem.field,
        { type: 'server', message: problemText(serverProblem) },
        { shouldFocus: true },
      );
    } else {
      setFocus('streetAddress');
    }
    // Once, as the form opens: later errors are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Client messages are error codes; a server message is its text already.
  const errorText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : isRedeemErrorCode(message)
        ? problemText({ code: message, message, availableFrom: null })
        : message;

  const required = true;
  return (
    <Form
      id={FORM_ID}
      aria-label={t('remeasurement.modal.addressLabel')}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
    >
      <FormNote>{t('remeasurement.modal.requiredNote')}</FormNote>
      <FormGrid>
        <FieldRow
          id="remeasurement-street-address"
          label={t('remeasurement.address.streetAddress')}
          description={t('remeasurement.address.streetAddressHint')}
          required={required}
          error={errorText(errors.streetAddress?.message)}
          wide
        >
          {(aria) => <Input {...aria} {...register('streetAddress')} autoComplete="street-address" />}
        </FieldRow>
        <FieldRow
          id="remeasurement-postal-code"
          label={t('remeasurement.address.postalCode')}
          required={required}
          error={errorText(errors.postalCode?.message)}
        >
          {(aria) => <Input {...aria} {...register('postalCode')} autoComplete="postal-code" />}
        </FieldRow>
        <FieldRow
          id="remeasurement-locality"
          label={t('remeasurement.address.locality')}
          required={required}
          error={errorText(errors.locality?.message)}
        >
          {(aria) => <Input {...aria} {...register('locality')} autoComplete="address-level2" />}
        </FieldRow>
        <FieldRow
          id="remeasurement-country"
          label={t('remeasurement.address.country')}
          required={required}
          error={errorText(errors.country?.message)}
          wide
        >
          {(aria) => <CountrySelect {...aria} {...register('country')} />}
        </FieldRow>
      </FormGrid>
    </Form>
  );
}

function AddressCheck({ address }: { address: RemeasurementAddress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DetailList>
      <Detail term={t('remeasurement.address.streetAddress')}>{address.streetAddress}</Detail>
      <Detail term={t('remeasurement.address.postalCode')}>{address.postalCode}</Detail>
      <Detail term={t('remeasurement.address.locality')}>{address.locality}</Detail>
      <Detail term={t('remeasurement.address.country')}>{addressCountryName(address.country, locale)}</Detail>
    </DetailList>
  );
}

/** The order's user input (customer-journey §3): the customer's details with the confirmed address. */
function orderUserInput(user: CurrentUser, address: RemeasurementAddress, locale: Locale): OrderUserInput {
  const info = user.identityInformation;
  return {
    email: info.email ?? '',
    phoneNumber: info.phoneNumber ?? '',
    givenName: info.givenName ?? '',
    familyName: info.familyName ?? '',
    companyName: info.customCompanyName || null,
    locale: toApiLocale(locale),
    address: { ...address, region: user.address?.region ?? null },
  };
}

interface RedeemFlowProps extends RedeemRemeasurementModalProps {
  user: CurrentUser;
  close: () => void;
}

function RedeemFlow({ healthPassportId, user, close }: RedeemFlowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const known = knownAddress(user);
  const complete = isCompleteAddress(known);
  const [step, setStep] = useState<Step>(complete ? 2 : 0);
  const [address, setAddress] = useState<RemeasurementAddress | null>(complete ? known : null);
  const [problem, setProblem] = useState<RedeemProblem | null>(null);
  const checkRef = useRef<HTMLParagraphElement>(null);
  const arrived = useRef(false);
  // An order made already (its payment link failed afterwards): trying again only asks for a link.
  const orderRef = useRef<string | null>(null);
  // Redeem a bought remeasurement, or buy one; the address steps need not wait for it.
  const offerQuery = useQuery(remeasurementOfferQueryOptions());
  const offer = offerQuery.data;
  const forSale = offer?.kind === 'forSale' ? offer : null;

  const refused = (error: unknown) => {
    const next = redeemProblemOf(error);
    setProblem(next);
    // A refused field is corrected in the form, where the error stands at that field.
    if (next.field) setStep(1);
  };

  const redeem = useMutation({
    mutationFn: (confirmed: RemeasurementAddress) => redeemRemeasurement(healthPassportId, confirmed),
    onSuccess: async () => {
      // The new passport and its chapter, and the address now saved with the profile.
      await Promise.all(
        [onboardingChaptersQueryKey, passportsQueryKey, currentUserQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      close();
    },
    onError: refused,
  });

  // Not bought: an order of the remeasurement for this passport, redeemed by the server once it is paid.
  const buy = useMutation({
    mutationFn: async (confirmed: RemeasurementAddress) => {
      if (!forSale) throw new Error('The remeasurement is not for sale');
      const returnUrl = paymentReturnUrl();
      if (!orderRef.current) {
        const input = orderUserInput(user, confirmed, locale);
        const order = await buyRemeasurement(forSale.productId, healthPassportId, input, returnUrl);
        orderRef.current = order.id;
        trackCheckout(order.id);
      }
      return createPaymentLink(orderRef.current, returnUrl);
    },
    onSuccess: (paymentLink) => paymentPage.open(paymentLink),
    onError: refused,
  });

  // Coming back to the check from the form: the focus goes to what is to be checked.
  useEffect(() => {
    if (step === 2 && arrived.current) checkRef.current?.focus();
    arrived.current = true;
  }, [step]);

  const save = (saved: RemeasurementAddress) => {
    setAddress(saved);
    setProblem(null);
    // The order carries the address: another address is another order.
    orderRef.current = null;
    setStep(2);
  };
  // Buying stays busy once the payment page opens: the page is being left.
  const busy = redeem.isPending || buy.isPending || buy.isSuccess;
  const generalProblem =
    problem && !problem.field
      ? problemText(problem)
      : offer?.kind === 'unavailable'
        ? t('remeasurement.errors.noRemeasurement')
        : offerQuery.isError
          ? t('remeasurement.modal.loadError')
          : null;

  let body;
  let actions;
  if (step === 2 && address) {
    body = (
      <>
        <p ref={checkRef} tabIndex={-1} className={styles.intro}>
          {forSale ? t('remeasurement.modal.checkIntroBuy') : t('remeasurement.modal.checkIntro')}
        </p>
        <AddressCheck address={address} />
        <div className={styles.change}>
          <Button variant="link" onPress={() => setStep(1)} isDisabled={busy}>
            {t('remeasurement.modal.change')}
          </Button>
        </div>
        {offerQuery.isPending && <Skeleton height="1.5rem" />}
        {forSale && (
          <p className={styles.price}>
            {t('remeasurement.modal.price', {
              price: formatMoney(forSale.price.customerPrice, forSale.price.customerCurrency, locale),
            })}
          </p>
        )}
      </>
    );
    actions = (
      <>
        <Button variant="secondary" onPress={close} isDisabled={busy}>
          {t('common.cancel')}
        </Button>
        {offer?.kind === 'bought' && (
          <Button
            onPress={() => redeem.mutate(address)}
            isPending={busy}
            pendingLabel={t('remeasurement.modal.busy')}
          >
            {t('remeasurement.modal.confirm')}
          </Button>
        )}
        {forSale && (
          <Button
            onPress={() => buy.mutate(address)}
            isPending={busy}
            pendingLabel={t('remeasurement.modal.paying')}
          >
            {t('remeasurement.modal.pay')}
          </Button>
        )}
      </>
    );
  } else {
    const editing = step === 1 && address !== null;
    body = (
      <>
        <p className={styles.intro}>
          {editing ? t('remeasurement.modal.editIntro') : t('remeasurement.modal.newIntro')}
        </p>
        <AddressForm
          initial={address ?? startingAddress(known)}
          serverProblem={problem?.field ? problem : null}
          onSave={save}
        />
      </>
    );
    actions = editing ? (
      <>
        <Button variant="secondary" onPress={() => setStep(2)}>
          {t('remeasurement.modal.back')}
        </Button>
        <Button type="submit" form={FORM_ID}>
          {t('remeasurement.modal.save')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onPress={close}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID}>
          {t('remeasurement.modal.saveAndContinue')}
        </Button>
      </>
    );
  }

  return (
    <ModalDialog
      title={t('remeasurement.modal.title')}
      onDismiss={busy ? undefined : close}
      actions={actions}
    >
      {body}
      {generalProblem && (
        <div className={styles.problem}>
          <Callout tone="danger" role="alert">
            <p>{generalProblem}</p>
          </Callout>
        </div>
      )}
    </ModalDialog>
  );
}

/**
 * The redeem remeasurement modal (customer-journey §4, §5, §8): the address (a form when the customer has none
 * yet, the check of it otherwise, and the form again to change it), then Confirm redeems the bought remeasurement
 * for the latest published passport. The passports and chapters are read again before it closes, so the new
 * passport's chapter, with its remeasurement booking, is there. Without a bought one the check shows the shop's
 * price and confirming orders the remeasurement for that passport and goes to the payment page; the server
 * redeems it once paid, so the new chapter is on /onboarding when the payment returns. Every refusal says why, a
 * field's at that field.
 */
export function RedeemRemeasurementModal({
  healthPassportId,
  close,
}: RedeemRemeasurementModalProps & { close: () => void }) {
  const { t } = useTranslation();
  const user = useQuery(currentUserQueryOptions());
  if (user.data) return <RedeemFlow healthPassportId={healthPassportId} user={user.data} close={close} />;
  return (
    <ModalDialog
      title={t('remeasurement.modal.title')}
      onDismiss={close}
      actions={
        <Button variant="secondary" onPress={close}>
          {t('common.close')}
        </Button>
      }
    >
      {user.isError ? (
        <Callout tone="danger" role="alert">
          <p>{t('remeasurement.modal.loadError')}</p>
        </Callout>
      ) : (
        <Skeleton height="10rem" />
      )}
    </ModalDialog>
  );
}
