import type { Role } from '@health-passport/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../integrations/notifier/index.js';
import { REFRESH_COOKIE, setPassword } from '../modules/identity/index.js';
import type { NewUser, UserRow } from '../modules/users/index.js';
import type { TestApp } from './testApp.js';

/** A password that passes the policy (rule and strength); tests use it for accounts they create. */
export const TEST_PASSWORD = 'Sturdy-Lantern-4821!';

/** Creates a confirmed account with TEST_PASSWORD (or the given one). */
export async function createUser(
  t: TestApp,
  overrides: Partial<NewUser> & { email: string; groups?: readonly Role[] },
  password = TEST_PASSWORD,
): Promise<UserRow> {
  const user = await t.ctx.services.users.create({
    givenName: 'Test',
    familyName: 'Person',
    groups: ['CONSUMER'],
    ...overrides,
  });
  await setPassword(t.ctx.db, user.id, password, { now: t.ctx.clock.now() });
  return user;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: unknown,
  options: { ip?: string; accessToken?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: options.ip ?? '198.51.100.7',
    headers: {
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
      ...(options.cookie ? { cookie: `${REFRESH_COOKIE}=${options.cookie}` } : {}),
    },
  });
}

export function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD, ip?: string) {
  return post(app, '/auth/sign-in', { username, password }, { ip });
}

/** The refresh token the response set, if any. */
export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value || undefined;
}

/** Signs in a user without MFA and returns the access token and refresh cookie. */
export async function signedIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await signIn(t.app, email, password);
  const body = response.json();
  if (body.status !== 'AUTHENTICATED') throw new Error(`sign-in did not complete: ${response.body}`);
  return {
    accessToken: body.tokens.accessToken as string,
    idToken: body.tokens.idToken as string,
    refresh: refreshCookie(response)!,
  };
}

/** The newest outbox message to `to`, waiting a moment for one (some go out just after the answer). */
export async function lastMessageTo(t: TestApp, to: string) {
  for (let waited = 0; ; waited += 50) {
    const [row] = await t.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.seq))
      .limit(1);
    if (row) return row;
    if (waited >= 5000) throw new Error(`no message to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The six-digit code in a message text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** A wrong six-digit code that is surely not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
