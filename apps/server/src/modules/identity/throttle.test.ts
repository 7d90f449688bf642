import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, post, signIn, TEST_PASSWORD } from '../../test/auth.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { authThrottles } from './index.js';
import { createThrottle, lockoutMs, userKey } from './throttle.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const WRONG = 'Wrong-Password-123!';
const seconds = (s: number) => s * 1000;

describe('lockout per username', () => {
  it('locks after 5 failures for 30 s, doubles with each further failure, caps at 15 minutes', async () => {
    await createUser(t, { email: 'locked@example.com' });
    // Each attempt from its own address, so only the username limit is at work.
    let n = 0;
    const attempt = (password = WRONG) => signIn(t.app, 'locked@example.com', password, `203.0.113.${++n}`);

    for (let i = 0; i < 5; i++) {
      expect((await attempt()).json().error.code).toBe('NotAuthorizedException');
    }
    // Locked: even the right password is refused without being checked.
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try again in a short while.',
      details: { retryAfterSeconds: 30 },
    });

    let expected = 30;
    for (const next of [60, 120, 240, 480, 900, 900]) {
      clock.advance(seconds(expected - 1));
      expect((await attempt()).json().error.code, `still locked before ${expected} s`).toBe(
        'LimitExceededException',
      );
      clock.advance(seconds(1));
      // One more wrong password after the lockout: a longer one.
      expect((await attempt()).json().error.code).toBe('NotAuthorizedException');
      const refused = await attempt(TEST_PASSWORD);
      expect(refused.json().error).toMatchObject({
        code: 'LimitExceededException',
        details: { retryAfterSeconds: next },
      });
      expected = next;
    }

    // A success clears the count: the next wrong password does not lock.
    clock.advance(seconds(900));
    expect((await attempt(TEST_PASSWORD)).json().status).toBe('AUTHENTICATED');
    expect((await attempt()).json().error.code).toBe('NotAuthorizedException');
    expect((await attempt(TEST_PASSWORD)).json().status).toBe('AUTHENTICATED');
  });

  it('locks unknown usernames the same way', async () => {
    let n = 0;
    for (let i = 0; i < 5; i++) {
      await signIn(t.app, 'ghost@example.com', WRONG, `192.0.2.${++n}`);
    }
    expect((await signIn(t.app, 'ghost@example.com', WRONG, '192.0.2.99')).json().error.code).toBe(
      'LimitExceededException',
    );
  });

  it('counts in the database, so every instance agrees', async () => {
    const [row] = await t.ctx.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, 'user:ghost@example.com'));
    expect(row?.failures).toBe(5);
    // A second throttle on the same database (another instance) sees the lock.
    const other = createThrottle(t.ctx.db, clock);
    await expect(other.begin([userKey('ghost@example.com')])).rejects.toMatchObject({
      code: 'LimitExceededException',
    });
  });

  it('lets no parallel guesses past the limit', async () => {
    await createUser(t, { email: 'parallel@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(t.app, 'parallel@example.com', WRONG, `198.18.0.${i + 1}`)),
    );
    const codes = answers.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'NotAuthorizedException')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LimitExceededException')).toHaveLength(7);
  });

  it('computes the lockout schedule', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 50].map((f) => lockoutMs(f) / 1000)).toEqual([
      0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe('limit per client address', () => {
  it('refuses an address after 30 failures in 15 minutes, whatever the username', async () => {
    await createUser(t, { email: 'victim@example.com' });
    const ip = '198.51.100.200';
    for (let i = 0; i < 30; i++) {
      const response = await signIn(t.app, `spray-${i}@example.com`, WRONG, ip);
      expect(response.json().error.code).toBe('NotAuthorizedException');
    }
    const refused = await signIn(t.app, 'victim@example.com', TEST_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('LimitExceededException');
    // Other endpoints that guess secrets share the limit.
    const forgot = await post(t.app, '/auth/forgot-password', { username: 'victim@example.com' }, { ip });
    expect(forgot.json().error.code).toBe('LimitExceededException');
    // Another address is not affected.
    expect((await signIn(t.app, 'victim@example.com', TEST_PASSWORD, '198.51.100.201')).json().status).toBe(
      'AUTHENTICATED',
    );
    // The window passes.
    clock.advance(15 * 60_000);
    expect((await signIn(t.app, 'victim@example.com', TEST_PASSWORD, ip)).json().status).toBe(
      'AUTHENTICATED',
    );
  });

  it('does not count successful sign-ins', async () => {
    await createUser(t, { email: 'office@example.com' });
    const ip = '198.51.100.210';
    for (let i = 0; i < 35; i++) {
      clock.advance(seconds(1));
      expect((await signIn(t.app, 'office@example.com', TEST_PASSWORD, ip)).json().status).toBe(
        'AUTHENTICATED',
      );
    }
    // The address is not limited: a wrong password is told as such.
    expect((await signIn(t.app, 'office@example.com', WRONG, ip)).json().error.code).toBe(
      'NotAuthorizedException',
    );
    const [row] = await t.ctx.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, `ip:${ip}`));
    expect(row?.failures).toBe(1);
  });
});
