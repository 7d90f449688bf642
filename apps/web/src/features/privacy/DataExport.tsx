import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_FILE_NAME, DataExportErrorCode } from '@health-passport/domain';
import { isApiError, restDownload } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { Button, Callout, DownloadButton, LoadError, SectionCard, Skeleton, Spinner } from '../../lib/ui';
import { dataExportQueryOptions, requestMyDataExport } from './api';
import styles from './PrivacyPage.module.css';

/**
 * "Download my data": the person asks for everything held about them; a job prepares it (the section asks again
 * until it is ready), then it downloads as one zip. An e-mail says when it is ready, so they may leave meanwhile.
 */
export function DataExport() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const options = dataExportQueryOptions();
  const dataExport = useQuery(options);

  const request = useMutation({
    mutationFn: requestMyDataExport,
    onSuccess: (answer) => queryClient.setQueryData(options.queryKey, answer),
    // One being prepared already (another tab): show it as it is.
    onError: (error) => {
      if (isApiError(error) && error.code === DataExportErrorCode.ALREADY_RUNNING) {
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
      }
    },
  });
  const requestFailed =
    request.isError &&
    !(isApiError(request.error) && request.error.code === DataExportErrorCode.ALREADY_RUNNING);

  // The url in the answer is valid minutes: a fresh one is asked for at the moment of the download.
  const download = async () => {
    const fresh = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    if (!fresh.url) throw new Error('The export is no longer ready');
    return restDownload(fresh.url);
  };

  const requestButton = (label: string) => (
    <div className={styles.entryActions}>
      <Button
        variant="secondary"
        isPending={request.isPending}
        pendingLabel={t('privacy.export.requesting')}
        onPress={() => request.mutate()}
      >
        {label}
      </Button>
    </div>
  );

  const current = dataExport.data;
  return (
    <SectionCard title={t('privacy.export.heading')} titleId="privacy-export-heading">
      <p className={styles.muted}>{t('privacy.export.intro')}</p>
      {dataExport.isPending && <Skeleton label={t('privacy.export.loading')} height="3rem" />}
      {dataExport.isError && (
        <LoadError
          variant="inline"
          message={t('privacy.export.loadError')}
          onRetry={() => void dataExport.refetch()}
          isRetrying={dataExport.isFetching}
        />
      )}
      {/* Announced as it changes: preparing, then ready or failed. */}
      <div role="status" className={styles.exportStatus}>
        {current?.status === 'PREPARING' && (
          <p className={styles.preparing}>
            <Spinner size="small" />
            {t('privacy.export.preparing')}
          </p>
        )}
        {current?.status === 'READY' && current.expiresAt && (
          <p>{t('privacy.export.ready', { until: formatDateTime(current.expiresAt, locale) })}</p>
        )}
      </div>
      {current?.status === 'NONE' && requestButton(t('privacy.export.request'))}
      {current?.status === 'READY' && (
        <div className={styles.entryActions}>
          <DownloadButton
            download={download}
            fallbackName={DATA_EXPORT_FILE_NAME}
            label={t('privacy.export.download')}
            pendingLabel={t('privacy.export.downloading')}
            errorText={t('privacy.export.downloadError')}
            action="downloadMyData"
          />
        </div>
      )}
      {current?.status === 'FAILED' && (
        <>
          <Callout tone="danger">{t('privacy.export.failed')}</Callout>
          {requestButton(t('privacy.export.retry'))}
        </>
      )}
      {requestFailed && (
        <Callout tone="danger" role="alert">
          {t('privacy.export.requestError')}
        </Callout>
      )}
    </SectionCard>
  );
}
