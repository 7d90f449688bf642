import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';
import { SignInForm } from './SignInForm';
import styles from './LoginPage.module.css';

/**
 * The login screen's views (customer-journey §2). Only sign-in exists yet; SMS code, new password,
 * request reset and reset-with-code join this union with the identity issue.
 */
type LoginView = { name: 'sign-in' };

/** The login page at "/", and the login prompt a protected page shows in place to a signed-out visitor. */
export function LoginPage() {
  const { t } = useTranslation();
  const [view] = useState<LoginView>({ name: 'sign-in' });

  const title = t('auth.signIn.title');
  usePageTitle(title);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t('auth.signIn.intro')}</p>
        {view.name === 'sign-in' && <SignInForm />}
      </section>
    </div>
  );
}
