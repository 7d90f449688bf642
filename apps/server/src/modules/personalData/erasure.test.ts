import { PackageCode, Role } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orders, paymentNotifications, snapshotPeople, snapshots } from '../../db/schema.js';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { seedRequestedPermissions } from '../../seed/demoPermissions.js';
import { createUser, signedIn, TEST_PASSWORD } from '../../test/auth.js';
import { buyPublishedCheck, instantPaymentProvider } from '../../test/orders.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { FormName } from '../formdata/index.js';
import { type UserRow, users } from '../users/index.js';
import { accountErasures, ERASURE_PLAN } from './erasure.module.js';
import { tablesAboutAPerson } from './personTables.js';

/**
 * After the grace period the erasure job leaves nothing about the person in any table of the database (the job
 * queue's included): names, addresses, numbers and health values are gone, only the orders stay, without a name.
 */

const DAY = 24 * 3600 * 1000;
const clock = createTestClock();
let t: TestApp;

// Values nothing else in the database holds, so finding one anywhere means it was not erased.
const PERSON = {
  givenName: 'Quirijntje',
  familyName: 'Zwaluwstaart',
  email: 'quirijntje.zwaluwstaart@example.com',
  phoneNumber: '+31687650913',
};
const HEIGHT = '187.3';
const SMOKING_NOTE = 'pijpje-op-zondag';
let person: UserRow;
let passportId: string;
let orderId: string;
let token: string;
let storedFile: string;
let snapshotId: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: instantPaymentProvider });
  for (const product of DEMO_PRODUCTS) {
    if (product.packageCode === PackageCode.STANDARD_PERFORMANCE)
      await t.ctx.services.products.ensure(product);
  }
  await seedRequestedPermissions(t.ctx);
  person = await createUser(t, { ...PERSON, birthDate: '1979-04-13' });
  await t.ctx.db
    .update(users)
    .set({ streetAddress: 'Zwaluwpad 77', locality: 'Zwaluwdorp', postalCode: '9999 ZZ', country: 'NL' })
    .where(eq(users.id, person.id));
  passportId = await buyPublishedCheck(t, person, {
    userInput: {
      givenName: PERSON.givenName,
      familyName: PERSON.familyName,
      phoneNumber: PERSON.phoneNumber,
    },
  });
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.userId, person.id));
  orderId = order!.id;
  // The payment provider's message, as the webhook records it (with the shopper's address in it).
  const amount = { value: order!.total, currency: 'EUR' };
  await t.ctx.db.insert(paymentNotifications).values({
    provider: 'test',
    pspReference: `PSP-${orderId}`,
    eventCode: 'AUTHORISATION',
    success: true,
    merchantReference: orderId,
    amountValue: amount.value,
    currency: amount.currency,
    outcome: 'applied',
    item: {
      eventCode: 'AUTHORISATION',
      success: 'true',
      amount,
      merchantReference: orderId,
      shopperEmail: PERSON.email,
    },
    receivedAt: clock.now(),
  });
  await t.ctx.db.transaction(async (tx) => {
    await t.ctx.services.formData.append(tx, {
      passportId,
      form: FormName.MEASUREMENTS,
      items: [{ dataKey: 'Body_Height', dataValue: HEIGHT }],
      savedBy: person.id,
    });
    await t.ctx.services.formData.append(tx, {
      passportId,
      form: FormName.QUESTIONNAIRE,
      items: [{ dataKey: 'Q_Smoking_Remark', dataValue: SMOKING_NOTE }],
      savedBy: person.id,
    });
  });
  // Consent, a document, shares both ways, a company's snapshot and a staff member's read.
  const [product] = await t.ctx.db
    .execute(sql`select product_id from orders where id = ${orderId}`)
    .then((result) => (result as unknown as { rows: { product_id: string }[] }).rows);
  const requested = await t.ctx.services.consent.requestedForProduct(product!.product_id);
  await t.ctx.services.consent.grantPermissions(
    { userId: person.id },
    passportId,
    requested.map((permission) => permission.id),
    clock.now().toISOString(),
  );
  storedFile = await t.ctx.files.save(Buffer.from(`%PDF-1.4 ${PERSON.familyName}`), '.pdf');
  await t.ctx.db.insert(documents).values({
    personId: person.id,
    type: 'REPORT',
    name: `Report ${PERSON.familyName}`,
    storedName: storedFile,
    contentType: 'application/pdf',
    sizeBytes: 30,
    createdAt: clock.now(),
  });
  await t.ctx.services.sharing.share({
    ownerId: person.id,
    passportId,
    recipient: {
      firstName: 'Fenna',
      lastName: 'Vriend',
      email: 'fenna.vriend@example.com',
      phoneNumber: '+31 6 1111 2222',
    },
    language: 'en',
  });
  const doctor = await createUser(t, { email: 'doc.q@example.com', groups: [Role.DOCTOR] });
  const doctorToken = (await signedIn(t, doctor.email)).accessToken;
  const history = await rest(
    t.app,
    'GET',
    `/api/v2/users/${person.serviceNumber}/${passportId}/data-items/history`,
    {
      token: doctorToken,
    },
  );
  expect(history.statusCode).toBe(200);
  const [company] = await t.ctx.db
    .execute(
      sql`insert into companies (name, customer_type, created_at) values ('Zwaluw BV', 'B2B', now()) returning id`,
    )
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  await t.ctx.db.execute(
    sql`insert into company_members (company_id, user_id, source, added_at) values (${company!.id}, ${person.id}, 'STAFF', now())`,
  );
  const [snapshot] = await t.ctx.db
    .insert(snapshots)
    .values({
      name: 'Zwaluw 2026',
      companyId: company!.id,
      customerType: 'B2B',
      status: 'PUBLISHED',
      aggregate: { population: 42, results: { Body_Height: { GREEN: 30, ORANGE: 12 } } },
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  snapshotId = snapshot!.id;
  await t.ctx.db.insert(snapshotPeople).values({ snapshotId, userId: person.id, passportId, dataVersion: 1 });
  await t.ctx.db.execute(
    sql`insert into snapshot_managers (snapshot_id, user_id, invited_at) values (${snapshotId}, ${person.id}, now())`,
  );

  token = (await signedIn(t, PERSON.email)).accessToken;
  const asked = await gql(
    t.app,
    'mutation ($p: String!) { requestAccountErasure(password: $p) { status } }',
    { p: TEST_PASSWORD },
    token,
  );
  expect(asked.body.errors).toBeUndefined();
}, 120_000);
afterAll(() => t.close());

const NEEDLES = () => [
  PERSON.givenName,
  PERSON.familyName,
  PERSON.email,
  PERSON.phoneNumber,
  person.serviceNumber,
  HEIGHT,
  SMOKING_NOTE,
  'Zwaluwpad',
];

/** Every table of the database, in every schema (the job queue's too), with the needles its rows contain. */
async function findEverywhere(needles: readonly string[]): Promise<Record<string, string[]>> {
  const { rows: tables } = (await t.ctx.db.execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`)) as unknown as {
    rows: { table_schema: string; table_name: string }[];
  };
  expect(tables.length).toBeGreaterThan(40);
  expect(tables.some((table) => table.table_schema === 'jobs')).toBe(true);
  const found: Record<string, string[]> = {};
  for (const { table_schema: schema, table_name: name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    for (const needle of needles) {
      const { rows } = (await t.ctx.db.execute(
        sql`select count(*)::int as n from ${table} as r where position(lower(${needle}) in lower(r::text)) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if ((rows[0]?.n ?? 0) > 0) (found[`${schema}.${name}`] ??= []).push(needle);
    }
  }
  return found;
}

const eraseDue = async () => {
  const [request] = await t.ctx.db
    .select()
    .from(accountErasures)
    .where(eq(accountErasures.userId, person.id));
  await t.ctx.services.erasure.erase(request!.id);
  return request!.id;
};

describe('the erasure after the grace period', () => {
  it('declares what happens to every table about a person', () => {
    const declared = new Set(ERASURE_PLAN.map((rule) => rule.table));
    const missing = [...tablesAboutAPerson().keys()].filter((table) => !declared.has(table));
    expect(missing).toEqual([]);
    for (const rule of ERASURE_PLAN) {
      expect(rule.reason.length).toBeGreaterThan(10);
      expect(rule.action === 'keep' || rule.apply !== undefined).toBe(true);
    }
  });

  it('does nothing before the day', async () => {
    clock.advance(14 * DAY - 60_000);
    await eraseDue();
    expect(Object.keys(await findEverywhere([PERSON.email, HEIGHT])).length).toBeGreaterThan(0);
  });

  it('leaves no personal or health value in any table, keeps the orders with their amounts, ends the sessions', async () => {
    const before = await findEverywhere(NEEDLES());
    // The search finds what is there: every needle is somewhere before.
    expect(new Set(Object.values(before).flat())).toEqual(new Set(NEEDLES()));
    const [orderBefore] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));

    clock.advance(60_000);
    const requestId = await eraseDue();
    await eraseDue(); // twice: the job may run again
    expect(await findEverywhere(NEEDLES())).toEqual({});

    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: person.id,
      status: orderBefore!.status,
      total: orderBefore!.total,
      vat: orderBefore!.vat,
      productId: orderBefore!.productId,
      createdAt: orderBefore!.createdAt,
      paidAt: orderBefore!.paidAt,
    });
    expect(order!.userInput.address.country).toBe('NL');
    const [payment] = await t.ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantReference, orderId));
    expect(payment).toMatchObject({ amountValue: orderBefore!.total, success: true });
    expect(payment!.item).toMatchObject({ amount: { value: orderBefore!.total, currency: 'EUR' } });

    const [request] = await t.ctx.db.select().from(accountErasures).where(eq(accountErasures.id, requestId));
    expect(request).toMatchObject({ status: 'ERASED' });
    await expect(t.ctx.files.read(storedFile)).rejects.toMatchObject({ code: 'ENOENT' });

    // The access token of before is refused, and the old password lets no one in.
    const me = await gql(t.app, '{ me { id } }', {}, token);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('NotAuthorizedException');
    const again = await rest(t.app, 'POST', '/auth/sign-in', {
      body: { username: PERSON.email, password: TEST_PASSWORD },
    });
    expect(again.json().status).not.toBe('AUTHENTICATED');
  });

  it('keeps the snapshots’ aggregates as they were, without the person', async () => {
    const [snapshot] = await t.ctx.db.select().from(snapshots).where(eq(snapshots.id, snapshotId));
    expect(snapshot!.aggregate).toEqual({
      population: 42,
      results: { Body_Height: { GREEN: 30, ORANGE: 12 } },
    });
    expect(
      await t.ctx.db.select().from(snapshotPeople).where(eq(snapshotPeople.snapshotId, snapshotId)),
    ).toEqual([]);
  });
});
