import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSubmitSignInCode } from '@health-passport/domain';
import { isApiError, rateLimitedMessage } from '../../lib/api';
import { currentUserQueryKey } from '../../lib/currentUser';
import { Button, Callout, Form, FormActions, SectionCard, TextField } from '../../lib/ui';
import { associateMfa, MfaSetupPanel, verifyMfa, type MfaAssociation } from '../auth';
import styles from './ProfilePage.module.css';

type ErrorKey = 'profile.mfa.invalidCode' | 'profile.mfa.expiredCode' | 'profile.mfa.error';

function verifyErrorKey(error: unknown): ErrorKey {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'CodeMismatchException') return 'profile.mfa.invalidCode';
  if (code === 'ExpiredCodeException') return 'profile.mfa.expiredCode';
  return 'profile.mfa.error';
}

/**
 * Two-step verification: its status, and for a signed-in user the setup of an authenticator app
 * (POST /auth/mfa/associate with the bearer token, then /auth/mfa/verify with the app's first code).
 */
export function MfaSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [association, setAssociation] = useState<MfaAssociation | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);

  const start = useMutation({
    mutationFn: () => associateMfa(),
    onSuccess: (result) => {
      setAssociation(result);
      setCode('');
    },
  });
  const verify = useMutation({
    mutationFn: (value: string) => verifyMfa({ code: value.trim() }),
    onSuccess: async () => {
      setAssociation(null);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmitSignInCode(code)) verify.mutate(code);
  };

  const cancel = () => {
    setAssociation(null);
    start.reset();
    verify.reset();
  };

  return (
    <SectionCard title={t('profile.mfa.heading')} titleId="profile-mfa">
      <p className={styles.status} data-enabled={enabled}>
        {enabled ? t('profile.mfa.on') : t('profile.mfa.off')}
      </p>
      {done && (
        <Callout tone="info" role="status">
          {t('profile.mfa.done')}
        </Callout>
      )}
      {start.isError && (
        <div className={styles.notice}>
          <Callout tone="danger" role="alert">
            {t('profile.mfa.startError')}
          </Callout>
        </div>
      )}
      {!enabled && !association && !done && (
        <Button
          variant="secondary"
          onPress={() => start.mutate()}
          isPending={start.isPending}
          pendingLabel={t('common.busy')}
        >
          {t('profile.mfa.setUp')}
        </Button>
      )}
      {association && (
        <Form onSubmit={submit}>
          <p className={styles.muted}>{t('profile.mfa.intro')}</p>
          <MfaSetupPanel association={association} />
          {verify.isError && (
            <Callout tone="danger" role="alert">
              {rateLimitedMessage(verify.error) ?? t(verifyErrorKey(verify.error))}
            </Callout>
          )}
          <TextField
            name="mfa-code"
            label={t('profile.mfa.codeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck="false"
            value={code}
            onChange={setCode}
            isRequired
          />
          <FormActions>
            <Button
              type="submit"
              isDisabled={!canSubmitSignInCode(code)}
              isPending={verify.isPending}
              pendingLabel={t('common.busy')}
            >
              {t('profile.mfa.confirm')}
            </Button>
            <Button variant="quiet" onPress={cancel}>
              {t('common.cancel')}
            </Button>
          </FormActions>
        </Form>
      )}
    </SectionCard>
  );
}
