import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../lib/ui';
import styles from './LoginPage.module.css';

export interface RequestResetFormProps {
  initialUsername: string;
  onSubmit: (username: string) => void;
  onBack: () => void;
}

/** Request a new password: the username only (customer-journey §2). */
export function RequestResetForm({ initialUsername, onSubmit, onBack }: RequestResetFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [missing, setMissing] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (username.trim() === '') {
      setMissing(true);
      usernameRef.current?.focus();
      return;
    }
    onSubmit(username);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.requestReset.intro')}</p>
      <TextField
        name="username"
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck="false"
        label={t('auth.signIn.username')}
        value={username}
        onChange={(value) => {
          setUsername(value);
          setMissing(false);
        }}
        isRequired
        inputRef={usernameRef}
        errorMessage={missing ? t('auth.signIn.usernameRequired') : undefined}
      />
      <Button type="submit" className={styles.submit}>
        {t('auth.requestReset.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
