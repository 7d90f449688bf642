import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLoosePassword } from '@health-passport/domain';
import { Button, TextField } from '../../lib/ui';
import styles from './LoginPage.module.css';

interface FieldErrors {
  username?: 'auth.signIn.usernameRequired';
  password?: 'auth.signIn.passwordRequired';
}

export interface SignInFormProps {
  initialUsername: string;
  onSubmit: (username: string, password: string) => void;
  /** Carries what is typed in the username field over to the request form. */
  onForgotPassword: (username: string) => void;
}

/** Username and password (customer-journey §5: submit needs both non-empty; 8+ characters mark it valid). */
export function SignInForm({ initialUsername, onSubmit, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(username.trim() === '' ? { username: 'auth.signIn.usernameRequired' } : {}),
      ...(password === '' ? { password: 'auth.signIn.passwordRequired' } : {}),
    };
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    onSubmit(username, password);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.signIn.intro')}</p>
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
          if (fieldErrors.username) setFieldErrors(({ username: _, ...rest }) => rest);
        }}
        isRequired
        inputRef={usernameRef}
        errorMessage={fieldErrors.username && t(fieldErrors.username)}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.signIn.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (fieldErrors.password) setFieldErrors(({ password: _, ...rest }) => rest);
        }}
        isRequired
        isValid={checkLoosePassword(password)}
        inputRef={passwordRef}
        errorMessage={fieldErrors.password && t(fieldErrors.password)}
      />
      <div className={styles.forgot}>
        <Button variant="link" onPress={() => onForgotPassword(username)}>
          {t('auth.signIn.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" className={styles.submit}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
