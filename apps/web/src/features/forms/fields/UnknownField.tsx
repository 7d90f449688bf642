import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fields.module.css';

/** A field type the renderer does not know: a visible notice and a warning; the rest of the form lives. */
export function UnknownField({ type }: { type: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(`Dynamic form: field type ${JSON.stringify(type)} is not supported; showing a notice.`);
  }, [type]);
  return (
    <p className={styles.unknown} role="note">
      {t('forms.unknownField', { type })}
    </p>
  );
}
