import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@health-passport/domain';
import { changeLocale, useLocale } from '../../lib/i18n';
import { getSessionStatus } from '../../lib/session';
import { FLAGS } from './flags';
import styles from './LanguageSwitch.module.css';

/**
 * Signed in, the choice is kept on the user as well, like the profile's language switch (lib/currentUser, which the
 * signed-in parts have loaded already; the sign-in page draws without it).
 */
function chooseLocale(locale: Locale): Promise<unknown> {
  if (getSessionStatus() !== 'active') return changeLocale(locale);
  return import('../../lib/currentUser').then(({ saveLocale }) => saveLocale(locale));
}

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
              if (selected) chooseLocale(locale).catch(() => undefined);
            }}
          >
            <Flag />
          </ToggleButton>
        );
      })}
    </div>
  );
}
