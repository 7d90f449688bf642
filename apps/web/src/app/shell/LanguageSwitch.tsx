import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@health-passport/domain';
import { saveLocale } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import { FLAGS } from './flags';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLocale();
  return (
    <div role="group" aria-label={t('language.groupLabel')} className={styles.switch}>
      {LOCALES.map((locale) => {
        const Flag = FLAGS[locale];
        return (
          <ToggleButton
            key={locale}
            className={styles.flag}
            aria-label={t(`language.${locale}`)}
            isSelected={locale === active}
            onChange={(selected) => {
              // Signed in, the choice is kept on the user as well, like the profile's language switch.
              if (selected) saveLocale(locale).catch(() => undefined);
            }}
          >
            <Flag />
          </ToggleButton>
        );
      })}
    </div>
  );
}
