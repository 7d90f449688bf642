import { AddonCode, PackageCode, PassportStatus, Role } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demoSeed.js';
import { createUser, signedIn } from '../../test/auth.js';
import { buyAndPay as buyAndPayAs, instantPaymentProvider } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { FormName } from '../formdata/index.js';
import { healthPassports } from '../passports/index.js';
import { products } from '../products/index.js';

let t: TestApp;
let userId: string;
let token: string;
const productIds: Record<string, string> = {};

const CHAPTERS = `query {
  myOnboardingChapters {
    id completed enabled healthPassportId localizedProductName localizedPurchasePrice packageCode publishedDate type
    steps { type completed enabled }
  }
}`;

async function chapters(language = 'en-US') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: CHAPTERS },
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return response.json().data.myOnboardingChapters as {
    type: string;
    packageCode: string;
    localizedProductName: string;
    localizedPurchasePrice: string | null;
    healthPassportId: string | null;
    completed: boolean;
    enabled: boolean;
    steps: { type: string; completed: boolean; enabled: boolean }[];
  }[];
}

/** Buys a product as the signed-in user and pays it. */
const buyAndPay = (packageCode: string) =>
  buyAndPayAs(t, { id: userId, email: 'journey@example.com' }, packageCode);

const summary = (steps: { type: string; completed: boolean; enabled: boolean }[]) =>
  steps.map((s) => `${s.type}:${s.completed ? 'done' : s.enabled ? 'open' : 'closed'}`);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { paymentProvider: instantPaymentProvider });
  await seedDemoData(t.ctx);
  for (const row of await t.ctx.db.select().from(products)) productIds[row.packageCode] = row.id;
  userId = (await createUser(t, { email: 'journey@example.com' })).id;
  token = (await signedIn(t, 'journey@example.com')).accessToken;
});
afterAll(() => t.close());

describe('myOnboardingChapters', () => {
  it('asks for a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: CHAPTERS } });
    expect(response.statusCode).toBe(401);
  });

  it('is empty before anything is bought', async () => {
    expect(await chapters()).toEqual([]);
  });

  it('a paid health check becomes a passport chapter that starts with consent', async () => {
    await buyAndPay(PackageCode.STANDARD_PERFORMANCE);
    const [chapter] = await chapters();
    expect(chapter).toMatchObject({
      type: 'PASSPORT',
      packageCode: PackageCode.STANDARD_PERFORMANCE,
      localizedProductName: 'Standard Performance',
      completed: false,
      enabled: true,
    });
    expect(chapter!.healthPassportId).toBeTruthy();
    // Its package has an exercise test (planned by phone) and a results consultation (Insight & Action).
    expect(summary(chapter!.steps)).toEqual([
      'INFORMED_CONSENT:open',
      'COMPLETE_QUESTIONNAIRE:closed',
      'BOOK_ONBOARDING:closed',
      'BOOK_EXERCISE_TEST:closed',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
      'BOOK_INSIGHTS_ACTIONS:closed',
    ]);
    const [dutch] = await chapters('nl-NL');
    expect(dutch!.localizedProductName).toBe('Standaard Performance');
  });

  it('a completed questionnaire and a published passport show as done steps', async () => {
    const [chapter] = await chapters();
    const passportId = chapter!.healthPassportId!;
    await t.ctx.services.events.transaction((tx) =>
      t.ctx.services.formData.markCompleted(tx, passportId, FormName.QUESTIONNAIRE, userId),
    );
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED })
      .where(eq(healthPassports.id, passportId));
    const [after] = await chapters();
    expect(summary(after!.steps)).toEqual([
      'INFORMED_CONSENT:open',
      'COMPLETE_QUESTIONNAIRE:done',
      'BOOK_ONBOARDING:done',
      'BOOK_EXERCISE_TEST:done',
      'UNLOCK_HEALTH_PASSPORT:done',
      'PERSONAL_HEALTH_PASSPORT:done',
      'BOOK_INSIGHTS_ACTIONS:open',
    ]);
  });

  it('offers the add-ons after the purchases, with their price; a remeasurement once the passport is published', async () => {
    const offers = (await chapters()).slice(1);
    expect(
      offers.map((c) => [c.type, c.packageCode, c.localizedPurchasePrice, c.healthPassportId, c.completed]),
    ).toEqual([
      ['EXPERT_SESSION', AddonCode.EXPERT_SESSION, '€95.00', null, false],
      ['SPECIALIST_CONSULTATION', AddonCode.EXPERT_CONSULTATION, '€175.00', null, false],
      ['REMEASUREMENT', AddonCode.REMEASUREMENT, '€195.00', null, false],
    ]);
    expect(summary(offers[2]!.steps)).toEqual(['PURCHASE_REMEASUREMENT:open', 'REDEEM_REMEASUREMENT:closed']);
    const dutch = (await chapters('nl-NL')).slice(1);
    expect(dutch[2]!.localizedPurchasePrice).toBe('€\u00a0195,00');
  });

  it('shows the number to call on the exercise test step only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ myOnboardingChapters { steps { type phoneNumber } } }' },
      headers: { authorization: `Bearer ${token}` },
    });
    const steps = (
      response.json().data.myOnboardingChapters as { steps: { type: string; phoneNumber: string | null }[] }[]
    )[0]!.steps;
    expect(steps.filter((s) => s.phoneNumber).map((s) => [s.type, s.phoneNumber])).toEqual([
      ['BOOK_EXERCISE_TEST', t.ctx.config.exerciseTestPhoneNumber],
    ]);
  });

  it('a paid add-on becomes a chapter to redeem, after the earlier ones', async () => {
    await buyAndPay(AddonCode.EXPERT_SESSION);
    const all = await chapters();
    // The bought one replaces its offer; the others are still offered.
    expect(all.map((c) => [c.type, c.localizedPurchasePrice !== null])).toEqual([
      ['PASSPORT', false],
      ['EXPERT_SESSION', false],
      ['SPECIALIST_CONSULTATION', true],
      ['REMEASUREMENT', true],
    ]);
    expect(all[1]!.healthPassportId).toBeNull();
    expect(summary(all[1]!.steps)).toEqual([
      'PURCHASE_EXPERT_SESSION:done',
      'REDEEM_EXPERT_SESSION:open',
      'BOOK_EXPERT_SESSION:closed',
    ]);
  });

  it("redeems a bought expert session once, for one of the person's own passports", async () => {
    const [passportChapter] = await chapters();
    const passportId = passportChapter!.healthPassportId!;
    const redeem = async (mutation: string, id: string, as = token) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: `mutation($id: ID!) { ${mutation}(healthPassportId: $id) { id healthPassportId } }`,
          variables: { id },
        },
        headers: { authorization: `Bearer ${as}` },
      });
      const body = response.json();
      return { data: body.data?.[mutation], code: body.errors?.[0]?.extensions?.code as string | undefined };
    };

    // Someone else's passport is refused and redeems nothing.
    await createUser(t, { email: 'journey.other@example.com' });
    const other = (await signedIn(t, 'journey.other@example.com')).accessToken;
    expect((await redeem('unlockExpertSession', passportId, other)).code).toBe('notFound');
    expect(summary((await chapters())[1]!.steps)[1]).toBe('REDEEM_EXPERT_SESSION:open');

    const first = await redeem('unlockExpertSession', passportId);
    expect(first.data).toMatchObject({ healthPassportId: passportId });
    expect(summary((await chapters())[1]!.steps)).toEqual([
      'PURCHASE_EXPERT_SESSION:done',
      'REDEEM_EXPERT_SESSION:done',
      'BOOK_EXPERT_SESSION:open',
    ]);
    // Twice, or one never bought: nothing to redeem.
    expect((await redeem('unlockExpertSession', passportId)).code).toBe('noEntitlement');
    expect((await redeem('unlockSpecialistConsultation', passportId)).code).toBe('noEntitlement');
  });

  it('turns the booking steps done once the appointments are booked', async () => {
    const { scheduling } = t.ctx.services;
    const [passportChapter] = await chapters();
    const passportId = passportChapter!.healthPassportId!;
    const now = Date.now();
    const weekAhead = new Date(now + 7 * 86_400_000);
    const twoWeeksAhead = new Date(now + 14 * 86_400_000);
    const [examSlot] = await scheduling.availableSlots('AMSTERDAM', 'EXAMINATION', weekAhead, twoWeeksAhead);
    await scheduling.book(userId, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: examSlot!.startsAt,
      healthPassportId: passportId,
    });
    const [consultSlot] = await scheduling.availableSlots(
      'doctor',
      'EXPERT_SESSION',
      weekAhead,
      twoWeeksAhead,
    );
    await scheduling.book(userId, {
      kind: 'EXPERT_SESSION',
      resource: 'doctor',
      startsAt: consultSlot!.startsAt,
      healthPassportId: passportId,
      language: 'en',
    });
    const [passport, addOn] = await chapters();
    expect(passport!.steps.find((s) => s.type === 'BOOK_ONBOARDING')?.completed).toBe(true);
    expect(summary(addOn!.steps)).toEqual([
      'PURCHASE_EXPERT_SESSION:done',
      'REDEEM_EXPERT_SESSION:done',
      'BOOK_EXPERT_SESSION:done',
    ]);
    expect(addOn!.completed).toBe(true);
  });

  it('the booking, the register consent and the measurements complete their steps of a programme chapter', async () => {
    await buyAndPay(PackageCode.GLI_PRODUCT);
    const programme = () =>
      chapters().then((all) => all.find((c) => c.packageCode === PackageCode.GLI_PRODUCT)!);
    const passportId = (await programme()).healthPassportId!;
    expect(summary((await programme()).steps)).toEqual([
      'INFORMED_CONSENT:open',
      'RIVM_CONSENT:closed',
      'COMPLETE_QUESTIONNAIRE:closed',
      'BOOK_ONBOARDING:closed',
      'UNLOCK_HEALTH_PASSPORT:closed',
      'PERSONAL_HEALTH_PASSPORT:closed',
      'BOOK_INSIGHTS_ACTIONS:closed',
    ]);
    const complete = (form: (typeof FormName)[keyof typeof FormName]) =>
      t.ctx.services.events.transaction((tx) =>
        t.ctx.services.formData.markCompleted(tx, passportId, form, userId),
      );
    // Booking the examination (on location for this programme) completes the booking step by itself.
    const from = new Date(Date.now() + 7 * 86_400_000);
    const [slot] = await t.ctx.services.scheduling.availableSlots(
      'ON_LOCATION',
      'EXAMINATION',
      from,
      new Date(from.getTime() + 7 * 86_400_000),
    );
    await t.ctx.services.scheduling.book(userId, {
      kind: 'EXAMINATION',
      resource: 'ON_LOCATION',
      startsAt: slot!.startsAt,
      healthPassportId: passportId,
    });
    expect((await programme()).steps.find((s) => s.type === 'BOOK_ONBOARDING')?.completed).toBe(true);

    await complete(FormName.RIVM_CONSENT);
    await complete(FormName.MEASUREMENTS);
    const steps = (await programme()).steps;
    expect(steps.find((s) => s.type === 'RIVM_CONSENT')?.completed).toBe(true);
    expect(steps.find((s) => s.type === 'BOOK_ONBOARDING')?.completed).toBe(true);
    expect(steps.find((s) => s.type === 'PERSONAL_HEALTH_PASSPORT')?.completed).toBe(false);
  });
});

describe('unlockHealthPassport', () => {
  const UNLOCK = `mutation($id: ID!) { unlockHealthPassport(healthPassportId: $id) { id status } }`;
  const unlock = async (id: string, as: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: UNLOCK, variables: { id } },
      headers: { authorization: `Bearer ${as}` },
    });
    const body = response.json();
    return {
      data: body.data?.unlockHealthPassport,
      code: body.errors?.[0]?.extensions?.code as string | undefined,
    };
  };
  const setStatus = (id: string, status: PassportStatus) =>
    t.ctx.db.update(healthPassports).set({ status }).where(eq(healthPassports.id, id));

  let buyer: { id: string; email: string; token: string };
  let older: string;
  let newer: string;

  beforeAll(async () => {
    const email = 'unlock@example.com';
    const created = await createUser(t, { email });
    buyer = { id: created.id, email, token: (await signedIn(t, email)).accessToken };
    await buyAndPayAs(t, buyer, PackageCode.STANDARD_PERFORMANCE);
    await buyAndPayAs(t, buyer, PackageCode.PERFORMANCE_PLUS);
    const passports = await t.ctx.services.passports.listForUser(buyer.id);
    older = passports.find((p) => p.packageCode === PackageCode.STANDARD_PERFORMANCE)!.id;
    newer = passports.find((p) => p.packageCode === PackageCode.PERFORMANCE_PLUS)!.id;
    // Bought a day apart, so which one is older never depends on the clock's resolution.
    await t.ctx.db
      .update(healthPassports)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(healthPassports.id, older));
  });

  it('waits for computed results, and for the older passport of the person', async () => {
    expect((await unlock(older, buyer.token)).code).toBe('notReadyToUnlock');
    await setStatus(newer, PassportStatus.COMPUTED);
    expect((await unlock(newer, buyer.token)).code).toBe('anotherOnboardingActive');
    expect((await t.ctx.services.passports.getById(newer))?.status).toBe(PassportStatus.COMPUTED);
  });

  it('unlocks a computed passport for its person once; others cannot', async () => {
    await setStatus(older, PassportStatus.COMPUTED);
    expect((await unlock(older, token)).code).toBe('notFound');
    expect(await unlock(older, buyer.token)).toEqual({
      data: { id: older, status: 'UNLOCKED' },
      code: undefined,
    });
    const passport = await t.ctx.services.passports.getById(older);
    expect(passport).toMatchObject({ status: PassportStatus.PUBLISHED });
    expect(passport!.publishedAt).toBeInstanceOf(Date);
    const events = await t.ctx.services.events.list({ type: 'passport.published' });
    expect(events.map((e) => e.payload)).toContainEqual({
      passportId: older,
      userId: buyer.id,
      unlockedBy: buyer.id,
    });
    expect((await unlock(older, buyer.token)).code).toBe('alreadyUnlocked');
  });

  it('lets a data expert unlock the passport of someone they help', async () => {
    await createUser(t, { email: 'unlock.data@example.com', groups: [Role.DATA_EXPERT] });
    const expert = (await signedIn(t, 'unlock.data@example.com')).accessToken;
    expect((await unlock(newer, expert)).data).toEqual({ id: newer, status: 'UNLOCKED' });
  });
});
