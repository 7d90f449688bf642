import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_MIN_LENGTH } from '@health-passport/domain';
import { useLoginParams } from '../../lib/loginParams';
import { isAllowedNativeAppOrigin, useNativeAppOrigin } from '../../lib/nativeApp';
import { useAppInfo } from '../app-info';
import { usePageTitle } from '../../lib/usePageTitle';
import { BusyIndicator, Callout, PageLoader, Spinner } from '../../lib/ui';
import { CodeForm } from './CodeForm';
import type { LoginViewName } from './loginFlow';
import { MfaSetupForm } from './MfaSetupForm';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import { ResetWithCodeForm } from './ResetWithCodeForm';
import { SignInForm } from './SignInForm';
import { useLoginFlow } from './useLoginFlow';
import styles from './LoginPage.module.css';

const TITLES = {
  signIn: 'auth.signIn.title',
  code: 'auth.code.title',
  mfaSetup: 'auth.mfaSetup.title',
  newPassword: 'auth.newPassword.title',
  requestReset: 'auth.requestReset.title',
  resetWithCode: 'auth.resetWithCode.title',
} as const satisfies Record<LoginViewName, string>;

/** Moves focus to the heading when the step changes, so screen readers announce the new step. */
function useFocusOnStepChange(step: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/**
 * The login page at "/", and the login prompt a protected page shows in place to a signed-out visitor:
 * every view of the login state machine (customer-journey §2, §4). Inside a native app only a loader
 * shows; the wrapper hands over the session.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { nativeAppOrigin } = useLoginParams();
  const rememberedNativeOrigin = useNativeAppOrigin();
  const appInfo = useAppInfo();
  // A wrapper's link waits for the list of wrappers; an unlisted one gets the ordinary sign-in form.
  const wrapperAnnounced =
    nativeAppOrigin !== null &&
    (appInfo.isPending || isAllowedNativeAppOrigin(nativeAppOrigin, appInfo.data?.nativeAppOrigins ?? []));
  const flow = useLoginFlow();
  const { view, busy, notice, username, state } = flow.state;
  const title = t(TITLES[view.name]);
  usePageTitle(title);
  const headingRef = useFocusOnStepChange(view.name);

  if (wrapperAnnounced || rememberedNativeOrigin) return <PageLoader />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title" data-login-state={state}>
        <h1 id="login-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {notice && !busy && (
          <div className={styles.notice}>
            <Callout tone={notice.tone} role="alert">
              {t(notice.key, { min: NEW_PASSWORD_MIN_LENGTH, count: notice.count })}
            </Callout>
          </div>
        )}
        {busy && (
          <BusyIndicator label={t(busy)} className={styles.busy}>
            <Spinner size="large" />
            <span aria-hidden="true">{t(busy)}</span>
          </BusyIndicator>
        )}
        {/* Hidden, not removed, while busy: an error returns to the form as it was left. */}
        <div hidden={busy !== null}>
          {view.name === 'signIn' && (
            <SignInForm
              initialUsername={username}
              onSubmit={flow.signIn}
              onForgotPassword={flow.forgotPassword}
            />
          )}
          {view.name === 'code' && (
            <CodeForm
              challenge={view.challenge}
              destination={view.destination}
              onSubmit={flow.submitCode}
              onBack={flow.backToSignIn}
            />
          )}
          {view.name === 'mfaSetup' && (
            <MfaSetupForm
              association={view.association}
              onSubmit={flow.submitMfaSetup}
              onBack={flow.backToSignIn}
            />
          )}
          {view.name === 'newPassword' && (
            <NewPasswordForm onSubmit={flow.submitNewPassword} onBack={flow.backToSignIn} />
          )}
          {view.name === 'requestReset' && (
            <RequestResetForm
              initialUsername={username}
              onSubmit={flow.requestReset}
              onBack={flow.backToSignIn}
            />
          )}
          {view.name === 'resetWithCode' && (
            <ResetWithCodeForm
              destination={view.destination}
              onSubmit={flow.resetPassword}
              onResend={flow.resendResetCode}
              onBack={flow.backToSignIn}
            />
          )}
        </div>
      </section>
    </div>
  );
}
