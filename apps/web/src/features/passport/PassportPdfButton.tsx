import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiLocale } from '@health-passport/domain';
import { isApiError, restDownload } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { useLocale } from '../../lib/i18n';
import { saveFile } from '../../lib/saveFile';
import { Button, Callout } from '../../lib/ui';
import styles from './LayoutPage.module.css';

/** The passport's PDF in the interface language: `/api/v2/health-passports/{id}/report/nl_NL.pdf`. */
export function passportPdfPath(passportId: string, locale: Parameters<typeof toApiLocale>[0]): string {
  return `/api/v2/health-passports/${encodeURIComponent(passportId)}/report/${toApiLocale(locale)}.pdf`;
}

/**
 * "Download PDF" of a published passport, in the interface language: the person's results for their own doctor.
 * The server makes the PDF on request, so the button shows it is busy, and says so when it fails.
 */
export function PassportPdfButton({ passportId }: { passportId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorId = useId();
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await restDownload(passportPdfPath(passportId, locale)),
        `${t('passportPages.pdf.fileName')}.pdf`,
      ),
    onError: (error) => {
      // A refusal (no longer shared, not published) is an answer; anything else is a fault worth reporting.
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        reportError(error, { action: 'downloadPassportPdf' });
      }
    },
  });

  return (
    <div className={styles.pdf}>
      <Button
        variant="secondary"
        isPending={download.isPending}
        pendingLabel={t('passportPages.pdf.busy')}
        aria-describedby={download.isError ? errorId : undefined}
        onPress={() => download.mutate()}
      >
        {t('passportPages.pdf.download')}
      </Button>
      {download.isError && (
        <Callout tone="danger" role="alert" id={errorId}>
          {t('passportPages.pdf.error')}
        </Callout>
      )}
    </div>
  );
}
