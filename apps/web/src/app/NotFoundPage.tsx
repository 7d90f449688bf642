import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <Link to={RoutePath.HOME} className={styles.action}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
