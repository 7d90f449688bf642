import { useTranslation } from 'react-i18next';
import styles from './FormProgress.module.css';

export interface ProgressPage {
  /** Index of the page among the form's top-level groups. */
  index: number;
  label: string;
  /** 0-100, from the engine. */
  progress: number;
  isCurrent: boolean;
  /** False for pages that cannot be reached from here (questionnaire: more than one page ahead). */
  isReachable: boolean;
}

interface FormProgressProps {
  pages: readonly ProgressPage[];
  onSelect: (index: number) => void;
  isBusy: boolean;
}

/** The progress bar over a paged form: one step per page with its label and how much of it is filled. */
export function FormProgress({ pages, onSelect, isBusy }: FormProgressProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('forms.pagesLabel')} className={styles.nav}>
      <ol className={styles.steps}>
        {pages.map((page) => {
          const progressText = t('forms.pageProgress', { progress: page.progress });
          return (
            <li key={page.index} className={styles.step} data-complete={page.progress === 100 || undefined}>
              <button
                type="button"
                className={styles.stepButton}
                aria-current={page.isCurrent ? 'step' : undefined}
                aria-label={`${page.label}, ${progressText}`}
                disabled={!page.isReachable || isBusy}
                onClick={() => {
                  if (!page.isCurrent) onSelect(page.index);
                }}
              >
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${page.progress}%` }} />
                </span>
                <span className={styles.stepLabel}>
                  <span className={styles.number} aria-hidden="true" />
                  {page.label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
