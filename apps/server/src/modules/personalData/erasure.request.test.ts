import { PackageCode, Role } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMessageTo, signedIn, signIn } from '../../test/auth.js';
import { instantPaymentProvider } from '../../test/orders.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { outbox } from '../../integrations/notifier/index.js';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { products } from '../products/index.js';
import { users } from '../users/index.js';
import { accountErasures, ERASURE_JOB } from './erasure.module.js';

/**
 * Asking for one's account to be erased: only with the password and without an open order, then 14 days in which
 * signing in (or the cancel button) stops it; the person is told by e-mail each time.
 */

const DAY = 24 * 3600 * 1000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: instantPaymentProvider });
  const product = DEMO_PRODUCTS.find((p) => p.packageCode === PackageCode.STANDARD_PERFORMANCE);
  await t.ctx.services.products.ensure(product!);
}, 60_000);
afterAll(() => t.close());

const ERASURE = 'status requestedAt eraseAfter cancelledAt cancelledBy';
const REQUEST = `mutation ($password: String!) { requestAccountErasure(password: $password) { ${ERASURE} } }`;
const MINE = `{ myAccountErasure { ${ERASURE} } }`;
const CANCEL = `mutation { cancelAccountErasure { ${ERASURE} } }`;

let people = 0;
async function customer(locale: 'en_US' | 'nl_NL' = 'en_US') {
  people += 1;
  const email = `erase-${people}@example.com`;
  const user = await createUser(t, { email, givenName: 'Eva', familyName: `Wis${people}`, locale });
  const { accessToken } = await signedIn(t, email);
  return { user, email, token: accessToken };
}

const errorCode = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.code;
const requestsOf = (userId: string) =>
  t.ctx.db.select().from(accountErasures).where(eq(accountErasures.userId, userId));
const mailsTo = (email: string) => t.ctx.db.select().from(outbox).where(eq(outbox.to, email));
async function erasureJobs(): Promise<{ data: { requestId: string }; start_after: string | Date }[]> {
  const { rows } = (await t.ctx.db.execute(
    sql`select data, start_after from jobs.job where name = ${ERASURE_JOB}`,
  )) as unknown as { rows: { data: { requestId: string }; start_after: string | Date }[] };
  return rows;
}

describe('asking for erasure', () => {
  it('is refused with a wrong or missing password, and nothing is stored or sent', async () => {
    const eva = await customer();
    const jobsBefore = (await erasureJobs()).length;
    for (const password of ['Not-The-Password-1!', '']) {
      const answer = await gql(t.app, REQUEST, { password }, eva.token);
      expect(errorCode(answer.body)).toBe('NotAuthorizedException');
    }
    expect(await requestsOf(eva.user.id)).toEqual([]);
    expect((await erasureJobs()).length).toBe(jobsBefore);
    expect(await mailsTo(eva.email)).toEqual([]);
  });

  it('is refused while an order is not paid or closed', async () => {
    const eva = await customer();
    const [product] = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.packageCode, PackageCode.STANDARD_PERFORMANCE));
    await t.ctx.services.orders.createOrder(product!.id, 'NL', {
      userInput: {
        email: eva.email,
        phoneNumber: '+31612345678',
        givenName: 'Eva',
        familyName: 'Wis',
        address: { streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', country: 'NL' },
      },
      returnUrl: `${t.ctx.config.publicUrl}/order-completed`,
      viewer: { userId: eva.user.id },
      language: 'en',
    });
    const answer = await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    expect(errorCode(answer.body)).toBe('erasureBlockedByOpenOrder');
    expect(answer.body.errors?.[0]?.message).toMatch(/order/);
    expect(await requestsOf(eva.user.id)).toEqual([]);
    expect(await mailsTo(eva.email)).toEqual([]);
  });

  it('stores the request for 14 days later, schedules the erasure then and tells the person the day', async () => {
    const eva = await customer();
    const answer = await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    expect(answer.body.errors).toBeUndefined();
    const eraseAfter = new Date(clock.now().getTime() + 14 * DAY).toISOString();
    expect(answer.body.data?.requestAccountErasure).toMatchObject({ status: 'PENDING', eraseAfter });
    const mine = await gql(t.app, MINE, {}, eva.token);
    expect(mine.body.data?.myAccountErasure).toMatchObject({
      status: 'PENDING',
      eraseAfter,
      cancelledAt: null,
    });

    const [request] = await requestsOf(eva.user.id);
    const job = (await erasureJobs()).find((row) => row.data.requestId === request!.id);
    expect(new Date(job!.start_after).toISOString()).toBe(eraseAfter);
    const mail = await lastMessageTo(t, eva.email);
    expect(mail.subject).toBe('Your account will be erased on 16 March 2026');
    expect(mail.text).toContain('Sign in before then');

    // Asking again answers the waiting request.
    const again = await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    expect(again.body.data?.requestAccountErasure).toMatchObject({ status: 'PENDING', eraseAfter });
    expect(await requestsOf(eva.user.id)).toHaveLength(1);
  });

  it('is cancelled by signing in within the grace period, which the person is told, and the job then does nothing', async () => {
    const sanne = await customer('nl_NL');
    await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, sanne.token);
    expect((await lastMessageTo(t, sanne.email)).subject).toBe('Je account wordt gewist op 16 maart 2026');
    clock.advance(13 * DAY);
    try {
      expect((await signIn(t.app, sanne.email)).json().status).toBe('AUTHENTICATED');
      const { accessToken } = await signedIn(t, sanne.email);
      const mine = await gql(t.app, MINE, {}, accessToken);
      expect(mine.body.data?.myAccountErasure).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: 'SIGN_IN',
        cancelledAt: clock.now().toISOString(),
      });
      const mail = await lastMessageTo(t, sanne.email);
      expect(mail.subject).toBe('Je account wordt niet gewist');
      expect(mail.text).toContain('Je hebt ingelogd');

      clock.advance(2 * DAY);
      const [request] = await requestsOf(sanne.user.id);
      await t.ctx.services.erasure.erase(request!.id);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, sanne.user.id));
      expect(row).toMatchObject({ email: sanne.email, givenName: 'Eva' });
    } finally {
      clock.set(new Date('2026-03-02T09:00:00.000Z'));
    }
  });

  it('is cancelled with the cancel button', async () => {
    const eva = await customer();
    await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    const cancelled = await gql(t.app, CANCEL, {}, eva.token);
    expect(cancelled.body.data?.cancelAccountErasure).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'PERSON',
    });
    expect((await lastMessageTo(t, eva.email)).subject).toBe('Your account will not be erased');
    // A new request can follow.
    const again = await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    expect(again.body.data?.requestAccountErasure).toMatchObject({ status: 'PENDING' });
  });

  it('shows staff in the individuals list when a person is waiting for erasure', async () => {
    const eva = await customer();
    await createUser(t, { email: 'coach.erase@example.com', groups: [Role.HEALTH_COACH] });
    const coach = (await signedIn(t, 'coach.erase@example.com')).accessToken;
    const listed = async () => {
      const answer = await rest(t.app, 'GET', `/api/v2/users?name=${eva.user.serviceNumber}`, {
        token: coach,
      });
      return (answer.json() as { users: { erasureDueOn: string | null }[] }).users[0]?.erasureDueOn;
    };
    expect(await listed()).toBeNull();
    await gql(t.app, REQUEST, { password: 'Sturdy-Lantern-4821!' }, eva.token);
    expect(await listed()).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
    await gql(t.app, CANCEL, {}, eva.token);
    expect(await listed()).toBeNull();
  });

  it('needs a signed-in person', async () => {
    const answer = await gql(t.app, MINE);
    expect(errorCode(answer.body)).toBe('NotAuthorizedException');
  });
});
