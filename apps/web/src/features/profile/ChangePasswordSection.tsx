import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthErrorCode, canSubmitNewPassword } from '@health-passport/domain';
import { isApiError, rateLimitedMessage } from '../../lib/api';
import { Button, Callout, Form, FormActions, SectionCard, TextField } from '../../lib/ui';
import { changePassword, NewPasswordFields } from '../auth';
import styles from './ProfilePage.module.css';

type ErrorKey =
  | 'profile.password.wrongCurrent'
  | 'profile.password.invalid'
  | 'profile.password.tooMany'
  | 'profile.password.error';

function errorKey(error: unknown): ErrorKey {
  const code = isApiError(error) ? error.code : undefined;
  if (code === AuthErrorCode.NOT_AUTHORIZED) return 'profile.password.wrongCurrent';
  if (code === AuthErrorCode.INVALID_PASSWORD) return 'profile.password.invalid';
  if (code === AuthErrorCode.LIMIT_EXCEEDED) return 'profile.password.tooMany';
  return 'profile.password.error';
}

/**
 * A signed-in password change (POST /auth/change-password): the current password, then a new one under the same
 * rule as a reset. This device stays signed in; every other one is signed out.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useMutation({
    mutationFn: () => changePassword({ currentPassword: current, newPassword: password }),
    onSuccess: () => {
      setOpen(false);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    },
  });
  const canSubmit = current.length > 0 && canSubmitNewPassword(password, confirmation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) change.mutate();
  };

  return (
    <SectionCard title={t('profile.password.heading')} titleId="profile-password">
      {change.isSuccess && (
        <Callout tone="info" role="status">
          {t('profile.password.done')}
        </Callout>
      )}
      {!open && (
        <Button
          variant="secondary"
          onPress={() => {
            change.reset();
            setOpen(true);
          }}
        >
          {t('profile.password.start')}
        </Button>
      )}
      {open && (
        <Form onSubmit={submit}>
          <p className={styles.muted}>{t('profile.password.intro')}</p>
          {change.isError && (
            <Callout tone="danger" role="alert">
              {rateLimitedMessage(change.error) ?? t(errorKey(change.error))}
            </Callout>
          )}
          <TextField
            name="current-password"
            type="password"
            autoComplete="current-password"
            label={t('profile.password.current')}
            value={current}
            onChange={setCurrent}
            isRequired
          />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          <FormActions>
            <Button
              type="submit"
              isDisabled={!canSubmit}
              isPending={change.isPending}
              pendingLabel={t('common.busy')}
            >
              {t('profile.password.submit')}
            </Button>
            <Button variant="quiet" onPress={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </FormActions>
        </Form>
      )}
    </SectionCard>
  );
}
