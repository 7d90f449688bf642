import { useTranslation } from 'react-i18next';
import type { MfaAssociation } from './api';
import styles from './MfaSetupPanel.module.css';

/** The QR code as an image: an <img> never runs scripts an SVG might carry. */
function qrImageSource(qrSvg: string): string {
  return qrSvg.startsWith('data:image/')
    ? qrSvg
    : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`;
}

/** "ABCD EFGH IJKL": easier to copy by eye. */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Step one of adding an authenticator app: scan the QR code, or type the key by hand (or, on a phone, open
 * the app straight from the link). The code field that finishes the setup belongs to the caller.
 */
export function MfaSetupPanel({ association }: { association: MfaAssociation }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <img
        className={styles.qr}
        src={qrImageSource(association.qrSvg)}
        alt={t('auth.mfaSetup.qrAlt')}
        width={176}
        height={176}
      />
      <div className={styles.manual}>
        <dl className={styles.secretList}>
          <dt className={styles.secretLabel}>{t('auth.mfaSetup.secretLabel')}</dt>
          <dd className={styles.secret}>
            <code>{groupSecret(association.secretCode)}</code>
          </dd>
        </dl>
        <a className={styles.openApp} href={association.otpauthUri}>
          {t('auth.mfaSetup.openApp')}
        </a>
      </div>
    </div>
  );
}
