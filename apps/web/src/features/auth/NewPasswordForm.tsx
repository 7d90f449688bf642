import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitNewPassword } from '@health-passport/domain';
import { Button } from '../../lib/ui';
import { NewPasswordFields } from './NewPasswordFields';
import styles from './LoginPage.module.css';

export interface NewPasswordFormProps {
  onSubmit: (newPassword: string) => void;
  onBack: () => void;
}

/** The NEW_PASSWORD_REQUIRED challenge, e.g. the first sign-in with a temporary password. */
export function NewPasswordForm({ onSubmit, onBack }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const canSubmit = canSubmitNewPassword(password, confirmation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <Button type="submit" className={styles.submit} isDisabled={!canSubmit}>
        {t('auth.newPassword.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
