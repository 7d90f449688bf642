import { describe, expect, it } from 'vitest';
import { LoginState } from '@health-passport/domain';
import { initialLoginState, loginReducer, type LoginAction, type LoginFlowState } from './loginFlow';

function run(...actions: LoginAction[]): LoginFlowState {
  return actions.reduce(loginReducer, initialLoginState);
}

const submit: LoginAction = { type: 'submit', busy: 'auth.busy.signIn', username: 'jane@example.com' };

describe('login state machine', () => {
  it('is busy while a request is under way', () => {
    expect(run(submit)).toMatchObject({ state: LoginState.BUSY, busy: 'auth.busy.signIn' });
  });

  it('moves a code challenge to the code step and a new-password challenge to the new-password step', () => {
    expect(
      run(submit, {
        type: 'result',
        result: { status: 'CHALLENGE', challenge: 'SMS_MFA', session: 's', destination: '+31 6 ****5678' },
      }),
    ).toMatchObject({
      state: LoginState.ENTER_MFA_CODE,
      busy: null,
      view: { name: 'code', challenge: 'SMS_MFA', session: 's', destination: '+31 6 ****5678' },
    });
    expect(
      run(submit, {
        type: 'result',
        result: { status: 'CHALLENGE', challenge: 'NEW_PASSWORD_REQUIRED', session: 's' },
      }),
    ).toMatchObject({
      state: LoginState.NEW_PASSWORD_REQUIRED,
      view: { name: 'newPassword' },
      notice: { key: 'auth.messages.newPasswordRequired', tone: 'info' },
    });
  });

  it('stays busy when authentication completes (the viewer takes over)', () => {
    const done = run(submit, {
      type: 'result',
      result: { status: 'AUTHENTICATED', tokens: { accessToken: 'a', idToken: 'i', expiresIn: 900 } },
    });
    expect(done).toMatchObject({ state: LoginState.AUTHENTICATION_COMPLETE, busy: 'auth.busy.signIn' });
  });

  it('requests a reset, then resets with the code and signs in again', () => {
    const requested = run({ type: 'forgotPassword', username: 'jane@example.com' }, submit, {
      type: 'resetRequested',
      destination: 'j***@e***.com',
    });
    expect(requested).toMatchObject({
      state: LoginState.PASSWORD_RESET_REQUIRED,
      view: { name: 'resetWithCode', destination: 'j***@e***.com' },
    });
    const reset = loginReducer(requested, { type: 'passwordReset' });
    expect(reset).toMatchObject({
      view: { name: 'signIn' },
      busy: 'auth.busy.signIn',
      username: 'jane@example.com',
    });
  });

  it('tells a wrong reset code apart from a wrong sign-in code', () => {
    const onReset = run({ type: 'forgotPassword' }, { type: 'resetRequested' }, submit, {
      type: 'failed',
      code: 'CodeMismatchException',
    });
    expect(onReset).toMatchObject({ state: LoginState.INVALID_RESET_CODE, view: { name: 'resetWithCode' } });
    const onCode = run(
      submit,
      { type: 'result', result: { status: 'CHALLENGE', challenge: 'SOFTWARE_TOKEN_MFA', session: 's' } },
      submit,
      { type: 'failed', code: 'CodeMismatchException' },
    );
    expect(onCode).toMatchObject({ state: LoginState.INVALID_CODE, view: { name: 'code' } });
  });
});
