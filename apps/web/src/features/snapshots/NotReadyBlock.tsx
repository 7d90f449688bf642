import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath, RoutePath, SnapshotErrorCode } from '@health-passport/domain';
import { Button, Callout, LoadError, PlainList, SectionCard } from '../../lib/ui';
import { snapshotQueryOptions, snapshotsNotReadyQueryOptions } from './api';
import { errorCodeOf } from './errors';
import { useNotReadyModal } from './useNotReadyModal';
import styles from './SnapshotsPage.module.css';

/**
 * The not-ready block of an HR manager (§6): their snapshots that are not published yet, by name. Opening one
 * asks for it (`snapshot`); while it is not published the answer is snapshotNotReady and the not-ready modal
 * says they will hear by e-mail (§2.2). One published in the meantime opens.
 */
export function NotReadyBlock() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openNotReady = useNotReadyModal();
  const notReady = useQuery(snapshotsNotReadyQueryOptions());
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const open = async (id: string) => {
    setOpening(id);
    setFailed(false);
    try {
      // Always asked anew: the block is about whether it is published now.
      await queryClient.fetchQuery({ ...snapshotQueryOptions(id), staleTime: 0 });
      await navigate(buildPath(RoutePath.SNAPSHOT, { id }));
    } catch (error) {
      if (errorCodeOf(error) === SnapshotErrorCode.NOT_READY) openNotReady();
      else setFailed(true);
    } finally {
      setOpening(null);
    }
  };

  if (notReady.isError) {
    return (
      <LoadError
        variant="inline"
        message={t('snapshots.notReady.loadFailed')}
        onRetry={() => void notReady.refetch()}
        isRetrying={notReady.isFetching}
      />
    );
  }
  if (!notReady.data || notReady.data.length === 0) return null;
  return (
    <SectionCard title={t('snapshots.notReady.title')} titleId={titleId} tone="muted">
      <p>{t('snapshots.notReady.text')}</p>
      <PlainList divided aria-labelledby={titleId}>
        {notReady.data.map((snapshot) => (
          <li key={snapshot.id} className={styles.notReadyItem}>
            <span className={styles.notReadyName}>
              {snapshot.name}
              <span className={styles.notReadyCompany}>{snapshot.company}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={t('snapshots.notReady.openFor', { name: snapshot.name })}
              isPending={opening === snapshot.id}
              isDisabled={opening !== null && opening !== snapshot.id}
              pendingLabel={t('common.busy')}
              onPress={() => void open(snapshot.id)}
            >
              {t('snapshots.notReady.open')}
            </Button>
          </li>
        ))}
      </PlainList>
      {failed && (
        <Callout tone="danger" role="alert">
          <p>{t('snapshots.notReady.openFailed')}</p>
        </Callout>
      )}
    </SectionCard>
  );
}
