import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeUsername } from '@health-passport/domain';
import { reportError } from '../../lib/errorReporting';
import { setAccessToken } from '../../lib/session';
import { Button, Callout, TextField } from '../../lib/ui';
import { signIn, type SignInRequest } from './api';
import { isExpectedSignInError, signInErrorKey } from './signInErrors';
import styles from './LoginPage.module.css';

interface FieldErrors {
  username?: 'auth.signIn.usernameRequired';
  password?: 'auth.signIn.passwordRequired';
}

/**
 * Signing in only stores the session: the route the form stands on re-renders for the signed-in viewer
 * (the page behind a login prompt, or "/" leading to returnUrl or home).
 */
export function SignInForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: (request: SignInRequest) => signIn(request),
    onSuccess: (response) => {
      if (response?.accessToken) setAccessToken(response.accessToken);
    },
    onError: (error) => {
      if (!isExpectedSignInError(error)) reportError(error, { action: 'signIn' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // Submit needs only a non-empty username and password (customer-journey §5).
    const errors: FieldErrors = {
      ...(username.trim() === '' ? { username: 'auth.signIn.usernameRequired' } : {}),
      ...(password === '' ? { password: 'auth.signIn.passwordRequired' } : {}),
    };
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    mutation.mutate({ username: normalizeUsername(username), password });
  };

  const busy = mutation.isPending;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {mutation.isError && (
        <Callout tone="danger" role="alert">
          {t(signInErrorKey(mutation.error))}
        </Callout>
      )}
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
        isReadOnly={busy}
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
        isReadOnly={busy}
        inputRef={passwordRef}
        errorMessage={fieldErrors.password && t(fieldErrors.password)}
      />
      <div className={styles.forgot}>
        {/* The request-new-password view comes with the identity issue; until then this leads nowhere. */}
        <Button variant="link" isDisabled>
          {t('auth.signIn.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" isPending={busy} pendingLabel={t('auth.signIn.busy')} className={styles.submit}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
