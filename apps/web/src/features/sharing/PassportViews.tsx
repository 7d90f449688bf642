import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError, SectionCard, Skeleton } from '../../lib/ui';
import { AccessLogList } from './AccessLogList';
import { passportViewsQueryOptions } from './api';
import styles from './SharePassportPage.module.css';

/**
 * "Who viewed my passport" (access audit): every read of this passport's health data by staff or an external
 * viewer, newest first, with who, in which role, what and when.
 */
export function PassportViews({ passportId }: { passportId: string }) {
  const { t } = useTranslation();
  const views = useQuery(passportViewsQueryOptions(passportId));

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
      {views.data && views.data.length > 0 && <AccessLogList views={views.data} />}
    </SectionCard>
  );
}
