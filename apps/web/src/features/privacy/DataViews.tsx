import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HEALTH_DATA_KINDS, isHealthDataKind } from '@health-passport/domain';
import { Button, FieldRow, LoadError, SectionCard, Select, Skeleton } from '../../lib/ui';
import { AccessLogList, type HealthDataView, useRolesInWords } from '../sharing';
import { dataViewsQueryOptions, type DataViewsFilter } from './api';
import styles from './PrivacyPage.module.css';

const NO_FILTER: DataViewsFilter = { viewerId: null, what: null };

/** The people who read the person's data, once each, in the order of their newest read. */
function readersOf(views: readonly HealthDataView[]) {
  const readers = new Map<string, HealthDataView>();
  for (const view of views) {
    if (view.viewerId && !readers.has(view.viewerId)) readers.set(view.viewerId, view);
  }
  return [...readers.entries()];
}

/**
 * Who viewed my data: every read of the person's data by someone else over all their passports (the passport
 * pages, scans, documents, and staff reading measurements and questionnaire answers), filterable by person
 * and by kind.
 */
export function DataViews() {
  const { t } = useTranslation();
  const rolesInWords = useRolesInWords();
  const personId = useId();
  const kindId = useId();
  const [filter, setFilter] = useState<DataViewsFilter>(NO_FILTER);
  const all = useQuery(dataViewsQueryOptions(NO_FILTER));
  const filtered = filter.viewerId !== null || filter.what !== null;
  const shown = useQuery({ ...dataViewsQueryOptions(filter), enabled: filtered });
  const views = filtered ? shown : all;
  const readers = readersOf(all.data ?? []);

  return (
    <SectionCard title={t('privacy.views.heading')} titleId="privacy-views-heading">
      <p className={styles.muted}>{t('privacy.views.intro')}</p>
      {all.data && all.data.length > 0 && (
        <div className={styles.filters} role="group" aria-label={t('privacy.views.filters')}>
          <FieldRow id={personId} label={t('privacy.views.person')}>
            {(aria) => (
              <Select
                {...aria}
                value={filter.viewerId ?? ''}
                onChange={(event) => setFilter({ ...filter, viewerId: event.target.value || null })}
              >
                <option value="">{t('privacy.views.everyone')}</option>
                {readers.map(([id, view]) => (
                  <option key={id} value={id}>
                    {`${view.viewerName ?? t('sharing.views.deletedAccount')} (${rolesInWords(view.viewerRoles)})`}
                  </option>
                ))}
              </Select>
            )}
          </FieldRow>
          <FieldRow id={kindId} label={t('privacy.views.kind')}>
            {(aria) => (
              <Select
                {...aria}
                value={filter.what ?? ''}
                onChange={(event) => {
                  const what = event.target.value;
                  setFilter({ ...filter, what: isHealthDataKind(what) ? what : null });
                }}
              >
                <option value="">{t('privacy.views.everything')}</option>
                {HEALTH_DATA_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`sharing.views.what.${kind}`)}
                  </option>
                ))}
              </Select>
            )}
          </FieldRow>
        </div>
      )}
      {views.isPending && <Skeleton label={t('privacy.views.loading')} height="4rem" />}
      {views.isError && (
        <LoadError
          variant="inline"
          message={t('privacy.views.loadError')}
          onRetry={() => void views.refetch()}
          isRetrying={views.isFetching}
        />
      )}
      {views.data?.length === 0 &&
        (filtered ? (
          <div className={styles.emptyFiltered}>
            <p className={styles.muted}>{t('privacy.views.noMatch')}</p>
            <Button variant="secondary" onPress={() => setFilter(NO_FILTER)}>
              {t('privacy.views.clearFilters')}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{t('privacy.views.empty')}</p>
        ))}
      {views.data && views.data.length > 0 && (
        <div aria-live="polite">
          <AccessLogList views={views.data} />
        </div>
      )}
    </SectionCard>
  );
}
