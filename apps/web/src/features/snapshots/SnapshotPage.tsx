import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickLocalized, RoutePath, SnapshotErrorCode } from '@health-passport/domain';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import {
  ActionLink,
  Button,
  Callout,
  Detail,
  DetailList,
  LoadError,
  Page,
  PageLoader,
  SectionCard,
  Skeleton,
  SkeletonCard,
  StatePanel,
} from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  recomputeSnapshot,
  snapshotQueryKey,
  snapshotQueryOptions,
  snapshotsQueryKey,
  snapshotSystemsQueryOptions,
  type Snapshot,
} from './api';
import { EditSnapshotForm } from './EditSnapshotForm';
import { errorCodeOf } from './errors';
import { ManagersPanel } from './ManagersPanel';
import { ReportLinks } from './ReportLinks';
import { SnapshotSystems } from './SnapshotSystems';
import { useNotReadyModal } from './useNotReadyModal';
import { useSnapshotRoles } from './useSnapshotRoles';
import { useStatusLabel } from './options';
import parts from './parts.module.css';
import styles from './SnapshotPage.module.css';

/**
 * /snapshot/{id} (passport-and-professional §2.2, §3, §8): one company snapshot, its facts and its systems. An HR
 * manager downloads their report; corporate and product managers keep its HR managers; data experts and product
 * managers edit and recompute it. A snapshot that is not published yet shows an HR manager the not-ready modal;
 * any other failure says there may be no data.
 */
export function SnapshotPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const snapshot = useQuery(snapshotQueryOptions(id));
  usePageTitle(snapshot.data?.name ?? t('snapshots.detail.title'));
  const openNotReady = useNotReadyModal();
  const notReady = errorCodeOf(snapshot.error) === SnapshotErrorCode.NOT_READY;

  useEffect(() => {
    if (notReady) openNotReady();
  }, [notReady, openNotReady]);

  if (snapshot.data) return <SnapshotView snapshot={snapshot.data} />;
  if (notReady) {
    return (
      <StatePanel
        variant="page"
        title={t('snapshots.detail.notReadyTitle')}
        text={t('snapshots.snapshot not ready')}
      >
        <ActionLink to={RoutePath.SNAPSHOTS}>{t('snapshots.detail.back')}</ActionLink>
      </StatePanel>
    );
  }
  if (snapshot.isError) {
    return (
      <StatePanel
        variant="page"
        title={t('snapshots.detail.failureTitle')}
        text={t('snapshots.detail.failure')}
      >
        <Button onPress={() => void snapshot.refetch()} isPending={snapshot.isFetching}>
          {t('common.retry')}
        </Button>
        <ActionLink to={RoutePath.SNAPSHOTS}>{t('snapshots.detail.back')}</ActionLink>
      </StatePanel>
    );
  }
  return <PageLoader />;
}

function SnapshotView({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const roles = useSnapshotRoles();
  const editId = useId();
  const logo = pickLocalized(
    { en_US: snapshot.logoURI.en_US ?? '', nl_NL: snapshot.logoURI.nl_NL ?? '' },
    locale,
  );
  const computed = snapshot.notComputedReason === null;
  // An HR manager's entry is their own: the server lists no one else to them.
  const own = roles.isHrManager ? snapshot.managers[0] : undefined;

  return (
    <Page
      as="article"
      title={snapshot.name}
      lead={snapshot.description ?? undefined}
      actions={
        logo ? (
          <img
            src={logo}
            alt={t('snapshots.detail.logo', { company: snapshot.company })}
            className={styles.logo}
          />
        ) : undefined
      }
      size="large"
      rhythm="relaxed"
    >
      <DetailList layout="columns">
        <Detail term={t('snapshots.detail.company')}>{snapshot.company}</Detail>
        <Detail term={t('snapshots.detail.status')}>{statusLabel(snapshot.status)}</Detail>
        {computed && (
          <Detail term={t('snapshots.detail.people')} valueClassName={styles.figure}>
            {snapshot.totalHealthPassports === null
              ? t('snapshots.card.notComputed')
              : t('snapshots.card.people', { count: snapshot.totalHealthPassports })}
          </Detail>
        )}
        {snapshot.computedDate && (
          <Detail term={t('snapshots.detail.computed')}>
            {formatDateTime(snapshot.computedDate, locale)}
          </Detail>
        )}
        {snapshot.expiryDate && (
          <Detail term={t('snapshots.detail.expiry')}>{formatDate(snapshot.expiryDate, locale)}</Detail>
        )}
      </DetailList>

      {computed ? (
        <SystemsArea snapshotId={snapshot.id} />
      ) : (
        <Callout tone="info" role="status">
          <p>
            <strong>{t('snapshots.detail.notComputed')}</strong>
          </p>
          <p>{snapshot.notComputedReason}</p>
        </Callout>
      )}

      {own && (
        <SectionCard title={t('snapshots.reports.title')}>
          <p>{t('snapshots.reports.intro')}</p>
          <ReportLinks manager={own} variant="own" fileName={snapshot.name} />
        </SectionCard>
      )}
      {roles.managesManagers && <ManagersPanel snapshot={snapshot} />}
      {roles.edits && (
        <>
          <RecomputeCard snapshotId={snapshot.id} />
          <SectionCard title={t('snapshots.edit.title')} titleId={editId}>
            {/* Another snapshot (followed by a link) starts the form afresh. */}
            <EditSnapshotForm key={snapshot.id} snapshot={snapshot} labelledBy={editId} />
          </SectionCard>
        </>
      )}
      <p>
        <ActionLink to={RoutePath.SNAPSHOTS}>{t('snapshots.detail.back')}</ActionLink>
      </p>
    </Page>
  );
}

/** The systems, loaded apart from the snapshot: their failure leaves the facts and the panels on screen. */
function SystemsArea({ snapshotId }: { snapshotId: string }) {
  const { t } = useTranslation();
  const systems = useQuery(snapshotSystemsQueryOptions(snapshotId));
  if (systems.isError) {
    return (
      <LoadError
        message={t('snapshots.detail.failure')}
        onRetry={() => void systems.refetch()}
        isRetrying={systems.isFetching}
      />
    );
  }
  if (!systems.data) {
    return (
      <Skeleton label={t('snapshots.detail.systemsLoading')} className={parts.cardGrid}>
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonCard key={index} icon />
        ))}
      </Skeleton>
    );
  }
  if (systems.data.length === 0) {
    return (
      <StatePanel title={t('snapshots.detail.noSystems.title')} text={t('snapshots.detail.noSystems.text')} />
    );
  }
  return <SnapshotSystems systems={systems.data} />;
}

/** Aggregates the company's current passports into the snapshot again (recomputeSnapshot). */
function RecomputeCard({ snapshotId }: { snapshotId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const recompute = useMutation({
    mutationFn: () => recomputeSnapshot(snapshotId),
    onMutate: () => setDone(false),
    onSuccess: async (updated) => {
      queryClient.setQueryData(snapshotQueryKey(snapshotId), updated);
      await queryClient.invalidateQueries({ queryKey: snapshotsQueryKey });
      setDone(true);
    },
  });
  return (
    <SectionCard title={t('snapshots.recompute.title')}>
      <p>{t('snapshots.recompute.text')}</p>
      {recompute.isError && (
        <Callout tone="danger" role="alert">
          <p>{t('snapshots.recompute.failed')}</p>
        </Callout>
      )}
      {done && (
        <Callout tone="success" role="status">
          <p>{t('snapshots.recompute.done')}</p>
        </Callout>
      )}
      <div>
        <Button
          variant="secondary"
          isPending={recompute.isPending}
          pendingLabel={t('snapshots.recompute.pending')}
          onPress={() => recompute.mutate()}
        >
          {t('snapshots.recompute.submit')}
        </Button>
      </div>
    </SectionCard>
  );
}
