import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSharePassport } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import {
  ActionNotice,
  Button,
  Callout,
  LoadError,
  type Notice,
  Page,
  SectionCard,
  Skeleton,
  SkeletonCard,
} from '../../lib/ui';
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

function PageSkeleton() {
  return (
    <Skeleton className={styles.columns}>
      <SkeletonCard />
      <SkeletonCard />
    </Skeleton>
  );
}

/** Sharing needs a PUBLISHED passport (customer-journey §4 "Sharing"): the placeholder and a disabled button. */
function NotPublished() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('sharing.form.heading')} titleId="share-form-heading">
      <Callout tone="info">
        <p className={styles.calloutTitle}>{t('sharing.notPublished.title')}</p>
        <p>{t('sharing.notPublished.text')}</p>
      </Callout>
      <div>
        <Button isDisabled>{t('sharing.form.submit')}</Button>
      </div>
    </SectionCard>
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
    <Page
      title={title}
      lead={t('sharing.lead')}
      meta={
        passport
          ? t('sharing.passport', {
              name: passportName(passport),
              date: formatDate(passport.createdDate, locale),
            })
          : undefined
      }
    >
      <ActionNotice notice={notice} />

      {passports.isPending && <PageSkeleton />}
      {passports.isError && (
        <LoadError
          message={t('sharing.loadError')}
          onRetry={() => void passports.refetch()}
          isRetrying={passports.isFetching}
        />
      )}

      {passports.data && (
        <div className={styles.columns}>
          {current && canSharePassport(current.status) ? (
            <SectionCard title={t('sharing.form.heading')} titleId="share-form-heading">
              <ShareForm passportId={current.id} onShared={showShares} />
            </SectionCard>
          ) : (
            <NotPublished />
          )}
          <SectionCard title={t('sharing.shares.heading')} titleId="shares-heading">
            <ShareList
              shares={current?.shares ?? []}
              revoking={revoke.isPending ? (revoke.variables?.share.serviceNumber ?? null) : null}
              onRevoke={(share) => current && askToRevoke(current.id, share)}
            />
          </SectionCard>
        </div>
      )}
      {passports.data && current && <PassportViews passportId={current.id} />}
    </Page>
  );
}
