import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbsFor } from '@health-passport/domain';
import { useIsMobile } from '../../lib/useMediaQuery';
import styles from './Breadcrumbs.module.css';

function lastSegment(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const NO_TITLES: ReadonlyMap<string, string> = new Map();

/** The bar with a Back button; `titles` names paths whose segment has no text of its own. */
export function BreadcrumbBar({ titles }: { titles: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const crumbs = breadcrumbsFor(pathname).map((path) => {
    const segment = lastSegment(path);
    // Ids and codes in the path have no translation; they are shown as they are.
    const label =
      titles.get(path) ?? t(`breadcrumbs.segments.${segment}` as 'breadcrumbs.segments.my-health', segment);
    return { path, label };
  });
  const visibleCrumbs = isMobile ? crumbs.slice(-1) : crumbs;

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <button type="button" className={styles.back} onClick={() => void navigate(-1)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('breadcrumbs.back')}
        </button>
        <nav aria-label={t('breadcrumbs.label')}>
          <ol className={styles.list}>
            {visibleCrumbs.map((crumb, index) => {
              const isCurrent = index === visibleCrumbs.length - 1;
              return (
                <li key={crumb.path} className={styles.item}>
                  {isCurrent ? (
                    <span aria-current="page" className={styles.current}>
                      {crumb.label}
                    </span>
                  ) : (
                    <Link to={crumb.path} className={styles.link}>
                      {crumb.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
