import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSharePassport } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { Button, Callout } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { passportName, useConsumerContext } from '../passport';
import {
  revokeShare,
  sharedPassportsQueryKey,
  sharedPassportsQueryOptions,
  sharingQueryKey,
  type Share,
  type SharedPassport,
} from './api';
import { PassportViews } from './PassportViews';
import { ShareForm } from './ShareForm';
import { ShareList } from './ShareList';
import styles from './SharePassportPage.module.css';

type Notice = { tone: 'success'; text: string } | { tone: 'danger'; text: string };

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.columns} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      {[0, 1].map((card) => (
        <div key={card} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Sharing needs a PUBLISHED passport (customer-journey §4 "Sharing"): the placeholder and a disabled button. */
function NotPublished() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="share-form-heading">
      <h2 id="share-form-heading" className={styles.cardTitle}>
        {t('sharing.form.heading')}
      </h2>
      <Callout tone="info">
        <p className={styles.calloutTitle}>{t('sharing.notPublished.title')}</p>
        <p>{t('sharing.notPublished.text')}</p>
      </Callout>
      <div className={styles.actions}>
        <Button isDisabled>{t('sharing.form.submit')}</Button>
      </div>
    </section>
  );
}

/**
 * /share-php (customer-journey §2 "Sharing and profile", §4 "Sharing"): share the current passport with
 * someone for a limited time, see and revoke the shares, and see who viewed the passport.
 */
export function SharePassportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('sharing.title');
  usePageTitle(title);
  const modals = useModals();
  const queryClient = useQueryClient();
  const { passportId, passport } = useConsumerContext();
  const passports = useQuery(sharedPassportsQueryOptions(locale));
  const [notice, setNotice] = useState<Notice | null>(null);

  const current = passports.data?.find((p) => p.id === passportId) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharingQueryKey });

  const showShares = (shares: Share[], recipientName: string) => {
    if (!current) return;
    queryClient.setQueryData(sharedPassportsQueryKey(locale), (list: SharedPassport[] | undefined) =>
      list?.map((p) => (p.id === current.id ? { ...p, shares } : p)),
    );
    setNotice({ tone: 'success', text: t('sharing.shared', { name: recipientName }) });
    void refresh();
  };

  const revoke = useMutation({
    mutationFn: ({ passportId, share }: { passportId: string; share: Share }) =>
      revokeShare(passportId, share.serviceNumber),
    onSuccess: async (_done, { share }) => {
      await refresh();
      setNotice({ tone: 'success', text: t('sharing.revoked', { name: share.name }) });
    },
    onError: async (error, { share }) => {
      setNotice({
        tone: 'danger',
        text: t('sharing.revokeFailed', {
          name: share.name,
          message: error instanceof Error ? error.message : String(error),
        }),
      });
      await refresh();
    },
  });

  const askToRevoke = (passportId: string, share: Share) => {
    setNotice(null);
    modals.open('confirm', {
      title: t('sharing.revokeConfirm.title', { name: share.name }),
      message: t('sharing.revokeConfirm.message', { name: share.name }),
      confirmLabel: t('sharing.revokeConfirm.confirm'),
      cancelLabel: t('sharing.revokeConfirm.cancel'),
      // The dialog closes at once; the share's button shows the revoking until the answer comes.
      onConfirm: () => revoke.mutate({ passportId, share }),
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{t('sharing.lead')}</p>
        {passport && (
          <p className={styles.muted}>
            {t('sharing.passport', {
              name: passportName(passport),
              date: formatDate(passport.createdDate, locale),
            })}
          </p>
        )}
      </div>

      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && <p className={styles.notice}>{notice.text}</p>}
      </div>
      {notice?.tone === 'danger' && (
        <Callout tone="danger" role="alert">
          <p>{notice.text}</p>
        </Callout>
      )}

      {passports.isPending && <PageSkeleton />}
      {passports.isError && (
        <div className={styles.loadFailure}>
          <Callout tone="danger" role="alert">
            <p>{t('sharing.loadError')}</p>
          </Callout>
          <Button onPress={() => void passports.refetch()} isPending={passports.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      )}

      {passports.data && (
        <div className={styles.columns}>
          {current && canSharePassport(current.status) ? (
            <section className={styles.card} aria-labelledby="share-form-heading">
              <ShareForm passportId={current.id} onShared={showShares} />
            </section>
          ) : (
            <NotPublished />
          )}
          <section className={styles.card} aria-labelledby="shares-heading">
            <h2 id="shares-heading" className={styles.cardTitle}>
              {t('sharing.shares.heading')}
            </h2>
            <ShareList
              shares={current?.shares ?? []}
              revoking={revoke.isPending ? (revoke.variables?.share.serviceNumber ?? null) : null}
              onRevoke={(share) => current && askToRevoke(current.id, share)}
            />
          </section>
        </div>
      )}
      {passports.data && current && <PassportViews passportId={current.id} />}
    </div>
  );
}
