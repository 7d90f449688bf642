import { Role } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  codeIn,
  createUser,
  lastMessageTo,
  otherCode,
  post,
  refreshCookie,
  signIn,
  TEST_PASSWORD,
} from '../../test/auth.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import {
  AccountStatus,
  authChallenges,
  credentials,
  enableTotp,
  SMS_CODE_TTL_MS,
  TEMPORARY_PASSWORD_TTL_MS,
  totpCode,
} from './index.js';
import type * as PasswordModule from './password.js';
import { verifyPassword } from './password.js';

// Test files share one module registry (vitest.config.ts: isolate false): this file loads the server afresh so
// the mock below reaches the identity service, and leaves a fresh registry without it for the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// Counted, so a test can see that unknown usernames are checked against a hash too.
vi.mock('./password.js', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

/** Every test moves time on, so one test's lockouts and TOTP steps never touch the next. */
const nextMinute = () => clock.advance(16 * 60_000);

const challenge = (body: Record<string, unknown>, ip?: string) =>
  post(t.app, '/auth/challenge', body, { ip });

describe('sign-in with a password', () => {
  it('answers tokens and a refresh cookie for a plain account', async () => {
    nextMinute();
    const user = await createUser(t, {
      email: 'plain@example.com',
      givenName: 'Petra',
      familyName: 'Plain',
      locale: 'nl_NL',
      groups: [Role.CONSUMER, Role.BETA_TESTER],
    });
    const response = await signIn(t.app, '  PLAIN@Example.com ');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'AUTHENTICATED',
      tokens: { accessToken: expect.any(String), idToken: expect.any(String), expiresIn: 900 },
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const access = decodeJwt(body.tokens.accessToken);
    expect(access).toMatchObject({
      sub: user.id,
      email: 'plain@example.com',
      groups: ['CONSUMER', 'BETA_TESTER'],
      token_use: 'access',
    });
    expect(access.exp! - access.iat!).toBe(900);
    expect(decodeJwt(body.tokens.idToken)).toMatchObject({
      sub: user.id,
      given_name: 'Petra',
      family_name: 'Plain',
      locale: 'nl_NL',
      token_use: 'id',
    });

    const cookie = response.cookies.find((c) => c.name === 'hp_refresh');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/auth',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThan(40);
  });

  it('answers a wrong password and an unknown username alike', async () => {
    nextMinute();
    await createUser(t, { email: 'same@example.com' });
    const wrong = await signIn(t.app, 'same@example.com', 'Not-The-Password-1!');
    const unknown = await signIn(t.app, 'nobody@example.com', 'Not-The-Password-1!');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      });
      expect(refreshCookie(response)).toBeUndefined();
    }
  });

  it('checks an unknown username against a real argon2id hash, so it takes as long as a wrong password', async () => {
    nextMinute();
    await createUser(t, { email: 'timing@example.com' });
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    await signIn(t.app, 'timing@example.com', 'Not-The-Password-1!');
    await signIn(t.app, 'ghost@example.com', 'Not-The-Password-1!');
    expect(verify).toHaveBeenCalledTimes(2);
    const [known, unknown] = verify.mock.calls;
    expect(known?.[0]).toMatch(/^\$argon2id\$/);
    expect(unknown?.[0]).toMatch(/^\$argon2id\$/);
    expect(unknown?.[0]).not.toBe(known?.[0]);
    expect(unknown?.[1]).toBe('Not-The-Password-1!');
  });

  it('tells an unconfirmed account only to someone who knows its password', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'unconfirmed@example.com' });
    await t.ctx.services.identity.updateAccount(user.id, { status: AccountStatus.UNCONFIRMED });
    expect((await signIn(t.app, 'unconfirmed@example.com', 'Wrong-Password-123!')).json().error.code).toBe(
      'NotAuthorizedException',
    );
    const response = await signIn(t.app, 'unconfirmed@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('answers PasswordResetRequiredException for an account that must reset', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'reset-required@example.com' });
    await t.ctx.services.identity.updateAccount(user.id, { status: AccountStatus.RESET_REQUIRED });
    const response = await signIn(t.app, 'reset-required@example.com');
    expect(response.json().error.code).toBe('PasswordResetRequiredException');
  });
});

describe('NEW_PASSWORD_REQUIRED for an admin-created user', () => {
  it('mails a temporary password, then asks for a new one at the first sign-in', async () => {
    nextMinute();
    const user = await t.ctx.services.identity.createUserWithTemporaryPassword({
      email: 'New.Coach@Example.com',
      givenName: 'Noor',
      familyName: 'Nieuw',
      groups: [Role.HEALTH_COACH],
      locale: 'nl_NL',
    });
    expect(user.email).toBe('new.coach@example.com');
    const mail = await lastMessageTo(t, 'new.coach@example.com');
    expect(mail.channel).toBe('EMAIL');
    expect(mail.subject).toBe('Je Health Passport-account');
    expect(mail.text).toContain('tijdelijke wachtwoord');
    const temporary = /^ {4}(\S+)$/m.exec(mail.text)?.[1];
    expect(temporary).toBeDefined();

    const first = await signIn(t.app, 'new.coach@example.com', temporary);
    expect(first.json()).toEqual({
      status: 'CHALLENGE',
      challenge: 'NEW_PASSWORD_REQUIRED',
      session: expect.any(String),
    });
    const session = first.json().session;

    // The new password must meet the policy; a refusal leaves the session usable.
    const weak = await challenge({ challenge: 'NEW_PASSWORD_REQUIRED', session, newPassword: 'short' });
    expect(weak.json().error.code).toBe('InvalidPasswordException');
    const common = await challenge({
      challenge: 'NEW_PASSWORD_REQUIRED',
      session,
      newPassword: 'Welkom12345678!',
    });
    expect(common.json().error).toMatchObject({
      code: 'InvalidPasswordException',
      message: expect.stringMatching(/too common/),
    });
    const missing = await challenge({ challenge: 'NEW_PASSWORD_REQUIRED', session });
    expect(missing.json().error.code).toBe('InvalidParameterException');

    const done = await challenge({ challenge: 'NEW_PASSWORD_REQUIRED', session, newPassword: TEST_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('AUTHENTICATED');
    expect(refreshCookie(done)).toBeDefined();

    // Single use: the session is spent, the temporary password is gone, the new one works.
    const again = await challenge({
      challenge: 'NEW_PASSWORD_REQUIRED',
      session,
      newPassword: TEST_PASSWORD,
    });
    expect(again.json().error.code).toBe('NotAuthorizedException');
    expect((await signIn(t.app, 'new.coach@example.com', temporary)).json().error.code).toBe(
      'NotAuthorizedException',
    );
    expect((await signIn(t.app, 'new.coach@example.com')).json().status).toBe('AUTHENTICATED');
    const [cred] = await t.ctx.db.select().from(credentials).where(eq(credentials.userId, user.id));
    expect(cred).toMatchObject({ status: 'CONFIRMED', temporaryPasswordExpiresAt: null });
  });

  it('refuses an existing e-mail address', async () => {
    await createUser(t, { email: 'taken@example.com' });
    await expect(
      t.ctx.services.identity.createUserWithTemporaryPassword({
        email: 'TAKEN@example.com',
        givenName: 'A',
        familyName: 'B',
        groups: [Role.CONSUMER],
      }),
    ).rejects.toMatchObject({ code: 'UsernameExistsException' });
  });

  it('expires the temporary password after 7 days', async () => {
    nextMinute();
    await t.ctx.services.identity.createUserWithTemporaryPassword({
      email: 'late@example.com',
      givenName: 'Laura',
      familyName: 'Laat',
      groups: [Role.CONSUMER],
    });
    const mail = await lastMessageTo(t, 'late@example.com');
    expect(mail.subject).toBe('Your Health Passport account');
    const temporary = /^ {4}(\S+)$/m.exec(mail.text)![1];
    clock.advance(TEMPORARY_PASSWORD_TTL_MS + 1000);
    const response = await signIn(t.app, 'late@example.com', temporary);
    expect(response.json().error.code).toBe('PasswordResetRequiredException');
  });
});

describe('SMS_MFA', () => {
  async function smsUser(email: string) {
    const user = await createUser(t, { email, phoneNumber: '+31612345678', locale: 'nl_NL' });
    await t.ctx.services.identity.updateAccount(user.id, { smsMfaEnabled: true });
    return user;
  }

  it('sends a code by SMS and completes sign-in with it, once', async () => {
    nextMinute();
    await smsUser('sms@example.com');
    const first = await signIn(t.app, 'sms@example.com');
    expect(first.json()).toEqual({
      status: 'CHALLENGE',
      challenge: 'SMS_MFA',
      session: expect.any(String),
      destination: '+31*******78',
    });
    expect(refreshCookie(first)).toBeUndefined();
    const sms = await lastMessageTo(t, '+31612345678');
    expect(sms.channel).toBe('SMS');
    expect(sms.text).toMatch(/^Je inlogcode voor Health Passport is \d{6}\./);
    const code = codeIn(sms.text);
    const { session } = first.json();

    const wrong = await challenge({ challenge: 'SMS_MFA', session, code: otherCode(code) });
    expect(wrong.json().error).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid code provided, please try again.',
    });
    const mismatch = await challenge({ challenge: 'SOFTWARE_TOKEN_MFA', session, code });
    expect(mismatch.json().error.code).toBe('InvalidParameterException');

    const done = await challenge({ challenge: 'SMS_MFA', session, code });
    expect(done.json().status).toBe('AUTHENTICATED');
    const reused = await challenge({ challenge: 'SMS_MFA', session, code });
    expect(reused.json().error.code).toBe('NotAuthorizedException');
  });

  it('lets the code expire after 3 minutes', async () => {
    nextMinute();
    await smsUser('sms-late@example.com');
    const { session } = (await signIn(t.app, 'sms-late@example.com')).json();
    const code = codeIn((await lastMessageTo(t, '+31612345678')).text);
    clock.advance(SMS_CODE_TTL_MS + 1000);
    const response = await challenge({ challenge: 'SMS_MFA', session, code });
    expect(response.json().error).toEqual({
      code: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('voids the session after 5 wrong codes', async () => {
    nextMinute();
    await smsUser('sms-guess@example.com');
    const { session } = (await signIn(t.app, 'sms-guess@example.com')).json();
    const code = codeIn((await lastMessageTo(t, '+31612345678')).text);
    for (let i = 0; i < 5; i++) {
      const wrong = await challenge({ challenge: 'SMS_MFA', session, code: otherCode(code) });
      expect(wrong.json().error.code).toBe('CodeMismatchException');
    }
    // The username is locked now as well; once that passes, the session is still void.
    clock.advance(31_000);
    const late = await challenge({ challenge: 'SMS_MFA', session, code });
    expect(late.json().error.code).toBe('NotAuthorizedException');
    const [row] = await t.ctx.db.select().from(authChallenges).where(eq(authChallenges.attempts, 5));
    expect(row?.consumedAt).not.toBeNull();
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('SOFTWARE_TOKEN_MFA', () => {
  const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

  it('completes sign-in with a code computed from the secret, and refuses its replay', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'totp@example.com' });
    await enableTotp(t.ctx.db, user.id, SECRET);
    const first = await signIn(t.app, 'totp@example.com');
    expect(first.json()).toEqual({
      status: 'CHALLENGE',
      challenge: 'SOFTWARE_TOKEN_MFA',
      session: expect.any(String),
    });
    const code = totpCode(SECRET, clock.now());
    const done = await challenge({ challenge: 'SOFTWARE_TOKEN_MFA', session: first.json().session, code });
    expect(done.json().status).toBe('AUTHENTICATED');

    // The same code again (within its 30 s) on a fresh sign-in: refused.
    const second = await signIn(t.app, 'totp@example.com');
    const replay = await challenge({ challenge: 'SOFTWARE_TOKEN_MFA', session: second.json().session, code });
    expect(replay.json().error).toEqual({
      code: 'CodeMismatchException',
      message: 'This code has already been used, wait for the next one.',
    });
    // The next step's code works.
    clock.advance(30_000);
    const next = await challenge({
      challenge: 'SOFTWARE_TOKEN_MFA',
      session: second.json().session,
      code: totpCode(SECRET, clock.now()),
    });
    expect(next.json().status).toBe('AUTHENTICATED');
  });

  it('allows one step of drift and no more', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'drift@example.com' });
    await enableTotp(t.ctx.db, user.id, SECRET);
    const previousStep = totpCode(SECRET, new Date(clock.now().getTime() - 30_000));
    const twoStepsAgo = totpCode(SECRET, new Date(clock.now().getTime() - 60_000));
    const { session } = (await signIn(t.app, 'drift@example.com')).json();
    const tooOld = await challenge({ challenge: 'SOFTWARE_TOKEN_MFA', session, code: twoStepsAgo });
    expect(tooOld.json().error.code).toBe('CodeMismatchException');
    const drifted = await challenge({ challenge: 'SOFTWARE_TOKEN_MFA', session, code: previousStep });
    expect(drifted.json().status).toBe('AUTHENTICATED');
  });
});

describe('MFA_SETUP', () => {
  it('makes an account that must have MFA associate and confirm a software token', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'setup@example.com', groups: [Role.DOCTOR] });
    await t.ctx.services.identity.updateAccount(user.id, { mfaRequired: true });
    const first = await signIn(t.app, 'setup@example.com');
    expect(first.json()).toEqual({
      status: 'CHALLENGE',
      challenge: 'MFA_SETUP',
      session: expect.any(String),
    });
    const { session } = first.json();

    const early = await challenge({ challenge: 'MFA_SETUP', session, code: '123456' });
    expect(early.json().error.code).toBe('InvalidParameterException');

    const associate = await post(t.app, '/auth/mfa/associate', { session });
    expect(associate.statusCode).toBe(200);
    const { secretCode, otpauthUri, qrSvg } = associate.json();
    expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Health%20Passport:setup%40example\.com\?/);
    expect(otpauthUri).toContain(`secret=${secretCode}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await challenge({
      challenge: 'MFA_SETUP',
      session,
      code: otherCode(totpCode(secretCode, clock.now())),
    });
    expect(wrong.json().error.code).toBe('CodeMismatchException');
    const done = await challenge({
      challenge: 'MFA_SETUP',
      session,
      code: totpCode(secretCode, clock.now()),
    });
    expect(done.json().status).toBe('AUTHENTICATED');

    // From now on sign-in asks for the code.
    clock.advance(30_000);
    const next = await signIn(t.app, 'setup@example.com');
    expect(next.json().challenge).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('follows a new password when a created account must have MFA', async () => {
    nextMinute();
    await t.ctx.services.identity.createUserWithTemporaryPassword({
      email: 'staff-mfa@example.com',
      givenName: 'Sam',
      familyName: 'Staff',
      groups: [Role.DATA_EXPERT],
      mfaRequired: true,
    });
    const temporary = /^ {4}(\S+)$/m.exec((await lastMessageTo(t, 'staff-mfa@example.com')).text)![1];
    const first = await signIn(t.app, 'staff-mfa@example.com', temporary);
    const second = await challenge({
      challenge: 'NEW_PASSWORD_REQUIRED',
      session: first.json().session,
      newPassword: TEST_PASSWORD,
    });
    expect(second.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'MFA_SETUP' });
    expect(second.json().session).not.toBe(first.json().session);
  });
});

describe('software token for a signed-in user', () => {
  it('associates, verifies and disables with bearer auth', async () => {
    nextMinute();
    await createUser(t, { email: 'enrol@example.com' });
    const { tokens } = (await signIn(t.app, 'enrol@example.com')).json();
    const auth = { accessToken: tokens.accessToken as string };

    const meBefore = await post(t.app, '/auth/mfa/verify', { code: '123456' }, auth);
    expect(meBefore.json().error.code).toBe('InvalidParameterException');

    const { secretCode } = (await post(t.app, '/auth/mfa/associate', undefined, auth)).json();
    expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await post(
      t.app,
      '/auth/mfa/verify',
      { code: otherCode(totpCode(secretCode, clock.now())) },
      auth,
    );
    expect(wrong.json().error.code).toBe('CodeMismatchException');
    const verify = await post(t.app, '/auth/mfa/verify', { code: totpCode(secretCode, clock.now()) }, auth);
    expect(verify.json()).toEqual({ ok: true });
    expect(
      await t.ctx.services.identity.mfaEnabled(
        (await t.ctx.services.users.findByEmail('enrol@example.com'))!.id,
      ),
    ).toBe(true);

    // Disabling needs a fresh code: the one just used is refused.
    const replay = await post(t.app, '/auth/mfa/disable', { code: totpCode(secretCode, clock.now()) }, auth);
    expect(replay.json().error.code).toBe('CodeMismatchException');
    clock.advance(30_000);
    const disable = await post(t.app, '/auth/mfa/disable', { code: totpCode(secretCode, clock.now()) }, auth);
    expect(disable.json()).toEqual({ ok: true });
    expect((await signIn(t.app, 'enrol@example.com')).json().status).toBe('AUTHENTICATED');
  });

  it('needs a bearer token', async () => {
    for (const url of ['/auth/mfa/associate', '/auth/mfa/verify', '/auth/mfa/disable']) {
      const response = await post(t.app, url, { code: '123456' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({
        error: { code: 'NotAuthorizedException', message: 'Invalid token' },
      });
    }
  });

  it('refuses an associate call with a session of another challenge', async () => {
    nextMinute();
    await t.ctx.services.identity.createUserWithTemporaryPassword({
      email: 'wrong-session@example.com',
      givenName: 'W',
      familyName: 'S',
      groups: [Role.CONSUMER],
    });
    const temporary = /^ {4}(\S+)$/m.exec((await lastMessageTo(t, 'wrong-session@example.com')).text)![1];
    const { session } = (await signIn(t.app, 'wrong-session@example.com', temporary)).json();
    const response = await post(t.app, '/auth/mfa/associate', { session });
    expect(response.json().error.code).toBe('NotAuthorizedException');
  });
});

describe('challenge sessions', () => {
  it('refuses a made-up or expired session', async () => {
    nextMinute();
    const madeUp = await challenge({ challenge: 'SMS_MFA', session: 'x'.repeat(43), code: '123456' });
    expect(madeUp.json().error).toEqual({
      code: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });

    const user = await createUser(t, { email: 'slow@example.com' });
    await enableTotp(t.ctx.db, user.id, 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF');
    const { session } = (await signIn(t.app, 'slow@example.com')).json();
    clock.advance(10 * 60_000 + 1000);
    const late = await challenge({
      challenge: 'SOFTWARE_TOKEN_MFA',
      session,
      code: totpCode('KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF', clock.now()),
    });
    expect(late.json().error.code).toBe('NotAuthorizedException');
  });

  it('stores only hashes of sessions', async () => {
    nextMinute();
    const user = await createUser(t, { email: 'hashes@example.com' });
    await t.ctx.services.identity.updateAccount(user.id, { mfaRequired: true });
    const { session } = (await signIn(t.app, 'hashes@example.com')).json();
    const rows = await t.ctx.db.select().from(authChallenges).where(eq(authChallenges.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(session);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('SMS_MFA=off (no SMS transport)', () => {
  it('sends an SMS account to set up an authenticator app instead of letting it in on its password', async () => {
    const withoutSms = await createTestApp({ SMS_MFA: 'off' });
    try {
      const user = await createUser(withoutSms, {
        email: 'sms-off@example.com',
        phoneNumber: '+31612345678',
      });
      await withoutSms.ctx.services.identity.updateAccount(user.id, { smsMfaEnabled: true });
      const answer = await signIn(withoutSms.app, 'sms-off@example.com');
      expect(answer.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'MFA_SETUP' });
      expect(refreshCookie(answer)).toBeUndefined();
    } finally {
      await withoutSms.close();
    }
  });
});
