import { useMutation } from '@tanstack/react-query';
import { Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@health-passport/domain';
import { saveLocale } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import { Callout, ChoiceRadio, SectionCard } from '../../lib/ui';
import styles from './ProfilePage.module.css';

/** Dutch or English, kept on the user (`updateMe` with locale nl_NL / en_US) for the next sign-in. */
export function LanguageSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useMutation({ mutationFn: (next: Locale) => saveLocale(next) });

  return (
    <SectionCard title={t('profile.language.heading')} titleId="profile-language">
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
            <ChoiceRadio key={option} value={option} lang={option}>
              {t(`language.${option}`)}
            </ChoiceRadio>
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
    </SectionCard>
  );
}
