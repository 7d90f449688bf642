import { useTranslation } from 'react-i18next';
import { toApiLocale } from '@health-passport/domain';
import { restDownload } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { DownloadButton } from '../../lib/ui';

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
  return (
    <DownloadButton
      download={() => restDownload(passportPdfPath(passportId, locale))}
      fallbackName={`${t('passportPages.pdf.fileName')}.pdf`}
      label={t('passportPages.pdf.download')}
      pendingLabel={t('passportPages.pdf.busy')}
      errorText={t('passportPages.pdf.error')}
      action="downloadPassportPdf"
    />
  );
}
