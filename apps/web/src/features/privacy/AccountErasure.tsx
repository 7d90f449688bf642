import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthErrorCode } from '@health-passport/domain';
import { isApiError, rateLimitedMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import {
  Button,
  Callout,
  Form,
  FormActions,
  LoadError,
  ModalDialog,
  SectionCard,
  Skeleton,
  TextField,
} from '../../lib/ui';
import {
  accountErasureQueryOptions,
  cancelAccountErasure,
  ERASURE_BLOCKED_BY_OPEN_ORDER,
  requestAccountErasure,
} from './erasureApi';
import styles from './PrivacyPage.module.css';

type RequestErrorKey =
  | 'privacy.erasure.wrongPassword'
  | 'privacy.erasure.wrongCode'
  | 'privacy.erasure.openOrder'
  | 'privacy.erasure.requestError';

function requestErrorKey(error: unknown): RequestErrorKey {
  const code = isApiError(error) ? error.code : undefined;
  if (code === AuthErrorCode.NOT_AUTHORIZED) return 'privacy.erasure.wrongPassword';
  if (code === AuthErrorCode.CODE_MISMATCH) return 'privacy.erasure.wrongCode';
  if (code === ERASURE_BLOCKED_BY_OPEN_ORDER) return 'privacy.erasure.openOrder';
  return 'privacy.erasure.requestError';
}

/** The server asks for the authenticator's code as well (an account with an authenticator app). */
const needsCode = (error: unknown) => isApiError(error) && error.code === AuthErrorCode.INVALID_PARAMETER;

/**
 * "Erase my account" (GDPR Art. 17): confirmed with the password in a dialog; the account is erased 14 days later
 * unless the person signs in or cancels here before then. Shows the day while it waits, and why it stopped.
 */
export function AccountErasure() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const options = accountErasureQueryOptions();
  const erasure = useQuery(options);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [askCode, setAskCode] = useState(false);

  const close = () => {
    setAsking(false);
    setPassword('');
    setTotpCode('');
  };
  const request = useMutation({
    mutationFn: () => requestAccountErasure({ password, ...(askCode && { totpCode }) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer);
      close();
    },
    onError: (error) => {
      if (needsCode(error)) setAskCode(true);
    },
  });
  const cancel = useMutation({
    mutationFn: cancelAccountErasure,
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length > 0) request.mutate();
  };

  const current = erasure.data;
  const pending = current?.status === 'PENDING';
  return (
    <SectionCard title={t('privacy.erasure.heading')} titleId="privacy-erasure-heading">
      <p className={styles.muted}>{t('privacy.erasure.intro')}</p>
      {erasure.isPending && <Skeleton label={t('privacy.erasure.loading')} height="3rem" />}
      {erasure.isError && (
        <LoadError
          variant="inline"
          message={t('privacy.erasure.loadError')}
          onRetry={() => void erasure.refetch()}
          isRetrying={erasure.isFetching}
        />
      )}
      <div role="status">
        {pending && (
          <Callout tone="danger">
            {t('privacy.erasure.pending', { date: formatDate(current.eraseAfter, locale) })}
          </Callout>
        )}
        {current?.status === 'CANCELLED' && current.cancelledAt && (
          <Callout tone="info">
            {t(
              current.cancelledBy === 'SIGN_IN'
                ? 'privacy.erasure.cancelledBySignIn'
                : 'privacy.erasure.cancelled',
              { date: formatDate(current.cancelledAt, locale) },
            )}
          </Callout>
        )}
      </div>
      {pending && (
        <div className={styles.entryActions}>
          <Button
            variant="secondary"
            isPending={cancel.isPending}
            pendingLabel={t('common.busy')}
            onPress={() => cancel.mutate()}
          >
            {t('privacy.erasure.cancel')}
          </Button>
        </div>
      )}
      {cancel.isError && (
        <Callout tone="danger" role="alert">
          {t('privacy.erasure.cancelError')}
        </Callout>
      )}
      {current !== undefined && !pending && (
        <div className={styles.entryActions}>
          <Button
            variant="secondary"
            onPress={() => {
              request.reset();
              setAsking(true);
            }}
          >
            {t('privacy.erasure.start')}
          </Button>
        </div>
      )}
      {asking && (
        <ModalDialog title={t('privacy.erasure.confirmTitle')} role="alertdialog" onDismiss={close}>
          <Form onSubmit={submit}>
            <p>{t('privacy.erasure.confirmText')}</p>
            {request.isError && !needsCode(request.error) && (
              <Callout tone="danger" role="alert">
                {rateLimitedMessage(request.error) ?? t(requestErrorKey(request.error))}
              </Callout>
            )}
            <TextField
              name="current-password"
              type="password"
              autoComplete="current-password"
              label={t('privacy.erasure.password')}
              value={password}
              onChange={setPassword}
              isRequired
              autoFocus
            />
            {askCode && (
              <TextField
                name="totp-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                label={t('privacy.erasure.code')}
                value={totpCode}
                onChange={setTotpCode}
                isRequired
              />
            )}
            <FormActions>
              <Button
                type="submit"
                isDisabled={password.length === 0}
                isPending={request.isPending}
                pendingLabel={t('common.busy')}
              >
                {t('privacy.erasure.confirm')}
              </Button>
              <Button variant="quiet" onPress={close}>
                {t('common.cancel')}
              </Button>
            </FormActions>
          </Form>
        </ModalDialog>
      )}
    </SectionCard>
  );
}
