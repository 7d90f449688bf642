import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword, NEW_PASSWORD_MIN_LENGTH, type NewPasswordCheck } from '@health-passport/domain';
import { TextField } from '../../lib/ui';
import styles from './NewPasswordFields.module.css';

type Rule = Exclude<keyof NewPasswordCheck, 'valid'>;
const RULES: readonly Rule[] = ['length', 'lower', 'upper', 'digit', 'special'];

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

function CheckIcon({ met }: { met: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      {met ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/**
 * A new password and its repetition with the strict rule of customer-journey §5 shown live as a checklist:
 * valid or invalid, a warning on leaving the field, and "Passwords don't match" for differing entries.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const checklistId = useId();
  const [passwordLeft, setPasswordLeft] = useState(false);
  const [confirmationLeft, setConfirmationLeft] = useState(false);
  const check = checkNewPassword(password);

  const warnPassword = passwordLeft && password !== '' && !check.valid;
  const mismatch = confirmationLeft && confirmation !== '' && confirmation !== password;

  return (
    <div className={styles.fields}>
      <TextField
        name="new-password"
        type="password"
        autoComplete="new-password"
        label={t('auth.password.newPassword')}
        value={password}
        onChange={onPasswordChange}
        onFocus={() => setPasswordLeft(false)}
        onBlur={() => setPasswordLeft(true)}
        isRequired
        isValid={check.valid}
        aria-describedby={checklistId}
        description={check.valid ? t('auth.password.valid') : undefined}
        errorMessage={warnPassword ? t('auth.password.invalid') : undefined}
      />
      <div id={checklistId} className={styles.requirements}>
        <p className={styles.requirementsTitle}>{t('auth.password.requirements')}</p>
        <ul className={styles.checklist}>
          {RULES.map((rule) => (
            <li key={rule} data-rule={rule} data-met={check[rule]} className={styles.rule}>
              <CheckIcon met={check[rule]} />
              <span>{t(`auth.password.rules.${rule}`, { min: NEW_PASSWORD_MIN_LENGTH })}</span>
              <span className="visually-hidden">
                {check[rule] ? t('auth.password.met') : t('auth.password.notMet')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        label={t('auth.password.confirmation')}
        value={confirmation}
        onChange={onConfirmationChange}
        onFocus={() => setConfirmationLeft(false)}
        onBlur={() => setConfirmationLeft(true)}
        isRequired
        isValid={check.valid && confirmation === password}
        errorMessage={mismatch ? t('auth.password.mismatch') : undefined}
      />
    </div>
  );
}
