import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitSignInCode } from '@health-passport/domain';
import { Button, TextField } from '../../lib/ui';
import type { MfaAssociation } from './api';
import { MfaSetupPanel } from './MfaSetupPanel';
import styles from './LoginPage.module.css';

export interface MfaSetupFormProps {
  association: MfaAssociation;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The MFA_SETUP challenge: add the account to an authenticator app, then confirm with its first code. */
export function MfaSetupForm({ association, onSubmit, onBack }: MfaSetupFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const canSubmit = canSubmitSignInCode(code);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(code);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.mfaSetup.intro')}</p>
      <MfaSetupPanel association={association} />
      <TextField
        name="code"
        label={t('auth.mfaSetup.codeLabel')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck="false"
        value={code}
        onChange={setCode}
        isRequired
      />
      <Button type="submit" className={styles.submit} isDisabled={!canSubmit}>
        {t('auth.mfaSetup.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </form>
  );
}
