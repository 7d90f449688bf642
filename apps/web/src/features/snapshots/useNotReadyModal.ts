import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/modals';

/** Opens the modal an HR manager sees on a snapshot that is not published yet (§2.2 "snapshot not ready"). */
export function useNotReadyModal(): () => void {
  const { t } = useTranslation();
  const modals = useModals();
  return useCallback(
    () =>
      modals.open('message', {
        title: t('snapshots.notReady.modalTitle'),
        message: t('snapshots.snapshot not ready'),
      }),
    [modals, t],
  );
}
