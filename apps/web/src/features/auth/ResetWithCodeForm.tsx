import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitNewPassword } from '@health-passport/domain';
import { Button, TextField } from '../../lib/ui';
import { NewPasswordFields } from './NewPasswordFields';
import styles from './LoginPage.module.css';

export interface ResetWithCodeFormProps {
  destination?: string;
  onSubmit: (code: string, newPassword: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Reset with the e-mailed code plus a new password and its confirmation (customer-journey §2). */
export function ResetWithCodeForm({ destination, onSubmit, onResend, onBack }: ResetWithCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const canSubmit = code.trim() !== '' && canSubmitNewPassword(password, confirmation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(code, password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        {destination
          ? t('auth.resetWithCode.intro', { destination })
          : t('auth.resetWithCode.introNoDestination')}
      </p>
      <TextField
        name="code"
        label={t('auth.resetWithCode.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck="false"
        value={code}
        onChange={setCode}
        isRequired
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <Button type="submit" className={styles.submit} isDisabled={!canSubmit}>
        {t('auth.resetWithCode.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onResend}>
          {t('auth.resetWithCode.requestAgain')}
        </Button>
        <Button variant="link" onPress={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
