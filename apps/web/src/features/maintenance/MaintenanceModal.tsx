import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../lib/ui';
import { useMaintenance } from './useMaintenance';

/** Blocks the portal while the server is in maintenance; it cannot be dismissed and closes by itself. */
export function MaintenanceModal() {
  const { t } = useTranslation();
  const inMaintenance = useMaintenance();
  if (!inMaintenance) return null;
  return (
    <ModalDialog title={t('maintenance.title')} role="alertdialog">
      <p>{t('maintenance.text')}</p>
      <p>{t('maintenance.autoClose')}</p>
    </ModalDialog>
  );
}
