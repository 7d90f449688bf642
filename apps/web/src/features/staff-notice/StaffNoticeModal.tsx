import { useTranslation } from 'react-i18next';
import { STAFF_NOTICE_COOKIE } from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { Button, ModalDialog } from '../../lib/ui';

/** Remembered for a year, and forgotten at sign-out: the notice returns with every new sign-in. */
const STAFF_NOTICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The one-time confidentiality notice for onboarders, health coaches and data experts (customer-journey
 * §6). It cannot be dismissed, only confirmed.
 */
export function StaffNoticeModal({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const confirm = () => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', STAFF_NOTICE_MAX_AGE_SECONDS);
    close();
  };
  return (
    <ModalDialog
      title={t('staffNotice.title')}
      role="alertdialog"
      actions={
        <Button onPress={confirm} autoFocus>
          {t('staffNotice.confirm')}
        </Button>
      }
    >
      <p>{t('staffNotice.intro')}</p>
      <ul>
        <li>{t('staffNotice.purpose')}</li>
        <li>{t('staffNotice.secrecy')}</li>
        <li>{t('staffNotice.devices')}</li>
      </ul>
      <p>{t('staffNotice.doubt')}</p>
    </ModalDialog>
  );
}
