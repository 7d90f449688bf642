import { count, eq } from 'drizzle-orm';
import { outbox } from '../../integrations/notifier/index.js';
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

const mailsTo = async (email: string) =>
  (await t.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.to, email)))[0]!.n;

/** The code mailed for this request: the mail goes out right after the answer. */
async function requestCode(email: string, ip?: string): Promise<string> {
  const before = await mailsTo(email);
  const response = await forgot(email, ip);
  expect(response.statusCode, response.body).toBe(200);
  await expect.poll(() => mailsTo(email)).toBe(before + 1);
  return codeIn((await lastMessageTo(t, email)).text);
}

describe('forgot password', () => {
  it('mails a 6-digit code in the user language and names a masked destination', async () => {
    nextWindow();
    await createUser(t, { email: 'anouk@example.com', givenName: 'Anouk', locale: 'nl_NL' });
    const response = await forgot(' ANOUK@example.com');
    expect(response.json()).toEqual({ deliveryMedium: 'EMAIL', destination: 'a***@example.com' });
    await expect.poll(() => mailsTo('anouk@example.com')).toBe(1);
    const mail = await lastMessageTo(t, 'anouk@example.com');
    expect(mail.subject).toBe('Je code voor een nieuw wachtwoord');
    expect(mail.text).toMatch(/Beste Anouk,/);
    expect(mail.text).toMatch(/15 minuten geldig/);
    const code = codeIn(mail.text);
    // Stored keyed-hashed, never as the code.
    const rows = await t.ctx.db.select().from(passwordResetCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers an unknown address exactly as a known one, in about the same time, and mails only the known one', async () => {
    nextWindow();
    // The same first letter: the masked destination shows only what the caller typed.
    const address = { known: 'kim@example.com', unknown: 'kai@example.com' };
    await createUser(t, { email: address.known });
    const answers = { known: [] as string[], unknown: [] as string[] };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 4; i++) {
      for (const who of ['known', 'unknown'] as const) {
        const started = performance.now();
        const response = await forgot(address[who], `198.51.100.${140 + i}`);
        times[who].push(performance.now() - started);
        answers[who].push(`${response.statusCode} ${response.body}`);
      }
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known[0]).toBe('200 {"deliveryMedium":"EMAIL","destination":"k***@example.com"}');
    // The mail leaves after the answer, so sending it adds nothing to the known address's time.
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
    expect(median(times.known)).toBeLessThan(median(times.unknown) * 3 + 50);
    await expect.poll(() => mailsTo(address.known)).toBe(4);
    expect(await mailsTo(address.unknown)).toBe(0);
  });

  it('sends at most 5 codes an hour to one username, and says the same of an unknown one', async () => {
    for (const email of ['many@example.com', 'many-unknown@example.com']) {
      nextWindow();
      if (email === 'many@example.com') await createUser(t, { email });
      for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
      expect((await forgot(email)).json().error.code).toBe('LimitExceededException');
      nextWindow();
      expect((await forgot(email)).statusCode).toBe(200);
    }
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
    // ...the fifth voids it.
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

  it('answers guesses for an unknown address exactly as for a known one, before, during and after a code', async () => {
    nextWindow();
    await createUser(t, { email: 'someone@example.com' });
    const story = async (email: string) => {
      const said: string[] = [];
      const guess = async () => {
        const response = await confirm({ username: email, code: '000000', newPassword: NEW_PASSWORD });
        said.push(`${response.statusCode} ${response.body}`);
      };
      await guess();
      expect((await forgot(email)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) await guess();
      expect((await forgot(email)).statusCode).toBe(200);
      await guess();
      clock.advance(RESET_CODE_TTL_MS + 1000);
      await guess();
      return said;
    };
    const known = await story('someone@example.com');
    const unknown = await story('no-one@example.com');
    expect(unknown).toEqual(known);
    expect(known.map((line) => /"code":"(\w+)"/.exec(line)?.[1])).toEqual([
      'ExpiredCodeException',
      ...Array<string>(5).fill('CodeMismatchException'),
      'ExpiredCodeException',
      'CodeMismatchException',
      'ExpiredCodeException',
    ]);
  });

  it('lets the owner reset the password while a stranger keeps the account locked, and then sign in', async () => {
    nextWindow();
    await createUser(t, { email: 'besieged@example.com' });
    const ip = '198.51.100.150';
    // Locked from the owner's own address and, by the ceiling, from every new one.
    for (let i = 0; i < 5; i++) await signIn(t.app, 'besieged@example.com', 'Wrong-Password-123!', ip);
    for (let i = 0; i < 50; i++) {
      await signIn(t.app, 'besieged@example.com', 'Wrong-Password-123!', `203.0.113.${i + 1}`);
    }
    expect((await signIn(t.app, 'besieged@example.com', TEST_PASSWORD, ip)).json().error.code).toBe(
      'LimitExceededException',
    );
    const code = await requestCode('besieged@example.com', ip);
    const done = await confirm({ username: 'besieged@example.com', code, newPassword: NEW_PASSWORD }, ip);
    expect(done.json()).toEqual({ ok: true });
    expect((await signIn(t.app, 'besieged@example.com', NEW_PASSWORD, ip)).json().status).toBe(
      'AUTHENTICATED',
    );
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
