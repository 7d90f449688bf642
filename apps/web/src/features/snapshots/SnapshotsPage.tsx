import { useEffect, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildPath, RoutePath } from '@health-passport/domain';
import {
  ActionLink,
  Button,
  cardLinkClass,
  Page,
  Pagination,
  PlainList,
  SectionCard,
  Skeleton,
  SkeletonCard,
  StatePanel,
} from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { searchSnapshotsQueryOptions, type SnapshotCard, type SnapshotFilter } from './api';
import { CreateSnapshotForm } from './CreateSnapshotForm';
import { filterFrom, filterParams, isNarrowed } from './filter';
import { NotReadyBlock } from './NotReadyBlock';
import { SnapshotFilters } from './SnapshotFilters';
import { useSnapshotRoles } from './useSnapshotRoles';
import { useStatusLabel } from './options';
import parts from './parts.module.css';
import styles from './SnapshotsPage.module.css';

const CARD_COLUMN = '18rem';

/**
 * /snapshots (passport-and-professional §2.2, §6, §9): the company snapshots the viewer may see as cards, 12 to a
 * page, filtered by name, company and status (COMPUTED at first). An HR manager sees their published snapshots
 * and, above them, the ones still being prepared; data experts and product managers start new ones here.
 */
export function SnapshotsPage() {
  const { t } = useTranslation();
  const title = t('snapshots.title');
  usePageTitle(title);
  const titleId = useId();
  const createId = useId();
  const roles = useSnapshotRoles();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params, roles.seesAll);
  const query = useQuery(searchSnapshotsQueryOptions(filter));

  const show = (next: SnapshotFilter) => setParams(filterParams(next, roles.seesAll), { replace: true });

  // A page past the end (an old link, snapshots removed since): the last page instead.
  const totalPages = query.data?.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && filter.page >= totalPages) show({ ...filter, page: totalPages - 1 });
  });

  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });

  const data = query.data;
  let content: ReactNode;
  if (data === undefined && query.isError) {
    content = (
      <StatePanel title={t('snapshots.error.title')} text={t('snapshots.error.text')}>
        <Button onPress={() => void query.refetch()} isPending={query.isFetching}>
          {t('common.retry')}
        </Button>
      </StatePanel>
    );
  } else if (data === undefined) {
    content = (
      <Skeleton label={t('snapshots.list.loading')} className={parts.cardGrid}>
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Skeleton>
    );
  } else if (data.content.length === 0) {
    const narrowed = isNarrowed(filter, roles.seesAll);
    content = (
      <StatePanel
        title={t('snapshots.empty.title')}
        text={
          narrowed
            ? t('snapshots.empty.filtered')
            : roles.seesAll
              ? t('snapshots.empty.none')
              : t('snapshots.empty.hr')
        }
      >
        {narrowed && (
          <Button variant="secondary" onPress={clearFilters}>
            {t('snapshots.filters.clear')}
          </Button>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <PlainList
        spacing="regular"
        columnWidth={CARD_COLUMN}
        className={styles.cards}
        aria-labelledby={titleId}
        aria-busy={query.isPlaceholderData}
      >
        {data.content.map((snapshot) => (
          <SnapshotCardItem key={snapshot.id} snapshot={snapshot} withStatus={roles.seesAll} />
        ))}
      </PlainList>
    );
  }

  return (
    <Page
      as="article"
      titleId={titleId}
      title={title}
      lead={roles.seesAll ? t('snapshots.intro.staff') : t('snapshots.intro.hr')}
      actions={
        roles.edits ? (
          <ActionLink to={RoutePath.COMPANIES}>{t('snapshots.companies.title')}</ActionLink>
        ) : undefined
      }
      size="large"
      rhythm="relaxed"
    >
      {roles.isHrManager && <NotReadyBlock />}
      <SnapshotFilters filter={filter} withStatus={roles.seesAll} onChange={(next) => show(next)} />
      {query.isError && data !== undefined && (
        <p role="alert" className={parts.muted}>
          {t('snapshots.error.text')}
        </p>
      )}
      {content}
      {data && (
        <Pagination
          page={data.pageNumber}
          totalPages={data.totalPages}
          hasPrevious={data.hasPrevious}
          hasNext={data.hasNext}
          onPage={(page) => show({ ...filter, page })}
        />
      )}
      {roles.edits && (
        <SectionCard title={t('snapshots.create.title')} titleId={createId}>
          <p>{t('snapshots.create.intro')}</p>
          <CreateSnapshotForm labelledBy={createId} />
        </SectionCard>
      )}
    </Page>
  );
}

/** One snapshot: its name, company, description, how many people it counts and the way in (§2.2). */
function SnapshotCardItem({ snapshot, withStatus }: { snapshot: SnapshotCard; withStatus: boolean }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const people = snapshot.totalHealthPassports;
  return (
    <SectionCard as="li" title={snapshot.name} className={styles.card}>
      <p className={parts.muted}>{snapshot.company}</p>
      {snapshot.description && <p>{snapshot.description}</p>}
      <p className={styles.people}>
        {people === null ? t('snapshots.card.notComputed') : t('snapshots.card.people', { count: people })}
      </p>
      {withStatus && (
        <p className={styles.status}>
          <span className="visually-hidden">{t('snapshots.filters.status')}: </span>
          {statusLabel(snapshot.status)}
        </p>
      )}
      <Link
        to={buildPath(RoutePath.SNAPSHOT, { id: snapshot.id })}
        className={`${cardLinkClass} ${styles.view}`}
        aria-label={t('snapshots.card.viewFor', { name: snapshot.name })}
      >
        {t('snapshots.card.view')}
      </Link>
    </SectionCard>
  );
}
