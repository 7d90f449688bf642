import { useTranslation } from 'react-i18next';
import { APP_VERSION, Locale } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { SectionCard } from '../../lib/ui';
import styles from './ProfilePage.module.css';

/** The instructions for use, one PDF per interface language (served from public/docs). */
export const INSTRUCTIONS_PDF: Readonly<Record<Locale, string>> = {
  [Locale.EN_US]: '/docs/instructions-en.pdf',
  [Locale.NL_NL]: '/docs/instructions-nl.pdf',
};

function CeMark() {
  return (
    <svg viewBox="0 0 64 40" width="56" height="35" aria-hidden="true" focusable="false">
      <path d="M30 6a14 14 0 1 0 0 28" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M58 6a14 14 0 1 0 0 28M44 20h12" fill="none" stroke="currentColor" strokeWidth="5" />
    </svg>
  );
}

function FactoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M3 21V10l6 4V10l6 4V4h6v17z" fill="currentColor" />
    </svg>
  );
}

/** The product's regulatory information: compliance, instructions for use and the manufacturer. */
export function ProductInformation() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pdf = INSTRUCTIONS_PDF[locale];
  return (
    <>
      <SectionCard title={t('profile.compliance.heading')} titleId="profile-compliance" icon={<CeMark />}>
        <p>{t('profile.compliance.statement')}</p>
        <p className={styles.muted}>{t('profile.compliance.version', { version: APP_VERSION })}</p>
      </SectionCard>

      <SectionCard title={t('profile.instructions.heading')} titleId="profile-instructions">
        <p>{t('profile.instructions.text')}</p>
        <a className={styles.download} href={pdf} download={pdf.slice(pdf.lastIndexOf('/') + 1)}>
          {t('profile.instructions.download')}
        </a>
      </SectionCard>

      <SectionCard
        title={t('profile.manufacturer.heading')}
        titleId="profile-manufacturer"
        icon={<FactoryIcon />}
      >
        <address className={styles.address}>
          {t('profile.manufacturer.name')}
          <br />
          {t('profile.manufacturer.street')}
          <br />
          {t('profile.manufacturer.postalCodeAndCity')}
          <br />
          {t('profile.manufacturer.country')}
        </address>
      </SectionCard>
    </>
  );
}
