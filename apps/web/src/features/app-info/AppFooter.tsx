import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@health-passport/domain';
import { useAppInfo } from './api';
import styles from './AppFooter.module.css';

const DEMO_MODE = 'demo';

/**
 * Version line, plus a clear notice when the server runs with demo data. Drawn once the server's facts are in (or
 * failed): the notice appearing in a footer already drawn would make it taller and move it (a layout shift).
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { data, isPending } = useAppInfo();
  if (isPending) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>{t('footer.version', { version: data?.version ?? APP_VERSION })}</span>
        {data?.mode === DEMO_MODE && <span className={styles.demo}>{t('footer.demo')}</span>}
      </div>
    </footer>
  );
}
