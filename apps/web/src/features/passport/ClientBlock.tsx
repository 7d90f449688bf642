import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_RESET_MS } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { shortName } from './names';
import { useConsumerContext } from './consumerContext';
import styles from './ClientBlock.module.css';

/** Male or Female (§3), whatever the case; anything else is not shown. */
function genderOf(value: string | null): 'Male' | 'Female' | null {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'male' ? 'Male' : normalized === 'female' ? 'Female' : null;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The service number as a click-to-copy button; the confirmation is announced and resets after 2 s. */
function CopyServiceNumber({ serviceNumber }: { serviceNumber: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_RESET_MS);
  };

  const copy = async () => {
    try {
      // Without a secure context (or with permission refused) there is no clipboard: say so.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(serviceNumber);
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <AriaButton
        className={styles.serviceNumber}
        aria-label={t('passportPages.client.copy', { serviceNumber })}
        onPress={() => void copy()}
      >
        {serviceNumber}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <rect x="9" y="9" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </AriaButton>
      <span
        className={state === 'failed' ? styles.failed : styles.confirmation}
        aria-live="polite"
        role="status"
      >
        {state === 'copied' && t('passportPages.client.copied')}
        {state === 'failed' && t('passportPages.client.copyFailed')}
      </span>
    </span>
  );
}

/**
 * The selected individual in the header, for professionals (§2.3, §6 headerClientBlock): short name,
 * gender, and, unless hidden (external users), birth date and the copyable service number.
 */
export function ClientBlock({ showBirthDateAndServiceNumber }: { showBirthDateAndServiceNumber: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { person } = useConsumerContext();
  if (!person) return null;
  const gender = genderOf(person.gender);

  return (
    <section className={styles.block} aria-label={t('passportPages.client.label')}>
      <span className={styles.name}>{shortName(person)}</span>
      {gender && (
        <span className={styles.detail}>
          {/* M or F on screen; the whole word for screen readers, which would spell a lone letter. */}
          <span aria-hidden="true">{t(`passportPages.client.gender.${gender}`)}</span>
          <span className="visually-hidden">{t(`passportPages.client.genderName.${gender}`)}</span>
        </span>
      )}
      {showBirthDateAndServiceNumber && person.birthDate && (
        <span className={styles.detail}>
          <span className="visually-hidden">{t('passportPages.client.birthDate')} </span>
          {formatDate(person.birthDate, locale)}
        </span>
      )}
      {showBirthDateAndServiceNumber && <CopyServiceNumber serviceNumber={person.serviceNumber} />}
    </section>
  );
}
