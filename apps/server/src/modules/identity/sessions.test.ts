import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createUser, lastMessageTo, post, signedIn, TEST_PASSWORD } from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { createIdentityService, resolveSessionSecret } from './index.js';
import { SESSION_VERSION_CACHE_MS } from './sessionVersions.js';

/**
 * Access tokens that can be revoked: a stolen access token stops working on the next request after sign-out,
 * sign out everywhere, a password change or reset, or a role change, not only when its 15 minutes are over.
 */

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const ME = '{ me { identityInformation { email } } }';
const NEW_PASSWORD = 'Copper-Harbour-9317!';

async function meStatus(accessToken: string): Promise<number> {
  return (await gql(t.app, ME, undefined, accessToken)).status;
}

function refresh(cookie: string) {
  return post(t.app, '/auth/refresh', undefined, { cookie });
}

describe('sign out everywhere', () => {
  it('refuses a stolen access token on the next request, and every refresh token', async () => {
    await createUser(t, { email: 'everywhere@example.com' });
    const stolen = await signedIn(t, 'everywhere@example.com');
    const owner = await signedIn(t, 'everywhere@example.com');
    expect(await meStatus(stolen.accessToken)).toBe(200);

    const response = await post(t.app, '/auth/sign-out-everywhere', undefined, {
      accessToken: owner.accessToken,
      cookie: owner.refresh,
    });
    expect(response.statusCode).toBe(204);

    expect(await meStatus(stolen.accessToken)).toBe(401);
    expect(await meStatus(owner.accessToken)).toBe(401);
    expect((await refresh(stolen.refresh)).statusCode).toBe(401);
    expect((await refresh(owner.refresh)).statusCode).toBe(401);
  });

  it('needs a valid access token', async () => {
    const response = await post(t.app, '/auth/sign-out-everywhere');
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the access token at once; another device refreshes quietly', async () => {
    await createUser(t, { email: 'signout@example.com' });
    const laptop = await signedIn(t, 'signout@example.com');
    const phone = await signedIn(t, 'signout@example.com');

    await post(t.app, '/auth/sign-out', undefined, {
      accessToken: laptop.accessToken,
      cookie: laptop.refresh,
    });

    expect(await meStatus(laptop.accessToken)).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    // The phone's token is refused too; its refresh token still gets it a new one.
    expect(await meStatus(phone.accessToken)).toBe(401);
    const renewed = await refresh(phone.refresh);
    expect(renewed.statusCode).toBe(200);
    expect(await meStatus(renewed.json().tokens.accessToken)).toBe(200);
  });
});

describe('password change', () => {
  it('refuses a stolen access token without the current password', async () => {
    await createUser(t, { email: 'thief@example.com' });
    const stolen = await signedIn(t, 'thief@example.com');
    const response = await post(
      t.app,
      '/auth/change-password',
      { currentPassword: 'guessed-Password-1', newPassword: NEW_PASSWORD },
      { accessToken: stolen.accessToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'NotAuthorizedException' } });
    // Nothing changed: the old password still signs in.
    await signedIn(t, 'thief@example.com');
  });

  it('refuses a password the policy refuses', async () => {
    await createUser(t, { email: 'weak@example.com' });
    const { accessToken } = await signedIn(t, 'weak@example.com');
    const response = await post(
      t.app,
      '/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { accessToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'InvalidPasswordException' } });
  });

  it('ends the other sessions and keeps this one', async () => {
    await createUser(t, { email: 'change@example.com' });
    const other = await signedIn(t, 'change@example.com');
    const mine = await signedIn(t, 'change@example.com');
    const response = await post(
      t.app,
      '/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { accessToken: mine.accessToken },
    );
    expect(response.statusCode).toBe(200);

    expect(await meStatus(other.accessToken)).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect(await meStatus(mine.accessToken)).toBe(200);
    const renewed = await refresh(mine.refresh);
    expect(renewed.statusCode).toBe(200);
    expect(await meStatus(renewed.json().tokens.accessToken)).toBe(200);
    await signedIn(t, 'change@example.com', NEW_PASSWORD);
  });
});

describe('password reset', () => {
  it('refuses the access tokens issued before it', async () => {
    await createUser(t, { email: 'reset-ends@example.com' });
    const stolen = await signedIn(t, 'reset-ends@example.com');
    await post(t.app, '/auth/forgot-password', { username: 'reset-ends@example.com' });
    const code = codeIn((await lastMessageTo(t, 'reset-ends@example.com')).text);
    const reset = await post(t.app, '/auth/confirm-forgot-password', {
      username: 'reset-ends@example.com',
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(await meStatus(stolen.accessToken)).toBe(401);
  });
});

describe('a role change', () => {
  it('refuses the tokens that carry the old roles', async () => {
    const user = await createUser(t, { email: 'demoted@example.com' });
    const before = await signedIn(t, 'demoted@example.com');
    const committed = await t.ctx.services.identity.endSessions(user.id);
    committed();
    expect(await meStatus(before.accessToken)).toBe(401);
  });
});

/** A second server instance on the same database, with its own cache of session versions. */
async function otherInstance() {
  return createIdentityService({
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
}

describe('across server instances', () => {
  it('counts a revocation elsewhere within the cache time', async () => {
    await createUser(t, { email: 'instances@example.com' });
    const { accessToken } = await signedIn(t, 'instances@example.com');
    const other = await otherInstance();
    expect(await other.verifyAccessToken(accessToken)).not.toBeNull();

    const user = await t.ctx.services.users.findByEmail('instances@example.com');
    (await t.ctx.services.identity.endSessions(user!.id))();
    // This instance refuses at once; the other one once its copy of the version is SESSION_VERSION_CACHE_MS old.
    expect(await t.ctx.services.identity.verifyAccessToken(accessToken)).toBeNull();
    clock.advance(SESSION_VERSION_CACHE_MS);
    expect(await other.verifyAccessToken(accessToken)).toBeNull();
  });

  it('accepts a token issued elsewhere after a revocation this instance has not read yet', async () => {
    const user = await createUser(t, { email: 'newer@example.com' });
    const first = await signedIn(t, 'newer@example.com');
    const other = await otherInstance();
    expect(await other.verifyAccessToken(first.accessToken)).not.toBeNull();
    (await t.ctx.services.identity.endSessions(user.id))();
    const second = await signedIn(t, 'newer@example.com');
    expect(await other.verifyAccessToken(second.accessToken)).toMatchObject({ email: 'newer@example.com' });
  });
});
