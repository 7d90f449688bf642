import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPermissionType, toApiLocale } from '@health-passport/domain';
import { currentUserQueryKey } from '../../lib/currentUser';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import { ActionNotice, Button, LoadError, type Notice, SectionCard, Skeleton } from '../../lib/ui';
import { consentHistoryQueryOptions, privacyQueryKey, withdrawPermission, type ConsentEntry } from './api';
import styles from './PrivacyPage.module.css';

/** The document's title in the interface language, else the other one, else the type in words. */
function useEntryTitle(): (entry: ConsentEntry) => string {
  const { t } = useTranslation();
  const key = toApiLocale(useLocale());
  return (entry) =>
    entry.title[key] ||
    entry.title.en_US ||
    entry.title.nl_NL ||
    (isPermissionType(entry.type) ? t(`privacy.consents.types.${entry.type}`) : entry.type);
}

function ConsentRow({
  entry,
  withdrawing,
  onWithdraw,
}: {
  entry: ConsentEntry;
  withdrawing: boolean;
  onWithdraw: (entry: ConsentEntry) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = useEntryTitle()(entry);
  const url = entry.url[toApiLocale(locale)] ?? entry.url.en_US ?? entry.url.nl_NL;
  const granted = entry.action === 'GRANTED';
  const passport = entry.healthPassport;
  return (
    <li className={styles.entry}>
      <div className={styles.entryHeader}>
        <h3 className={styles.entryTitle}>{title}</h3>
        <span className={`${styles.action} ${granted ? styles.granted : styles.withdrawn}`}>
          {granted ? t('privacy.consents.granted') : t('privacy.consents.withdrawn')}
        </span>
      </div>
      <p className={styles.muted}>
        {t('privacy.consents.version', { version: entry.version })}
        {' · '}
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, locale)}</time>
        {entry.recordedByOther && ` · ${t('privacy.consents.recordedByOther')}`}
      </p>
      <p className={styles.muted}>
        {t('privacy.consents.passport', {
          name: passport.localizedProductName || passport.displayName,
          date: formatDate(passport.createdDate, locale),
        })}
      </p>
      {(url || entry.withdrawable) && (
        <div className={styles.entryActions}>
          {url && (
            <a href={url} target="_blank" rel="noreferrer">
              {t('privacy.consents.readText', { title })}
            </a>
          )}
          {entry.withdrawable && (
            <Button
              variant="secondary"
              isPending={withdrawing}
              pendingLabel={t('common.busy')}
              aria-label={t('privacy.consents.withdrawNamed', { title })}
              onPress={() => onWithdraw(entry)}
            >
              {t('privacy.consents.withdraw')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The consent ledger: every permission the person granted or withdrew, with its version, its text and for which
 * passport, newest first. An optional permission currently granted may be withdrawn after a confirmation.
 */
export function ConsentHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const modals = useModals();
  const queryClient = useQueryClient();
  const history = useQuery(consentHistoryQueryOptions(locale));
  const entryTitle = useEntryTitle();
  const [notice, setNotice] = useState<Notice | null>(null);

  const withdraw = useMutation({
    mutationFn: (entry: ConsentEntry) =>
      withdrawPermission(entry.healthPassport.id, entry.requestedPermission.id),
    onSuccess: (_done, entry) =>
      setNotice({
        tone: 'success',
        text: t('privacy.consents.withdrawnNotice', { title: entryTitle(entry) }),
      }),
    onError: (_error, entry) =>
      setNotice({ tone: 'danger', text: t('privacy.consents.withdrawFailed', { title: entryTitle(entry) }) }),
    // The ledger, and the user's consent flags that the rest of the app reads, are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });

  const askToWithdraw = (entry: ConsentEntry) => {
    setNotice(null);
    const title = entryTitle(entry);
    modals.open('confirm', {
      title: t('privacy.consents.confirm.title', { title }),
      message: t('privacy.consents.confirm.message', { title }),
      confirmLabel: t('privacy.consents.confirm.confirm'),
      cancelLabel: t('privacy.consents.confirm.cancel'),
      onConfirm: () => withdraw.mutate(entry),
    });
  };

  return (
    <SectionCard title={t('privacy.consents.heading')} titleId="privacy-consents-heading">
      <p className={styles.muted}>{t('privacy.consents.intro')}</p>
      <ActionNotice notice={notice} />
      {history.isPending && <Skeleton label={t('privacy.consents.loading')} height="6rem" />}
      {history.isError && (
        <LoadError
          variant="inline"
          message={t('privacy.consents.loadError')}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      )}
      {history.data?.length === 0 && <p className={styles.muted}>{t('privacy.consents.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className={styles.entries}>
          {history.data.map((entry) => (
            <ConsentRow
              key={entry.id}
              entry={entry}
              withdrawing={withdraw.isPending && withdraw.variables?.id === entry.id}
              onWithdraw={askToWithdraw}
            />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
