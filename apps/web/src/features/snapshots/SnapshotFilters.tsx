import { useTranslation } from 'react-i18next';
import { isSnapshotStatus } from '@health-passport/domain';
import { FieldRow, FormGrid, Input, Select } from '../../lib/ui';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch';
import type { SnapshotFilter } from './api';
import { ALL_STATUSES } from './filter';
import { StatusOptions } from './options';
import styles from './SnapshotsPage.module.css';

interface SnapshotFiltersProps {
  filter: SnapshotFilter;
  /** Whether the status can be chosen: an HR manager sees published snapshots only. */
  withStatus: boolean;
  /** A changed filter; the page goes back to the first. */
  onChange: (filter: SnapshotFilter) => void;
}

/**
 * Name, company and status (§2.2). The texts apply 800 ms after the last keystroke, as the individuals search
 * does (clearing one applies at once); the status applies when chosen. Each change starts at page 0.
 */
export function SnapshotFilters({ filter, withStatus, onChange }: SnapshotFiltersProps) {
  const { t } = useTranslation();
  const [name, changeName] = useDebouncedSearch(filter.name, (next) => {
    if (next !== filter.name) onChange({ ...filter, name: next, page: 0 });
  });
  const [company, changeCompany] = useDebouncedSearch(filter.company, (next) => {
    if (next !== filter.company) onChange({ ...filter, company: next, page: 0 });
  });

  return (
    <form
      role="search"
      aria-label={t('snapshots.filters.label')}
      className={styles.filters}
      // Every field applies by itself; Enter must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <FormGrid>
        <FieldRow id="snapshot-filter-name" label={t('snapshots.filters.name')}>
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={name}
              onChange={(event) => changeName(event.target.value)}
              autoComplete="off"
            />
          )}
        </FieldRow>
        <FieldRow id="snapshot-filter-company" label={t('snapshots.filters.company')}>
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={company}
              onChange={(event) => changeCompany(event.target.value)}
              autoComplete="off"
            />
          )}
        </FieldRow>
        {withStatus && (
          <FieldRow id="snapshot-filter-status" label={t('snapshots.filters.status')}>
            {(aria) => (
              <Select
                {...aria}
                value={filter.status ?? ALL_STATUSES}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange({ ...filter, status: isSnapshotStatus(value) ? value : null, page: 0 });
                }}
              >
                <option value={ALL_STATUSES}>{t('snapshots.filters.allStatuses')}</option>
                <StatusOptions />
              </Select>
            )}
          </FieldRow>
        )}
      </FormGrid>
    </form>
  );
}
