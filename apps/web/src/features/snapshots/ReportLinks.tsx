import { useTranslation } from 'react-i18next';
import { LocalizedKey } from '@health-passport/domain';
import { ActionLink } from '../../lib/ui';
import type { SnapshotManager } from './api';
import parts from './parts.module.css';
import styles from './SnapshotPage.module.css';

/** The report languages, each link named in its own language ("Report (English)", "Rapport (Nederlands)"). */
const REPORTS = [
  { key: LocalizedKey.EN_US, lang: 'en' },
  { key: LocalizedKey.NL_NL, lang: 'nl' },
] as const;

interface ReportLinksProps {
  manager: SnapshotManager;
  /** `staff`: a manager's reports in the managers panel; `own`: an HR manager downloading their own. */
  variant: 'staff' | 'own';
  /** The file name without its extension; the language is added. */
  fileName: string;
}

/**
 * A manager's PDF reports per language (`pdfURI`, signed links valid 10 minutes for the viewer). A language
 * without a report has no link.
 */
export function ReportLinks({ manager, variant, fileName }: ReportLinksProps) {
  const { t } = useTranslation();
  const links = REPORTS.filter(({ key }) => manager.pdfURI[key]);
  if (links.length === 0) return <p className={parts.muted}>{t('snapshots.reports.none')}</p>;
  return (
    <div className={styles.reports}>
      {links.map(({ key, lang }) => {
        const text =
          variant === 'own' ? t(`snapshots.reports.download.${key}`) : t(`snapshots.reports.${key}`);
        return (
          <ActionLink
            key={key}
            href={manager.pdfURI[key] ?? ''}
            download={`${fileName}-${lang}.pdf`}
            lang={lang}
            aria-label={
              variant === 'staff'
                ? t('snapshots.reports.reportFor', { report: text, name: manager.user.name })
                : undefined
            }
          >
            {text}
          </ActionLink>
        );
      })}
    </div>
  );
}
