import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, post, signIn, TEST_PASSWORD } from '../../test/auth.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { authThrottles } from './index.js';
import { DEVICE_COOKIE } from './knownDevice.js';
import { ACCOUNT_CEILING, createThrottle, lockoutMs, signInKeys } from './throttle.js';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const WRONG = 'Wrong-Password-123!';
const seconds = (s: number) => s * 1000;

/** A sign-in from `ip`, from a browser holding the known-device cookie `device`. */
function signInFrom(username: string, password: string, ip: string, device?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { username, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
}

/** Signs in on a fresh browser and answers its known-device cookie. */
async function knownDevice(username: string, ip: string): Promise<string> {
  const response = await signInFrom(username, TEST_PASSWORD, ip);
  expect(response.json().status).toBe('AUTHENTICATED');
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  return cookie!.value;
}

describe('lockout per username and source', () => {
  it('locks after 5 failures for 30 s, doubles with each further failure, caps at 15 minutes', async () => {
    await createUser(t, { email: 'locked@example.com' });
    const attempt = (password = WRONG) => signIn(t.app, 'locked@example.com', password, '203.0.113.1');

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
    for (let i = 0; i < 5; i++) {
      await signIn(t.app, 'ghost@example.com', WRONG, '192.0.2.99');
    }
    expect((await signIn(t.app, 'ghost@example.com', WRONG, '192.0.2.99')).json().error.code).toBe(
      'LimitExceededException',
    );
  });

  it('counts in the database, so every instance agrees', async () => {
    const [row] = await t.ctx.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, 'source:ghost@example.com|192.0.2.99'));
    expect(row?.failures).toBe(5);
    // A second throttle on the same database (another instance) sees the lock.
    const other = createThrottle(t.ctx.db, clock);
    await expect(other.begin(signInKeys('ghost@example.com', { ip: '192.0.2.99' }))).rejects.toMatchObject({
      code: 'LimitExceededException',
    });
  });

  it('lets no parallel guesses past the limit', async () => {
    await createUser(t, { email: 'parallel@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t.app, 'parallel@example.com', WRONG, '198.18.0.1')),
    );
    const codes = answers.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'NotAuthorizedException')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LimitExceededException')).toHaveLength(7);
  });

  it("does not let twenty addresses' wrong passwords lock the owner out, on a known device or a new one", async () => {
    await createUser(t, { email: 'owner@example.com' });
    const device = await knownDevice('owner@example.com', '198.51.100.50');
    for (let i = 1; i <= 20; i++) {
      const response = await signIn(t.app, 'owner@example.com', WRONG, `203.0.113.${100 + i}`);
      expect(response.json().error.code).toBe('NotAuthorizedException');
    }
    expect(
      (await signInFrom('owner@example.com', TEST_PASSWORD, '198.51.100.50', device)).json().status,
    ).toBe('AUTHENTICATED');
    expect((await signIn(t.app, 'owner@example.com', TEST_PASSWORD, '198.51.100.51')).json().status).toBe(
      'AUTHENTICATED',
    );
  });

  it("stops a stranger spreading guesses over many addresses at the account ceiling, while the owner's known device still gets in", async () => {
    await createUser(t, { email: 'target@example.com' });
    const device = await knownDevice('target@example.com', '198.51.100.60');
    const stranger = (i: number, password = WRONG) =>
      signIn(t.app, 'target@example.com', password, `2001:db8:${i.toString(16)}::1`);
    for (let i = 1; i <= ACCOUNT_CEILING.freeFailures; i++) {
      expect((await stranger(i)).json().error.code).toBe('NotAuthorizedException');
    }
    // Past the ceiling a new source is refused, even with the right password...
    const refused = await stranger(999, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('LimitExceededException');
    // ...while the owner's own browser, even on the stranger's network, is let in.
    expect(
      (await signInFrom('target@example.com', TEST_PASSWORD, '2001:db8:1::2', device)).json().status,
    ).toBe('AUTHENTICATED');
    // A known device is no way around the lockout: it has five guesses of its own, then waits.
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('target@example.com', WRONG, '198.51.100.60', device)).json().error.code).toBe(
        'NotAuthorizedException',
      );
    }
    expect(
      (await signInFrom('target@example.com', TEST_PASSWORD, '198.51.100.60', device)).json().error.code,
    ).toBe('LimitExceededException');
  });

  it('does not take a made-up device cookie, or one of another account, for a known device', async () => {
    await createUser(t, { email: 'mine@example.com' });
    await createUser(t, { email: 'theirs@example.com' });
    const mine = await knownDevice('mine@example.com', '198.51.100.70');
    for (const cookie of [mine, 'AAAAAAAAAAAAAAAAAAAAAA.0123456789abcdef0123456789abcdef']) {
      clock.advance(seconds(86_401));
      for (let i = 0; i < 5; i++) await signInFrom('theirs@example.com', WRONG, '198.51.100.71', cookie);
      // Counted against the address like any stranger: locked.
      expect(
        (await signInFrom('theirs@example.com', TEST_PASSWORD, '198.51.100.71', cookie)).statusCode,
      ).toBe(429);
    }
  });

  it('computes the lockout schedule', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 50].map((f) => lockoutMs(f) / 1000)).toEqual([
      0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe('limit per client address', () => {
  it('counts an IPv6 address by its /64, so one subscriber cannot rotate through its addresses', async () => {
    clock.advance(15 * 60_000);
    for (let i = 0; i < 30; i++) {
      await signIn(t.app, `v6-spray-${i}@example.com`, WRONG, `2001:db8:aaaa:bbbb::${(i + 1).toString(16)}`);
    }
    const refused = await signIn(t.app, 'v6-other@example.com', WRONG, '2001:db8:aaaa:bbbb:ffff::1');
    expect(refused.json().error.code).toBe('LimitExceededException');
    // The neighbouring /64 is someone else.
    const other = await signIn(t.app, 'v6-other@example.com', WRONG, '2001:db8:aaaa:bbbc::1');
    expect(other.json().error.code).toBe('NotAuthorizedException');
  });

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
