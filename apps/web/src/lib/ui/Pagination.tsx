import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** The zero-based page shown. */
  page: number;
  totalPages: number;
  /** There may be more pages than `totalPages` (a list that stops counting): shown as "Page 1 of 10+". */
  totalPagesAtLeast?: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Asks for another zero-based page. */
  onPage: (page: number) => void;
}

/**
 * Previous / Page N of M / Next (passport-and-professional §2.2): Previous is disabled on the first page, Next
 * on the last, and nothing is shown when there are no pages. Pages are zero-based; people read them from 1.
 */
export function Pagination({
  page,
  totalPages,
  totalPagesAtLeast = false,
  hasPrevious,
  hasNext,
  onPage,
}: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination.label')}>
      <Button variant="secondary" isDisabled={!hasPrevious} onPress={() => onPage(page - 1)}>
        {t('common.pagination.previous')}
      </Button>
      <p className={styles.pageOf} role="status">
        {t(totalPagesAtLeast ? 'common.pagination.pageOfAtLeast' : 'common.pagination.pageOf', {
          page: page + 1,
          total: totalPages,
        })}
      </p>
      <Button variant="secondary" isDisabled={!hasNext} onPress={() => onPage(page + 1)}>
        {t('common.pagination.next')}
      </Button>
    </nav>
  );
}
