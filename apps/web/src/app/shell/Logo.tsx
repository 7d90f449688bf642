import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import styles from './Logo.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={RoutePath.HOME} className={styles.logo} aria-label={t('app.homeLink')}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M5 17h5l2.5-5 4 10 3-7 1.5 2H27"
          fill="none"
          stroke="#fff"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{t('app.name')}</span>
    </Link>
  );
}
