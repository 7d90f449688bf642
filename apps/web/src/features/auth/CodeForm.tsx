import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitSignInCode } from '@health-passport/domain';
import { Button, TextField } from '../../lib/ui';
import { AuthChallenge } from '@health-passport/domain';
import type { CodeChallenge } from './api';
import styles from './LoginPage.module.css';

export interface CodeFormProps {
  challenge: CodeChallenge;
  destination?: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The SMS or authenticator-app code step (customer-journey §5: the button needs more than 3 characters). */
export function CodeForm({ challenge, destination, onSubmit, onBack }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const canSubmit = canSubmitSignInCode(code);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(code);
  };

  const intro =
    challenge === AuthChallenge.SOFTWARE_TOKEN_MFA
      ? t('auth.code.totpIntro')
      : destination
        ? t('auth.code.smsIntro', { destination })
        : t('auth.code.smsIntroNoDestination');

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{intro}</p>
      <TextField
        name="code"
        label={t('auth.code.label')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck="false"
        value={code}
        onChange={setCode}
        isRequired
      />
      <Button type="submit" className={styles.submit} isDisabled={!canSubmit}>
        {t('auth.code.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
