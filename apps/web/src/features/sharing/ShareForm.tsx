import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { shareExpiryBounds, ShareErrorCode } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import {
  Button,
  Callout,
  FieldRow,
  Form,
  FormActions,
  FormGrid,
  FormNote,
  Input,
  PhoneField,
} from '../../lib/ui';
import { sharePassport, type Share } from './api';
import {
  emptyShareForm,
  isShareFieldError,
  SHARE_FIELD_ORDER,
  shareFailureOf,
  shareFormSchema,
  shareToday,
  toShareRequest,
  type ShareFailure,
  type ShareFormInput,
  type ShareFormValues,
} from './shareForm';
import styles from './SharePassportPage.module.css';

interface ShareFormProps {
  passportId: string;
  /** The passport's live shares after a successful share (the new one included), and who it went to. */
  onShared: (shares: Share[], recipientName: string) => void;
}

/**
 * The share form (customer-journey §5 "Share form", §8 "Sharing"): the recipient's name, mobile phone
 * (international input, Dutch default) and e-mail, and an optional expiry shown as 3 months from today.
 * The card around it holds the heading (`share-form-heading`) that names the form.
 */
export function ShareForm({ passportId, onShared }: ShareFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Counted once per form: a form left open past midnight is checked again by the server.
  const today = useMemo(() => shareToday(), []);
  const bounds = shareExpiryBounds(today);
  const schema = useMemo(() => shareFormSchema(today), [today]);
  const [problem, setProblem] = useState<ShareFailure['problem'] | null>(null);
  const busyRef = useRef(false);

  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShareFormInput, unknown, ShareFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyShareForm(today),
    shouldFocusError: true,
  });

  const errorText = (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return isShareFieldError(message)
      ? t(`sharing.form.errors.${message}`, {
          min: formatDate(bounds.min, locale),
          max: formatDate(bounds.max, locale),
        })
      : message;
  };

  const share = async (values: ShareFormValues) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setProblem(null);
    try {
      const shares = await sharePassport(toShareRequest(passportId, values));
      reset(emptyShareForm(today));
      onShared(shares, `${values.firstName} ${values.lastName}`);
    } catch (error) {
      const failure = shareFailureOf(error);
      const first = SHARE_FIELD_ORDER.find((name) => failure.fields.some((f) => f.field === name));
      for (const { field, error: key } of failure.fields) {
        setError(field, { type: 'server', message: key }, { shouldFocus: field === first });
      }
      setProblem(failure.problem);
    } finally {
      busyRef.current = false;
    }
  };

  const problemText = (found: ShareFailure['problem']): string =>
    found.key === ShareErrorCode.DEFAULT && found.message
      ? found.message
      : t(`sharing.form.problems.${found.key}`);

  const required = true;
  return (
    <Form
      aria-labelledby="share-form-heading"
      aria-busy={isSubmitting || undefined}
      onSubmit={(event) => void handleSubmit(share)(event)}
    >
      <p className={styles.muted}>{t('sharing.form.intro')}</p>
      <FormNote>{t('sharing.form.requiredNote')}</FormNote>

      <FormGrid>
        <FieldRow
          id="share-first-name"
          label={t('sharing.form.firstName')}
          required={required}
          error={errorText(errors.firstName?.message)}
        >
          {(aria) => <Input {...aria} {...register('firstName')} autoComplete="off" />}
        </FieldRow>
        <FieldRow
          id="share-last-name"
          label={t('sharing.form.lastName')}
          required={required}
          error={errorText(errors.lastName?.message)}
        >
          {(aria) => <Input {...aria} {...register('lastName')} autoComplete="off" />}
        </FieldRow>
        <FieldRow
          id="share-phone"
          label={t('sharing.form.phoneNumber')}
          required={required}
          description={t('sharing.form.phoneHint')}
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
          id="share-email"
          label={t('sharing.form.email')}
          required={required}
          error={errorText(errors.email?.message)}
          wide
        >
          {(aria) => (
            <Input {...aria} {...register('email')} type="email" inputMode="email" autoComplete="off" />
          )}
        </FieldRow>
        <FieldRow
          id="share-expiry"
          label={t('sharing.form.expiryDate')}
          description={t('sharing.form.expiryHint', {
            min: formatDate(bounds.min, locale),
            max: formatDate(bounds.max, locale),
          })}
          error={errorText(errors.expiryDate?.message)}
        >
          {(aria) => (
            <Input {...aria} {...register('expiryDate')} type="date" min={bounds.min} max={bounds.max} />
          )}
        </FieldRow>
      </FormGrid>

      {problem && (
        <Callout tone="danger" role="alert">
          <p>{problemText(problem)}</p>
        </Callout>
      )}

      <FormActions>
        <Button type="submit" isPending={isSubmitting} pendingLabel={t('sharing.form.sharing')}>
          {t('sharing.form.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
