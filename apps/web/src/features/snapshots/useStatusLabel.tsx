import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SNAPSHOT_STATUSES, snapshotStatusLabel, type SnapshotStatus } from '@health-passport/domain';

/**
 * A status in words: the spec's label (underscores to spaces, capitalised, §2.2) in English, translated in
 * Dutch; a status the texts do not know yet shows the spec's label.
 */
export function useStatusLabel(): (status: SnapshotStatus) => string {
  const { t } = useTranslation();
  return useCallback(
    (status) => t(`snapshots.statuses.${status}`, { defaultValue: snapshotStatusLabel(status) }),
    [t],
  );
}

/** Every status as an option of a select, in the lifecycle's order. */
export function StatusOptions() {
  const statusLabel = useStatusLabel();
  return SNAPSHOT_STATUSES.map((status) => (
    <option key={status} value={status}>
      {statusLabel(status)}
    </option>
  ));
}
