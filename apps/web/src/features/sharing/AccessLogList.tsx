import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthDataKind, isRole } from '@health-passport/domain';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { HealthDataReadFieldsFragment } from '../../lib/gql/graphql';
import styles from './SharePassportPage.module.css';

export type HealthDataView = HealthDataReadFieldsFragment;

/** A page of the passport, as the access audit names it ("my-health/body-heart"), is a page of this app too. */
const PASSPORT_PAGE = /^my-(health|statistics)(\/[a-z0-9-]+)*$/;

/** What was read, in words; a page read links to that page. */
function WhatWasRead({ view }: { view: HealthDataView }) {
  const { t } = useTranslation();
  if (view.what === HealthDataKind.LAYOUT && view.detail && PASSPORT_PAGE.test(view.detail)) {
    const path = `/${view.detail}`;
    return (
      <>
        {t('sharing.views.what.layoutPage')} <Link to={path}>{path}</Link>
      </>
    );
  }
  return <>{t(`sharing.views.what.${view.what}`)}</>;
}

/** The reader's roles in words ("Onboarder, Doctor"). */
export function useRolesInWords(): (roles: readonly string[]) => string {
  const { t } = useTranslation();
  return (roles) => {
    const known = roles.filter(isRole);
    return known.length > 0
      ? known.map((role) => t(`sharing.roles.${role}`)).join(', ')
      : t('sharing.roles.unknown');
  };
}

/**
 * Reads of the person's health data (the access audit), newest first: who, in which role, what and when. The
 * share page shows one passport's, the privacy page all of them.
 */
export function AccessLogList({ views }: { views: readonly HealthDataView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rolesInWords = useRolesInWords();
  return (
    <ol className={styles.views}>
      {views.map((view) => (
        <li key={view.id} className={styles.view}>
          <p className={styles.viewWho}>
            <strong>{view.viewerName ?? t('sharing.views.deletedAccount')}</strong>
            <span className={styles.muted}>{rolesInWords(view.viewerRoles)}</span>
          </p>
          <p className={styles.viewWhat}>
            <WhatWasRead view={view} />
          </p>
          <time className={styles.viewWhen} dateTime={view.viewedAt}>
            {formatDateTime(view.viewedAt, locale)}
          </time>
        </li>
      ))}
    </ol>
  );
}
