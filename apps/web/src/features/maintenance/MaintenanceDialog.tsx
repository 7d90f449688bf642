import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../lib/ui';

/** The blocking notice itself: it cannot be dismissed and closes by itself. */
export function MaintenanceDialog() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('maintenance.title')} role="alertdialog">
      <p>{t('maintenance.text')}</p>
      <p>{t('maintenance.autoClose')}</p>
    </ModalDialog>
  );
}
