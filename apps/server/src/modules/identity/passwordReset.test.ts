import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  createUser,
  lastMessageTo,
  otherCode,
  post,
  signIn,
  signedIn,
  TEST_PASSWORD,
} from '../../test/auth.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { AccountStatus, passwordResetCodes, RESET_CODE_TTL_MS } from './index.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Quiet-Harbour-7315#';
const nextWindow = () => clock.advance(61 * 60_000);

const forgot = (username: string, ip?: string) => post(t.app, '/auth/forgot-password', { username }, { ip });
const confirm = (body: Record<string, unknown>, ip?: string) =>
  post(t.app, '/auth/confirm-forgot-password', body, { ip });

async function requestCode(email: string): Promise<string> {
  const response = await forgot(email);
  expect(response.statusCode, response.body).toBe(200);
  return codeIn((await lastMessageTo(t, email)).text);
}

describe('forgot password', () => {
  it('mails a 6-digit code in the user language and names a masked destination', async () => {
    nextWindow();
    await createUser(t, { email: 'anouk@example.com', givenName: 'Anouk', locale: 'nl_NL' });
    const response = await forgot(' ANOUK@example.com');
    expect(response.json()).toEqual({ deliveryMedium: 'EMAIL', destination: 'a***@example.com' });
    const mail = await lastMessageTo(t, 'anouk@example.com');
    expect(mail.subject).toBe('Je code voor een nieuw wachtwoord');
    expect(mail.text).toMatch(/Beste Anouk,/);
    expect(mail.text).toMatch(/15 minuten geldig/);
    const code = codeIn(mail.text);
    // Stored keyed-hashed, never as the code.
    const rows = await t.ctx.db.select().from(passwordResetCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers UserNotFoundException for an unknown username', async () => {
    const response = await forgot('nobody@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UserNotFoundException');
  });

  it('sends at most 5 codes an hour to one username', async () => {
    nextWindow();
    await createUser(t, { email: 'many@example.com' });
    for (let i = 0; i < 5; i++) expect((await forgot('many@example.com')).statusCode).toBe(200);
    expect((await forgot('many@example.com')).json().error.code).toBe('LimitExceededException');
    nextWindow();
    expect((await forgot('many@example.com')).statusCode).toBe(200);
  });
});

describe('confirm forgot password', () => {
  it('sets the new password with the code, once, and ends the old sessions', async () => {
    nextWindow();
    const user = await createUser(t, { email: 'reset@example.com' });
    const before = await signedIn(t, 'reset@example.com');
    const code = await requestCode('reset@example.com');

    const done = await confirm({ username: 'Reset@Example.com', code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await signIn(t.app, 'reset@example.com', NEW_PASSWORD)).json().status).toBe('AUTHENTICATED');
    expect((await signIn(t.app, 'reset@example.com', TEST_PASSWORD)).json().error.code).toBe(
      'NotAuthorizedException',
    );
    // Single use.
    const again = await confirm({ username: 'reset@example.com', code, newPassword: 'Other-Harbour-7315#' });
    expect(again.json().error.code).toBe('ExpiredCodeException');
    // The refresh token from before the reset is revoked.
    const refresh = await post(t.app, '/auth/refresh', undefined, { cookie: before.refresh });
    expect(refresh.statusCode).toBe(401);
    expect(
      await t.ctx.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id)),
    ).toEqual([]);
  });

  it('answers CodeMismatchException for a wrong code and voids it after 5', async () => {
    nextWindow();
    await createUser(t, { email: 'guess@example.com' });
    const code = await requestCode('guess@example.com');
    for (let i = 0; i < 4; i++) {
      const wrong = await confirm({
        username: 'guess@example.com',
        code: otherCode(code),
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.json().error.code).toBe('CodeMismatchException');
    }
    // Four wrong tries leave the code usable...
    const fifth = await confirm({
      username: 'guess@example.com',
      code: otherCode(code),
      newPassword: NEW_PASSWORD,
    });
    expect(fifth.json().error.code).toBe('CodeMismatchException');
    // ...the fifth voids it (and locks the username for 30 s).
    expect(
      (await confirm({ username: 'guess@example.com', code, newPassword: NEW_PASSWORD })).json().error.code,
    ).toBe('LimitExceededException');
    clock.advance(31_000);
    const late = await confirm({ username: 'guess@example.com', code, newPassword: NEW_PASSWORD });
    expect(late.json().error.code).toBe('ExpiredCodeException');
    expect((await signIn(t.app, 'guess@example.com')).json().status).toBe('AUTHENTICATED');
  });

  it('lets the code expire after 15 minutes', async () => {
    nextWindow();
    await createUser(t, { email: 'slow-reset@example.com' });
    const code = await requestCode('slow-reset@example.com');
    clock.advance(RESET_CODE_TTL_MS + 1000);
    const response = await confirm({ username: 'slow-reset@example.com', code, newPassword: NEW_PASSWORD });
    expect(response.json().error).toEqual({
      code: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('refuses a weak or common new password without using up the code', async () => {
    nextWindow();
    await createUser(t, { email: 'weak@example.com', givenName: 'Wilma', familyName: 'Wachter' });
    const code = await requestCode('weak@example.com');
    for (const [newPassword, message] of [
      ['short1!A', /at least 14 characters/],
      ['alllowercase-but-long-1', /uppercase/],
      ['Password123456!', /too common/],
      ['Wachtwoord2024!!', /too common/],
      ['Wilma-Wachter-2026!', /too common/],
    ] as const) {
      const response = await confirm({ username: 'weak@example.com', code, newPassword });
      expect(response.json().error, newPassword).toMatchObject({ code: 'InvalidPasswordException', message });
    }
    const ok = await confirm({ username: 'weak@example.com', code, newPassword: NEW_PASSWORD });
    expect(ok.json()).toEqual({ ok: true });
  });

  it('answers UserNotFoundException for an unknown username', async () => {
    const response = await confirm({
      username: 'nobody@example.com',
      code: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(response.json().error.code).toBe('UserNotFoundException');
  });

  it('clears a reset-required or expired temporary account', async () => {
    nextWindow();
    const user = await createUser(t, { email: 'must-reset@example.com' });
    await t.ctx.services.identity.updateAccount(user.id, { status: AccountStatus.RESET_REQUIRED });
    expect((await signIn(t.app, 'must-reset@example.com')).json().error.code).toBe(
      'PasswordResetRequiredException',
    );
    const code = await requestCode('must-reset@example.com');
    await confirm({ username: 'must-reset@example.com', code, newPassword: NEW_PASSWORD });
    expect((await signIn(t.app, 'must-reset@example.com', NEW_PASSWORD)).json().status).toBe('AUTHENTICATED');
  });
});

describe('malformed input', () => {
  it('answers InvalidParameterException for missing, oversized or non-JSON input and changes nothing', async () => {
    nextWindow();
    await createUser(t, { email: 'intact@example.com' });
    const code = await requestCode('intact@example.com');
    const cases = [
      { payload: { username: 'intact@example.com', code } },
      { payload: { username: 'intact@example.com', code, newPassword: 'x'.repeat(300) } },
      { payload: { username: 'intact@example.com', code: '1'.repeat(40), newPassword: NEW_PASSWORD } },
      { payload: { username: 42, code, newPassword: NEW_PASSWORD } },
      { payload: '{"username": "intact@example.com", ', contentType: 'application/json' },
      {
        payload: JSON.stringify({ username: 'intact@example.com', pad: 'x'.repeat(20_000) }),
        contentType: 'application/json',
      },
      { payload: 'username=intact@example.com', contentType: 'application/x-www-form-urlencoded' },
      { payload: 'just text', contentType: 'text/plain' },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/confirm-forgot-password',
        payload: c.payload as string,
        ...(c.contentType ? { headers: { 'content-type': c.contentType } } : {}),
      });
      expect(response.statusCode, JSON.stringify(c).slice(0, 80)).toBe(400);
      expect(response.json().error.code, JSON.stringify(c).slice(0, 80)).toBe('InvalidParameterException');
      expect(response.body).not.toMatch(/at .*\.js:\d+/);
    }
    // Nothing changed: the code still works once.
    const ok = await confirm({ username: 'intact@example.com', code, newPassword: NEW_PASSWORD });
    expect(ok.json()).toEqual({ ok: true });
  });
});

describe('every /auth endpoint', () => {
  it('answers malformed JSON and oversized bodies with 400 InvalidParameterException', async () => {
    const endpoints = [
      '/auth/sign-in',
      '/auth/challenge',
      '/auth/mfa/associate',
      '/auth/mfa/verify',
      '/auth/mfa/disable',
      '/auth/forgot-password',
      '/auth/confirm-forgot-password',
      '/auth/refresh',
      '/auth/sign-out',
    ];
    for (const url of endpoints) {
      for (const payload of ['{"username": ', JSON.stringify({ username: 'x'.repeat(20_000) })]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          error: { code: 'InvalidParameterException', message: expect.any(String) },
        });
      }
    }
    const signInFields = await post(t.app, '/auth/sign-in', { username: 'a@example.com' });
    expect(signInFields.json().error).toMatchObject({
      code: 'InvalidParameterException',
      details: { fields: { password: expect.any(String) } },
    });
  });
});
