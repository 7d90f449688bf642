import { useMutation } from '@tanstack/react-query';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@health-passport/domain';
import { useSaveLocale } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import { Callout } from '../../lib/ui';
import styles from './ProfilePage.module.css';

/** Dutch or English, kept on the user (`updateMe` with locale nl_NL / en_US) for the next sign-in. */
export function LanguageSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const saveLocale = useSaveLocale();
  const mutation = useMutation({ mutationFn: (next: Locale) => saveLocale(next) });

  return (
    <section className={styles.card} aria-labelledby="profile-language">
      <h2 id="profile-language" className={styles.cardTitle}>
        {t('profile.language.heading')}
      </h2>
      <RadioGroup
        value={locale}
        onChange={(value) => {
          if (isLocale(value) && value !== locale) mutation.mutate(value);
        }}
        className={styles.radioGroup}
      >
        <Label className={styles.muted}>{t('profile.language.label')}</Label>
        <div className={styles.radios}>
          {LOCALES.map((option) => (
            <Radio key={option} value={option} className={styles.radio} lang={option}>
              {t(`language.${option}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {mutation.isError && (
        <div className={styles.notice}>
          <Callout tone="danger" role="alert">
            {t('profile.language.error')}
          </Callout>
        </div>
      )}
    </section>
  );
}
