import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PlainList } from '../../lib/ui';
import type { SnapshotAverage, SnapshotSubject } from './api';
import styles from './SnapshotSystems.module.css';

/**
 * One result across the company (§2.2, §3 "Snapshot systems"): its title, subtitle and icon, the share of people
 * per colour as a stacked bar and as text (colour, percentage, what it means), and each colour's details behind
 * a disclosure button.
 */
export function SubjectCard({ subject }: { subject: SnapshotSubject }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const action = open ? t('snapshots.subject.hideDetails') : t('snapshots.subject.showDetails');
  const withDetails = subject.averages.filter((average) => average.details.trim() !== '');
  return (
    <article className={styles.subject} aria-labelledby={titleId}>
      <div className={styles.subjectHeader}>
        {subject.iconURI && <img src={subject.iconURI} alt="" className={styles.subjectIcon} />}
        <div>
          <h4 id={titleId} className={styles.subjectTitle}>
            {subject.title}
          </h4>
          <p className={styles.muted}>{subject.subTitle}</p>
        </div>
      </div>
      <ShareBar averages={subject.averages} />
      <PlainList spacing="tight" className={styles.averages}>
        {subject.averages.map((average) => (
          <li key={average.color} className={`${styles.average} ${styles[average.color]}`}>
            <span className={styles.swatch} aria-hidden="true" />
            <span className={styles.colorName}>{t(`snapshots.colors.${average.color}`)}</span>
            <span className={styles.percentage}>{average.percentageLabel}</span>
            <span className={styles.averageText}>{average.description}</span>
          </li>
        ))}
      </PlainList>
      {withDetails.length > 0 && (
        <>
          <Button
            variant="link"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('snapshots.subject.actionFor', { action, title: subject.title })}
            onPress={() => setOpen((shown) => !shown)}
          >
            {action}
          </Button>
          <div id={detailsId} hidden={!open} className={styles.details}>
            {withDetails.map((average) => (
              <p key={average.color}>
                <strong>{t(`snapshots.colors.${average.color}`)}: </strong>
                {average.details}
              </p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}

/**
 * The shares as one stacked horizontal bar, worst first as the server orders them. A picture with its text in
 * its name: the percentages per colour (suppressed shares have no part of the bar).
 */
function ShareBar({ averages }: { averages: readonly SnapshotAverage[] }) {
  const { t } = useTranslation();
  const shown = averages.filter((average) => (average.percentage ?? 0) > 0);
  if (shown.length === 0) return null;
  const shares = shown
    .map((average) =>
      t('snapshots.subject.share', {
        color: t(`snapshots.colors.${average.color}`),
        label: average.percentageLabel,
      }),
    )
    .join(', ');
  return (
    <div className={styles.bar} role="img" aria-label={t('snapshots.subject.chart', { shares })}>
      {shown.map((average) => (
        <span
          key={average.color}
          className={`${styles.segment} ${styles[average.color]}`}
          style={{ flexGrow: average.percentage ?? 0 }}
        />
      ))}
    </div>
  );
}
