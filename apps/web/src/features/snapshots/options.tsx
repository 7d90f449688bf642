import { useCallback } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_TYPES,
  SNAPSHOT_STATUSES,
  snapshotStatusLabel,
  type SnapshotStatus,
} from '@health-passport/domain';
import { FieldRow, Select } from '../../lib/ui';

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

/** The customer type of a new snapshot or company: a required select of B2B and B2C. */
export function CustomerTypeField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <FieldRow id={id} label={t('snapshots.form.customerType')} required error={error}>
      {(aria) => (
        <Select {...aria} {...registration}>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`snapshots.customerTypes.${type}`)}
            </option>
          ))}
        </Select>
      )}
    </FieldRow>
  );
}
