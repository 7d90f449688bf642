import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './IndividualsPage.module.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The individuals search (§2.2): a labelled search field with the users.filter placeholder; Escape or the
 * clear button empty it, which applies at once.
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <SearchField value={value} onChange={onChange} className={styles.search}>
      <Label className={styles.searchLabel}>{t('individuals.search.label')}</Label>
      <div className={styles.searchInput}>
        <Input placeholder={t('users.filter')} className={styles.input} />
        {value !== '' && (
          <Button className={styles.clear} aria-label={t('individuals.search.clear')}>
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </div>
    </SearchField>
  );
}
