import { useTranslation } from 'react-i18next';
import { BusyIndicator } from './BusyIndicator';
import { Spinner } from './Spinner';
import styles from './PageLoader.module.css';
import skeleton from './Skeleton.module.css';

/** Fallback while a page's code or data loads: a page-shaped skeleton plus an announced busy state. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <BusyIndicator label={t('common.loading')} className={styles.loader}>
      {/* data-page-loader: the footer stays out of the layout while a page loads (AppFooter.module.css). */}
      <div className={styles.skeleton} aria-hidden="true" data-page-loader="">
        <span className={`${skeleton.bar} ${skeleton.pageTitle}`} />
        <span className={`${skeleton.bar} ${skeleton.line}`} />
        <span className={`${skeleton.bar} ${skeleton.line}`} />
        <span className={`${skeleton.bar} ${skeleton.lineShort}`} />
      </div>
      <Spinner />
    </BusyIndicator>
  );
}
