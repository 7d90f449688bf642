import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthDataKind, isRole } from '@health-passport/domain';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { LoadError, SectionCard, Skeleton } from '../../lib/ui';
import { passportViewsQueryOptions, type PassportView } from './api';
import styles from './SharePassportPage.module.css';

/** A page of the passport, as the access audit names it ("my-health/body-heart"), is a page of this app too. */
const PASSPORT_PAGE = /^my-(health|statistics)(\/[a-z0-9-]+)*$/;

/** What was read, in words; a page read links to that page. */
function WhatWasRead({ view }: { view: PassportView }) {
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

/**
 * "Who viewed my passport" (issue 8, access audit): every read of this passport's health data by staff or
 * an external viewer, newest first, with who, in which role, what and when.
 */
export function PassportViews({ passportId }: { passportId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const views = useQuery(passportViewsQueryOptions(passportId));
  const rolesInWords = (roles: readonly string[]): string => {
    const known = roles.filter(isRole);
    return known.length > 0
      ? known.map((role) => t(`sharing.roles.${role}`)).join(', ')
      : t('sharing.roles.unknown');
  };

  return (
    <SectionCard title={t('sharing.views.heading')} titleId="passport-views-heading">
      <p className={styles.muted}>{t('sharing.views.intro')}</p>
      {views.isPending && <Skeleton label={t('sharing.views.loading')} height="4rem" />}
      {views.isError && (
        <LoadError
          variant="inline"
          message={t('sharing.views.loadError')}
          onRetry={() => void views.refetch()}
          isRetrying={views.isFetching}
        />
      )}
      {views.data?.length === 0 && <p className={styles.muted}>{t('sharing.views.empty')}</p>}
      {views.data && views.data.length > 0 && (
        <ol className={styles.views}>
          {views.data.map((view) => (
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
      )}
    </SectionCard>
  );
}
