import { PackageCode } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH } from '../src/integrations/payments/index.js';
import { startTestS3, type TestS3 } from '../src/test/s3Server.js';
import { call, gql, guestCheckout, paymentNotification, report, signIn } from './support/api.js';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { startServer, stopServers, TEST_PAYMENT_HMAC_KEY } from './support/server.js';

let db: TestDatabase;
let s3: TestS3;

beforeAll(async () => {
  db = await createDatabase('rotation');
  s3 = await startTestS3();
});
afterAll(async () => {
  await stopServers();
  await s3?.stop();
  await db?.drop();
});

const NEW_SESSION_SECRET = 'the-rotated-session-secret-of-every-instance';
const NEW_HMAC_KEY = 'b2'.repeat(32);
const ME = '{ me { identityInformation { email } } }';

describe('rotating secrets', () => {
  it('a new SESSION_SECRET ends access tokens and links, not sessions; a new webhook key refuses the old signature', async () => {
    const env = { DATABASE_URL: db.url, ...s3.env } as Record<string, string>;
    let server = await startServer('A', env);
    const anna = await signIn(server, 'anna@example.com');
    const documents = await gql(server, '{ myDocuments { url } }', {}, anna.accessToken);
    const link = new URL(documents.data?.myDocuments[0].url as string, 'http://x');
    const ordered = await guestCheckout(
      server,
      PackageCode.STANDARD_PERFORMANCE,
      'rotation.guest@example.com',
    );
    const order = { id: ordered.data?.createOrder.id as string, total: 0 };
    order.total = (
      await db.rows<{ total: number }>('select total from orders where id = $1', [order.id])
    )[0]!.total;
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    // Every instance restarted with the new secrets.
    server = await startServer('A', {
      ...env,
      SESSION_SECRET: NEW_SESSION_SECRET,
      TEST_PAYMENT_HMAC_KEY: NEW_HMAC_KEY,
    });
    const oldToken = await gql(server, ME, {}, anna.accessToken);
    expect(oldToken.status).toBe(401);
    const oldLink = await call(server, 'GET', link.pathname + link.search);
    expect(oldLink.status).toBe(403);
    // The refresh cookie is not signed with the secret: the web app's refresh gets a token under the new one.
    const refreshed = await call(server, 'POST', '/auth/refresh', { refreshCookie: anna.refresh });
    expect(refreshed.status).toBe(200);
    const newToken = await gql(server, ME, {}, refreshed.body.tokens.accessToken);
    expect(newToken.data?.me.identityInformation.email).toBe('anna@example.com');

    const signedWithOld = paymentNotification(order, TEST_PAYMENT_HMAC_KEY, '8816178952380554');
    const refused = await call(server, 'POST', NOTIFICATIONS_PATH, { json: signedWithOld });
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({
      status: 401,
      code: 'invalidSignature',
    });
    const signedWithNew = paymentNotification(order, NEW_HMAC_KEY, '8816178952380554');
    const accepted = await call(server, 'POST', NOTIFICATIONS_PATH, { json: signedWithNew });
    expect(accepted.body).toBe('[accepted]');
    const [row] = await db.rows('select status from orders where id = $1', [order.id]);
    expect(row).toEqual({ status: 'FULFILLED' });
    report(
      'secrets: after a restart with a new SESSION_SECRET the old access token answers 401 and the old download link 403, ' +
        'the refresh cookie gets a new token (no new sign-in); with a new webhook HMAC key the old signature answers 401, the new one is accepted',
    );
  });
});
