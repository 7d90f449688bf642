import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui';
import type { UsersPage } from './api';
import styles from './IndividualsPage.module.css';

interface PaginationProps {
  pagination: UsersPage['pagination'];
  onPage: (page: number) => void;
}

/**
 * Previous / Page N of M / Next (§2.2): Previous is disabled on the first page, Next on the last, and nothing
 * is shown when there are no pages. Pages are zero-based; people read them from 1.
 */
export function Pagination({ pagination, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const { page, previous, next, totalPages } = pagination;
  if (totalPages === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={t('individuals.pagination.label')}>
      <Button variant="secondary" isDisabled={!previous} onPress={() => onPage(page - 1)}>
        {t('individuals.pagination.previous')}
      </Button>
      <p className={styles.pageOf} role="status">
        {t('individuals.pagination.pageOf', { page: page + 1, total: totalPages })}
      </p>
      <Button variant="secondary" isDisabled={!next} onPress={() => onPage(page + 1)}>
        {t('individuals.pagination.next')}
      </Button>
    </nav>
  );
}
