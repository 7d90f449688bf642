import { Writable } from 'node:stream';
import { Role } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../system/index.js';
import {
  codeIn,
  createUser,
  lastMessageTo,
  post,
  refreshCookie,
  signIn,
  signedIn,
  TEST_PASSWORD,
} from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { createTestDatabase } from '../../test/testDatabase.js';
import { loggerOptions } from '../../logger.js';
import { refreshTokens, requireRole } from './index.js';
import { deriveKey } from './tokens.js';
import { PRODUCTION_ENV } from '../../test/productionEnv.js';

const clock = createTestClock();
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logger = pino(
    loggerOptions({ logLevel: 'info' }),
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({}, undefined, { clock, logger });
});
afterAll(() => t.close());

const ME = '{ me { id identityInformation { email groups } } }';

describe('refresh tokens', () => {
  it('rotate: each refresh answers new tokens and a new cookie', async () => {
    await createUser(t, { email: 'rotate@example.com' });
    const first = await signedIn(t, 'rotate@example.com');
    clock.advance(10 * 60_000);
    const response = await post(t.app, '/auth/refresh', undefined, { cookie: first.refresh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tokens: { accessToken: expect.any(String), idToken: expect.any(String), expiresIn: 900 },
    });
    const next = refreshCookie(response);
    expect(next).toBeDefined();
    expect(next).not.toBe(first.refresh);
    // The family keeps its end: 30 days after sign-in, minus the 10 minutes that passed.
    const cookie = response.cookies.find((c) => c.name === 'hp_refresh');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600 - 600);
    const me = await gql(t.app, ME, undefined, response.json().tokens.accessToken);
    expect(me.body.data?.me).toMatchObject({ identityInformation: { email: 'rotate@example.com' } });

    // And the rotated one works in turn.
    const again = await post(t.app, '/auth/refresh', undefined, { cookie: next });
    expect(again.statusCode).toBe(200);
  });

  it('accepts a refresh token handed over in the body by a native-app wrapper', async () => {
    await createUser(t, { email: 'native@example.com' });
    const first = await signedIn(t, 'native@example.com');
    const response = await post(t.app, '/auth/refresh', { refreshToken: first.refresh });
    expect(response.statusCode).toBe(200);
    expect(refreshCookie(response)).toBeDefined();
    // It rotated like any refresh: the handed-over token is now spent.
    const reuse = await post(t.app, '/auth/refresh', { refreshToken: first.refresh });
    expect(reuse.statusCode).toBe(401);
  });

  it('a reused refresh token revokes its whole family', async () => {
    await createUser(t, { email: 'stolen@example.com' });
    const { refresh: original } = await signedIn(t, 'stolen@example.com');
    const rotated = refreshCookie(await post(t.app, '/auth/refresh', undefined, { cookie: original }));

    // The thief replays the original: refused, and the family ends.
    const reuse = await post(t.app, '/auth/refresh', undefined, { cookie: original });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('NotAuthorizedException');
    expect(reuse.cookies.find((c) => c.name === 'hp_refresh')?.value).toBe('');

    // So the legitimate holder of the rotated token must sign in again.
    const victim = await post(t.app, '/auth/refresh', undefined, { cookie: rotated });
    expect(victim.statusCode).toBe(401);
    const rows = await t.ctx.db.select().from(refreshTokens);
    const family = rows.filter((r) => r.familyId === rows.find((x) => x.revokedAt)?.familyId);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    // Other sessions of the same user are another family and live on.
    const other = await signedIn(t, 'stolen@example.com');
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: other.refresh })).statusCode).toBe(200);
  });

  it("a reused refresh token ends that sign-in only: the person's other sign-ins go on", async () => {
    await createUser(t, { email: 'two-devices@example.com' });
    const laptop = await signedIn(t, 'two-devices@example.com');
    const phone = await signedIn(t, 'two-devices@example.com');
    const rotated = refreshCookie(await post(t.app, '/auth/refresh', undefined, { cookie: laptop.refresh }));

    // A copy of the laptop's spent token is replayed: the laptop's sign-in ends.
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: laptop.refresh })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: rotated })).statusCode).toBe(401);

    // The phone, signed in before the replay, keeps its access token and its refresh token.
    const me = await gql(t.app, ME, undefined, phone.accessToken);
    expect(me.body.data?.me).toMatchObject({ identityInformation: { email: 'two-devices@example.com' } });
    const refreshed = await post(t.app, '/auth/refresh', undefined, { cookie: phone.refresh });
    expect(refreshed.statusCode).toBe(200);
    const again = await gql(t.app, ME, undefined, refreshed.json().tokens.accessToken);
    expect(again.body.data?.me).toMatchObject({ identityInformation: { email: 'two-devices@example.com' } });
  });

  it('answers 401 without a cookie, with an unknown one, and after 30 days', async () => {
    await createUser(t, { email: 'old@example.com' });
    expect((await post(t.app, '/auth/refresh')).statusCode).toBe(401);
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: 'made-up' })).json().error.code).toBe(
      'NotAuthorizedException',
    );
    const { refresh } = await signedIn(t, 'old@example.com');
    clock.advance(30 * 24 * 3600 * 1000);
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: refresh })).statusCode).toBe(401);
  });

  it('accepts an empty JSON body on refresh and sign-out', async () => {
    await createUser(t, { email: 'empty-body@example.com' });
    const { refresh } = await signedIn(t, 'empty-body@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { 'content-type': 'application/json', cookie: `hp_refresh=${refresh}` },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only hashes', async () => {
    await createUser(t, { email: 'hashed@example.com' });
    const { refresh } = await signedIn(t, 'hashed@example.com');
    const rows = await t.ctx.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(refresh);
  });
});

describe('sign-out', () => {
  it('revokes the refresh family and clears the cookie', async () => {
    await createUser(t, { email: 'leaving@example.com' });
    const { refresh } = await signedIn(t, 'leaving@example.com');
    const rotated = refreshCookie(await post(t.app, '/auth/refresh', undefined, { cookie: refresh }))!;
    const out = await post(t.app, '/auth/sign-out', undefined, { cookie: rotated });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const cleared = out.cookies.find((c) => c.name === 'hp_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/auth' });
    expect((await post(t.app, '/auth/refresh', undefined, { cookie: rotated })).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await post(t.app, '/auth/sign-out')).statusCode).toBe(204);
  });
});

describe('bearer tokens', () => {
  const invalid = { error: { code: 'NotAuthorizedException', message: 'Invalid token' } };

  it('guards GraphQL: a missing token answers 401 "Invalid token"', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: ME } });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Invalid token',
      extensions: { code: 'NotAuthorizedException' },
    });
    // Public fields stay public.
    const info = await gql(t.app, '{ appInfo { version } }');
    expect(info.status).toBe(200);
  });

  it('refuses a forged, an expired, an id and a malformed token alike', async () => {
    const user = await createUser(t, { email: 'bearer@example.com', groups: [Role.DOCTOR] });
    const { accessToken, idToken } = await signedIn(t, 'bearer@example.com');
    const forged = await new SignJWT({ groups: ['DOCTOR'], email: 'bearer@example.com', token_use: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(t.ctx.config.publicUrl)
      .setAudience('health-passport')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(deriveKey('a'.repeat(40), 'jwt'));
    const [header, payload] = accessToken.split('.');
    const unsigned = `${header}.${payload}.`;
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    for (const token of [forged, idToken, unsigned, noneAlg, 'not-a-jwt']) {
      const response = await gql(t.app, ME, undefined, token);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('NotAuthorizedException');
      const rest = await post(t.app, '/auth/mfa/verify', { code: '123456' }, { accessToken: token });
      expect(rest.statusCode).toBe(401);
      expect(rest.json()).toEqual(invalid);
    }

    expect((await gql(t.app, ME, undefined, accessToken)).status).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    const expired = await post(t.app, '/auth/mfa/verify', { code: '123456' }, { accessToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(invalid);
  });

  it('gives guards the roles of the token', async () => {
    await createUser(t, { email: 'guarded@example.com', groups: [Role.HEALTH_COACH] });
    const { accessToken } = await signedIn(t, 'guarded@example.com');
    const viewer = await t.ctx.services.identity.verifyAccessToken(accessToken);
    expect(viewer).toMatchObject({ email: 'guarded@example.com', roles: ['HEALTH_COACH'] });
    expect(requireRole({ viewer }, [Role.HEALTH_COACH, Role.DOCTOR]).roles).toEqual(['HEALTH_COACH']);
    expect(() => requireRole({ viewer }, [Role.DATA_EXPERT])).toThrow(
      expect.objectContaining({ code: 'forbidden', status: 403 }),
    );
    expect(() => requireRole({ viewer: null }, [Role.DATA_EXPERT])).toThrow(
      expect.objectContaining({ code: 'NotAuthorizedException', status: 401, message: 'Invalid token' }),
    );
  });
});

describe('secrets', () => {
  it('never logs a password, a code or a token', async () => {
    await createUser(t, { email: 'quiet@example.com', phoneNumber: '+31687654321' });
    const user = await t.ctx.services.users.findByEmail('quiet@example.com');
    await t.ctx.services.identity.updateAccount(user!.id, { smsMfaEnabled: true });
    await signIn(t.app, 'quiet@example.com', 'Wrong-Password-999!');
    const first = await signIn(t.app, 'quiet@example.com');
    const sms = codeIn((await lastMessageTo(t, '+31687654321')).text);
    await post(t.app, '/auth/challenge', {
      challenge: 'SMS_MFA',
      session: first.json().session,
      code: '000000',
    });
    const done = await post(t.app, '/auth/challenge', {
      challenge: 'SMS_MFA',
      session: first.json().session,
      code: sms,
    });
    const tokens = done.json().tokens;
    await post(t.app, '/auth/forgot-password', { username: 'quiet@example.com' });
    const reset = codeIn((await lastMessageTo(t, 'quiet@example.com')).text);
    await post(t.app, '/auth/confirm-forgot-password', {
      username: 'quiet@example.com',
      code: reset,
      newPassword: 'Brisk-Meadow-5522?',
    });
    await gql(t.app, ME, undefined, tokens.accessToken);

    const log = logLines.join('');
    // Expected rejections (REST and GraphQL alike) are info lines with the code, not errors.
    expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
    expect(log).toContain('graphql request rejected');
    expect(log).toContain('NotAuthorizedException');
    expect(log).toContain('CodeMismatchException');
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-Password-999!',
      'Brisk-Meadow-5522?',
      sms,
      reset,
      first.json().session,
      tokens.accessToken,
      refreshCookie(done)!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the demo session secret in the database, so a restart keeps sessions valid', async () => {
    const [row] = await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
    expect(typeof row?.value).toBe('string');
    expect(String(row?.value).length).toBeGreaterThanOrEqual(64);

    await createUser(t, { email: 'restart@example.com' });
    const { accessToken } = await signedIn(t, 'restart@example.com');
    // A second instance on the same database accepts the token.
    const { createIdentityService, resolveSessionSecret } = await import('./index.js');
    const second = createIdentityService({
      db: t.ctx.db,
      config: t.ctx.config,
      clock,
      users: t.ctx.services.users,
      notifier: t.ctx.notifier,
      mail: t.ctx.mail,
      jobs: t.ctx.jobs,
      log: t.ctx.log,
      sessionSecret: await resolveSessionSecret(t.ctx.config, t.ctx.services.settings),
    });
    expect(await second.verifyAccessToken(accessToken)).toMatchObject({ email: 'restart@example.com' });
  });
});

describe('in production', () => {
  it('signs with SESSION_SECRET and sets a Secure cookie on https', async () => {
    const database = await createTestDatabase();
    const prod = await createTestApp(PRODUCTION_ENV, database);
    try {
      await createUser(prod, { email: 'prod@example.com' });
      const response = await signIn(prod.app, 'prod@example.com');
      expect(response.cookies.find((c) => c.name === 'hp_refresh')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(
        await prod.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'session_secret')),
      ).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
