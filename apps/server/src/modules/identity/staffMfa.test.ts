import { AuthChallenge, Role } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMessageTo, post, signIn, TEST_PASSWORD } from '../../test/auth.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { createIdentityService, enableTotp, resolveSessionSecret, totpCode } from './index.js';
import { staffWithoutMfa } from './staffMfa.js';

/**
 * Staff who read other people's health data need an authenticator app: outside demo mode their sign-in stops at
 * the MFA_SETUP challenge until they have one, and they cannot turn it off.
 */

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const meta = { ip: '198.51.100.20' };

/** The identity service as production runs it, on the test database. */
async function production() {
  return createIdentityService({
    db: t.ctx.db,
    config: { ...t.ctx.config, isDemo: false },
    clock,
    users: t.ctx.services.users,
    notifier: t.ctx.notifier,
    mail: t.ctx.mail,
    jobs: t.ctx.jobs,
    log: t.ctx.log,
    sessionSecret: await resolveSessionSecret(t.ctx.config, t.ctx.services.settings),
  });
}

describe('in production', () => {
  it('gives a doctor without an authenticator no tokens, only the set-up challenge', async () => {
    await createUser(t, { email: 'doc-nomfa@example.com', groups: [Role.DOCTOR] });
    const identity = await production();
    const result = await identity.signIn(
      { username: 'doc-nomfa@example.com', password: TEST_PASSWORD },
      meta,
    );
    expect(result).toMatchObject({ status: 'CHALLENGE', challenge: AuthChallenge.MFA_SETUP });
    expect(result).not.toHaveProperty('tokens');
    // Skipping the set-up does not help: the session answers only the set-up.
    if (result.status !== 'CHALLENGE') throw new Error('expected a challenge');
    await expect(
      identity.respondToChallenge(
        { challenge: AuthChallenge.SOFTWARE_TOKEN_MFA, session: result.session, code: '123456' },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });

    const { secretCode } = await identity.associateSoftwareToken({ session: result.session });
    const done = await identity.respondToChallenge(
      {
        challenge: AuthChallenge.MFA_SETUP,
        session: result.session,
        code: totpCode(secretCode, clock.now()),
      },
      meta,
    );
    expect(done.status).toBe('AUTHENTICATED');
    // From now on the doctor signs in with a code.
    clock.advance(30_000);
    const next = await identity.signIn({ username: 'doc-nomfa@example.com', password: TEST_PASSWORD }, meta);
    expect(next).toMatchObject({ status: 'CHALLENGE', challenge: AuthChallenge.SOFTWARE_TOKEN_MFA });
  });

  it('asks every role that reads health data, and not consumers or external viewers', async () => {
    const identity = await production();
    const cases: [Role, string][] = [
      [Role.ONBOARDER, 'AUTH-SETUP'],
      [Role.ONBOARDER_ADMIN, 'AUTH-SETUP'],
      [Role.HEALTH_COACH, 'AUTH-SETUP'],
      [Role.HEALTH_COACH_ADMIN, 'AUTH-SETUP'],
      [Role.DATA_EXPERT, 'AUTH-SETUP'],
      [Role.CONSUMER, 'AUTHENTICATED'],
      [Role.EXTERNAL, 'AUTHENTICATED'],
      [Role.HR_MANAGER, 'AUTHENTICATED'],
    ];
    for (const [role, expected] of cases) {
      const email = `role-${role.toLowerCase()}@example.com`;
      await createUser(t, { email, groups: [role] });
      const result = await identity.signIn({ username: email, password: TEST_PASSWORD }, meta);
      const outcome =
        result.status === 'CHALLENGE' && result.challenge === AuthChallenge.MFA_SETUP
          ? 'AUTH-SETUP'
          : result.status;
      expect(outcome, role).toBe(expected);
    }
  });

  it('does not let staff turn their authenticator off', async () => {
    const user = await createUser(t, { email: 'coach-keeps@example.com', groups: [Role.HEALTH_COACH] });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    await enableTotp(t.ctx.db, user.id, secret);
    const identity = await production();
    await expect(
      identity.disableSoftwareToken(
        { userId: user.id, email: user.email, roles: [Role.HEALTH_COACH] },
        totpCode(secret, clock.now()),
      ),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });
    expect(await identity.mfaEnabled(user.id)).toBe(true);
  });

  it('lists staff without an authenticator for the operator', async () => {
    await createUser(t, { email: 'listed-doc@example.com', groups: [Role.DOCTOR, Role.DATA_EXPERT] });
    await createUser(t, { email: 'listed-consumer@example.com' });
    const listed = await staffWithoutMfa(t.ctx.db);
    expect(listed).toContainEqual({
      email: 'listed-doc@example.com',
      name: 'Test Person',
      roles: [Role.DATA_EXPERT, Role.DOCTOR],
    });
    const emails = listed.map((s) => s.email);
    expect(emails).not.toContain('listed-consumer@example.com');
    expect(emails).not.toContain('coach-keeps@example.com');
  });

  it('answers the operator command through the running server, on loopback with the admin token only', async () => {
    const ask = (token: string, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/internal/staff/without-mfa',
        headers: { 'x-admin-token': token },
        remoteAddress,
      });
    expect((await ask('test-admin-token', '203.0.113.9')).statusCode).toBe(403);
    expect((await ask('wrong-token-wrong-token', '127.0.0.1')).statusCode).toBe(403);
    const answer = await ask('test-admin-token', '127.0.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((s: { email: string }) => s.email)).toContain('listed-doc@example.com');
  });
});

describe('in demo mode', () => {
  it("lets staff in with the password alone, as the README's demo accounts do", async () => {
    await createUser(t, { email: 'demo-doc@example.com', groups: [Role.DOCTOR] });
    const response = await signIn(t.app, 'demo-doc@example.com');
    expect(response.json().status).toBe('AUTHENTICATED');
  });
});

describe('replacing an authenticator', () => {
  it('refuses a stolen access token without a code of the current authenticator', async () => {
    const user = await createUser(t, { email: 'replace@example.com' });
    const current = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await enableTotp(t.ctx.db, user.id, current);
    // The stolen token: any session of the account.
    const auth = { accessToken: await tokenFor('replace@example.com', current) };

    const { secretCode } = (await post(t.app, '/auth/mfa/associate', undefined, auth)).json();
    const attackerCode = totpCode(secretCode, clock.now());
    const without = await post(t.app, '/auth/mfa/verify', { code: attackerCode }, auth);
    expect(without.json().error.code).toBe('InvalidParameterException');
    const wrong = await post(t.app, '/auth/mfa/verify', { code: attackerCode, currentCode: '000000' }, auth);
    expect(wrong.json().error.code).toBe('CodeMismatchException');
    const disable = await post(t.app, '/auth/mfa/disable', { code: '000000' }, auth);
    expect(disable.json().error.code).toBe('CodeMismatchException');
    expect(await t.ctx.services.identity.mfaEnabled(user.id)).toBe(true);

    // The owner, with the current app at hand, replaces it; their other sessions end.
    clock.advance(30_000);
    const other = await tokenFor('replace@example.com', current);
    clock.advance(30_000);
    const replaced = await post(
      t.app,
      '/auth/mfa/verify',
      { code: totpCode(secretCode, clock.now()), currentCode: totpCode(current, clock.now()) },
      auth,
    );
    expect(replaced.json()).toEqual({ ok: true });
    expect((await lastMessageTo(t, 'replace@example.com')).subject).toBe(
      'Your two-step verification was changed',
    );
    expect(
      (await post(t.app, '/auth/mfa/disable', { code: '000000' }, { accessToken: other })).statusCode,
    ).toBe(401);
  });
});

/** Signs in an account with a software token and answers its challenge. */
async function tokenFor(email: string, secret: string): Promise<string> {
  const first = (await signIn(t.app, email)).json();
  const response = await post(t.app, '/auth/challenge', {
    challenge: AuthChallenge.SOFTWARE_TOKEN_MFA,
    session: first.session,
    code: totpCode(secret, clock.now()),
  });
  return response.json().tokens.accessToken as string;
}
