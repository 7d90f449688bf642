import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS, SNAPSHOT_MIN_SUMMARY_PASSPORTS } from '@health-passport/domain';
import { isFormErrorKey } from './errors';

/** A form message (a key of snapshots.form.errors) in words; anything else is shown as it is. */
export function useFormErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) =>
      isFormErrorKey(message)
        ? t(`snapshots.form.errors.${message}`, {
            min: SNAPSHOT_MIN_SUMMARY_PASSPORTS,
            max: SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS,
          })
        : message,
    [t],
  );
}
