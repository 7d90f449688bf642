import {
  PackageCode,
  PermissionType,
  policyUpdatePermissions,
  type RequestedPermissionRef,
  Role,
} from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demoSeed.js';
import { createUser, signedIn } from '../../test/auth.js';
import { buyAndPay, instantPaymentProvider } from '../../test/orders.js';
import { clientStatus, createTestApp, gql as httpGql, type TestApp } from '../../test/testApp.js';
import { products } from '../products/index.js';
import { parseZonedDateTime } from './consent.service.js';
import { permissionGrants } from './consent.tables.js';

let t: TestApp;
let userId: string;
let token: string;
let passportId: string;
let productId: string;
/** Requested permission ids of standard_performance by type (version 1). */
const ids: Partial<Record<PermissionType, string>> = {};

const PRODUCT = `query Product($code: String!) {
  productByPackageCode(packageCode: $code) {
    id
    requestedPermissions {
      id type isActivated isRequired activatedAt deactivatedAt
      title { en_US nl_NL } description { en_US nl_NL } url { en_US nl_NL }
    }
  }
}`;

const GRANT = `mutation Grant($passport: ID!, $ids: [ID!]!, $at: String!) {
  grantPermissions(healthPassportId: $passport, requestedPermissionIds: $ids, zonedDateTimeString: $at) {
    type version grantedAt healthPassport { id } requestedPermission { id }
  }
}`;

const ME = `query { me { grantedPermissions { type grantedAt healthPassport { id } requestedPermission { id } } } }`;

const CHAPTERS = `query { myOnboardingChapters { healthPassportId steps { type completed enabled } } }`;

/** Now as the browser sends it: local time with its offset (here +02:00). */
function zonedNow(offsetMinutes = 120, shiftMs = 0): string {
  const local = new Date(Date.now() + shiftMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Answers with the status the web client acts on: domain errors answer HTTP 200 with their own status inside. */
async function gql(...args: Parameters<typeof httpGql>) {
  const answer = await httpGql(...args);
  return { ...answer, status: clientStatus(answer.status, answer.body) };
}

const grant = (requestedIds: string[], at = zonedNow(), passport = passportId, accessToken = token) =>
  gql(t.app, GRANT, { passport, ids: requestedIds, at }, accessToken);

const ledger = () =>
  t.ctx.db.select().from(permissionGrants).where(eq(permissionGrants.healthPassportId, passportId));

async function consentStep(accessToken = token) {
  const { body } = await gql(t.app, CHAPTERS, {}, accessToken);
  const chapters = body.data!.myOnboardingChapters as {
    healthPassportId: string;
    steps: { type: string; completed: boolean; enabled: boolean }[];
  }[];
  return chapters
    .find((c) => c.healthPassportId === passportId)!
    .steps.find((s) => s.type === 'INFORMED_CONSENT');
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { paymentProvider: instantPaymentProvider });
  await seedDemoData(t.ctx);
  userId = (await createUser(t, { email: 'consent@example.com' })).id;
  token = (await signedIn(t, 'consent@example.com')).accessToken;
  await buyAndPay(t, { id: userId, email: 'consent@example.com' }, PackageCode.STANDARD_PERFORMANCE);
  passportId = (await t.ctx.services.passports.listForUser(userId))[0]!.id;
  const { body } = await gql(t.app, PRODUCT, { code: PackageCode.STANDARD_PERFORMANCE });
  const product = body.data!.productByPackageCode as {
    id: string;
    requestedPermissions: { id: string; type: PermissionType }[];
  };
  productId = product.id;
  for (const p of product.requestedPermissions) ids[p.type] = p.id;
});
afterAll(() => t.close());

describe('requested permissions of a product', () => {
  it('come from the consent module with their localized texts, activation and required flag', async () => {
    const { body } = await gql(t.app, PRODUCT, { code: PackageCode.STANDARD_PERFORMANCE });
    const requested = (body.data!.productByPackageCode as { requestedPermissions: Record<string, unknown>[] })
      .requestedPermissions;
    expect(requested.map((p) => p.type).sort()).toEqual([
      'DOCTOR_INFORMATION_EXCHANGE',
      'INFORMED_CONSENT',
      'PRIVACY_POLICY',
      'TERMS_AND_CONDITIONS',
    ]);
    expect(requested.find((p) => p.type === 'TERMS_AND_CONDITIONS')).toMatchObject({
      isActivated: true,
      isRequired: true,
      deactivatedAt: null,
      title: { en_US: 'Terms and conditions', nl_NL: 'Algemene voorwaarden' },
      url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
    });
    expect(requested.find((p) => p.type === 'DOCTOR_INFORMATION_EXCHANGE')).toMatchObject({
      isRequired: false,
    });
    expect(requested.every((p) => typeof p.activatedAt === 'string')).toBe(true);
  });

  it('are seeded once: the seed is idempotent', async () => {
    const before = await t.ctx.services.consent.requestedForProduct(productId);
    await seedDemoData(t.ctx);
    expect(await t.ctx.services.consent.requestedForProduct(productId)).toHaveLength(before.length);
  });
});

describe('parseZonedDateTime', () => {
  it('reads ISO date-times with an offset and refuses the rest', () => {
    expect(parseZonedDateTime('2026-05-04T10:15:30+02:00')?.toISOString()).toBe('2026-05-04T08:15:30.000Z');
    expect(parseZonedDateTime('2026-05-04T08:15:30.123456Z')?.toISOString()).toBe('2026-05-04T08:15:30.123Z');
    expect(parseZonedDateTime('2026-05-04T10:15:30+02:00[Europe/Amsterdam]')).toBeInstanceOf(Date);
    for (const bad of ['2026-05-04T10:15:30', '2026-05-04', 'yesterday', '2026-13-40T99:00:00Z', '']) {
      expect(parseZonedDateTime(bad)).toBeUndefined();
    }
  });
});

describe('grantPermissions refuses, and writes nothing', () => {
  it('without a session', async () => {
    const { status } = await gql(t.app, GRANT, {
      passport: passportId,
      ids: [ids.TERMS_AND_CONDITIONS],
      at: zonedNow(),
    });
    expect(status).toBe(401);
    expect(await ledger()).toEqual([]);
  });

  it("someone else's passport", async () => {
    await createUser(t, { email: 'other@example.com' });
    const other = (await signedIn(t, 'other@example.com')).accessToken;
    const all = [ids.INFORMED_CONSENT!, ids.PRIVACY_POLICY!, ids.TERMS_AND_CONDITIONS!];
    const { status, body } = await grant(all, zonedNow(), passportId, other);
    expect(status).toBe(404);
    expect(body.errors?.[0]?.extensions?.code).toBe('healthPassportNotFound');
    const unknown = await grant(all, zonedNow(), '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await ledger()).toEqual([]);
  });

  it('a permission the product does not request', async () => {
    const [addon] = await t.ctx.db.select().from(products).where(eq(products.packageCode, 'expert_session'));
    const [foreign] = await t.ctx.services.consent.requestedForProduct(addon!.id);
    const { status, body } = await grant([
      ids.INFORMED_CONSENT!,
      ids.PRIVACY_POLICY!,
      ids.TERMS_AND_CONDITIONS!,
      foreign!.id,
    ]);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('permission not requested');
    const malformed = await grant(['not-an-id']);
    expect(malformed.status).toBe(400);
    expect(await ledger()).toEqual([]);
  });

  it('when a required permission would still be missing', async () => {
    const { status, body } = await grant([ids.TERMS_AND_CONDITIONS!, ids.DOCTOR_INFORMATION_EXCHANGE!]);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('Required permissions missing: INFORMED_CONSENT, PRIVACY_POLICY');
    expect(body.errors?.[0]?.extensions?.details).toMatchObject({
      types: ['INFORMED_CONSENT', 'PRIVACY_POLICY'],
    });
    expect((await grant([])).status).toBe(400);
    expect(await ledger()).toEqual([]);
  });

  it('a time that is not an ISO date-time with offset, or far from now', async () => {
    const all = [ids.INFORMED_CONSENT!, ids.PRIVACY_POLICY!, ids.TERMS_AND_CONDITIONS!];
    for (const at of ['2026-05-04T10:15:30', 'now', zonedNow(120, -60 * 60_000), zonedNow(0, 10 * 60_000)]) {
      const { status, body } = await grant(all, at);
      expect(status, at).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/^zonedDateTimeString/);
    }
    expect(await ledger()).toEqual([]);
    expect((await consentStep())?.completed).toBe(false);
  });
});

describe('granting', () => {
  it('appends GRANTED rows to the ledger, completes the INFORMED_CONSENT step and shows on me', async () => {
    const at = zonedNow();
    const chosen = [
      ids.INFORMED_CONSENT!,
      ids.PRIVACY_POLICY!,
      ids.TERMS_AND_CONDITIONS!,
      ids.DOCTOR_INFORMATION_EXCHANGE!,
    ];
    const { status, body } = await grant(chosen, at);
    expect(status).toBe(200);
    const granted = body.data!.grantPermissions as {
      type: string;
      grantedAt: string;
      requestedPermission: { id: string };
    }[];
    expect(granted.map((g) => g.type).sort()).toEqual([
      'DOCTOR_INFORMATION_EXCHANGE',
      'INFORMED_CONSENT',
      'PRIVACY_POLICY',
      'TERMS_AND_CONDITIONS',
    ]);
    expect(granted[0]!.grantedAt).toBe(parseZonedDateTime(at)!.toISOString().slice(0, 19));
    expect(granted[0]!.grantedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const rows = await ledger();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.action === 'GRANTED' && r.userId === userId && r.recordedBy === userId)).toBe(
      true,
    );
    expect(
      rows.every((r) => r.version === 1 && r.occurredAt.getTime() === parseZonedDateTime(at)!.getTime()),
    ).toBe(true);

    expect(await consentStep()).toMatchObject({ completed: true, enabled: true });

    const me = await gql(t.app, ME, {}, token);
    const mine = (
      me.body.data!.me as { grantedPermissions: { type: string; healthPassport: { id: string } }[] }
    ).grantedPermissions;
    expect(mine).toHaveLength(4);
    expect(mine.every((g) => g.healthPassport.id === passportId)).toBe(true);

    const events = await t.ctx.services.events.list({ type: 'consent.granted' });
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ passportId, userId });
    expect([...events[0]!.payload.types].sort()).toEqual(granted.map((g) => g.type).sort());
  });

  it('does not write a permission that is granted already', async () => {
    const { status } = await grant([ids.TERMS_AND_CONDITIONS!]);
    expect(status).toBe(200);
    expect(await ledger()).toHaveLength(4);
    expect(await t.ctx.services.events.list({ type: 'consent.granted' })).toHaveLength(1);
  });

  it('keeps a withdrawal as a new row, and a new grant after it as another', async () => {
    const viewer = { userId };
    expect(await t.ctx.services.consent.withdraw(viewer, passportId, ids.DOCTOR_INFORMATION_EXCHANGE!)).toBe(
      true,
    );
    expect(await t.ctx.services.consent.withdraw(viewer, passportId, ids.DOCTOR_INFORMATION_EXCHANGE!)).toBe(
      false,
    );
    let rows = await ledger();
    expect(rows).toHaveLength(5);
    expect(
      rows
        .filter((r) => r.requestedPermissionId === ids.DOCTOR_INFORMATION_EXCHANGE)
        .map((r) => r.action)
        .sort(),
    ).toEqual(['GRANTED', 'WITHDRAWN']);
    const current = await t.ctx.services.consent.grantedForPassport(passportId);
    expect(current.map((g) => g.type)).not.toContain('DOCTOR_INFORMATION_EXCHANGE');

    expect((await grant([ids.DOCTOR_INFORMATION_EXCHANGE!])).status).toBe(200);
    rows = await ledger();
    expect(rows).toHaveLength(6);
    expect((await t.ctx.services.consent.grantedForPassport(passportId)).map((g) => g.type)).toContain(
      'DOCTOR_INFORMATION_EXCHANGE',
    );
  });

  it('withdrawing through GraphQL refuses a foreign passport', async () => {
    const other = (await signedIn(t, 'other@example.com')).accessToken;
    const { status } = await gql(
      t.app,
      `mutation W($p: ID!, $r: ID!) { withdrawPermission(healthPassportId: $p, requestedPermissionId: $r) }`,
      { p: passportId, r: ids.TERMS_AND_CONDITIONS },
      other,
    );
    expect(status).toBe(404);
    expect(await ledger()).toHaveLength(6);
  });
});

describe('a new version of a required permission', () => {
  it('is not covered by the old grant: the policy update asks for it, and granting it clears that', async () => {
    const { consent } = t.ctx.services;
    const created = await consent.ensureRequested({
      productId,
      type: PermissionType.TERMS_AND_CONDITIONS,
      version: 2,
      title: { en_US: 'Terms and conditions (2)', nl_NL: 'Algemene voorwaarden (2)' },
      description: { en_US: 'New terms', nl_NL: 'Nieuwe voorwaarden' },
      url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
      activatedAt: new Date(Date.now() - 1000),
    });
    expect(created).toBe(true);
    const refs = (): Promise<RequestedPermissionRef[]> => consent.requestedForProduct(productId);
    const grants = async () =>
      (await consent.grantedForPassport(passportId)).map((g) => ({
        type: g.type,
        requestedPermission: { id: g.requestedPermissionId },
      }));
    const due = policyUpdatePermissions(await refs(), await grants());
    expect(due.map((p) => p.type)).toEqual(['TERMS_AND_CONDITIONS']);
    expect(due[0]!.id).not.toBe(ids.TERMS_AND_CONDITIONS);

    // Without it, the new version is a missing required permission.
    expect((await grant([ids.DOCTOR_INFORMATION_EXCHANGE!])).status).toBe(400);

    expect((await grant(due.map((p) => p.id))).status).toBe(200);
    expect(policyUpdatePermissions(await refs(), await grants())).toEqual([]);
    const rows = await ledger();
    expect(
      rows
        .filter((r) => r.type === 'TERMS_AND_CONDITIONS')
        .map((r) => r.version)
        .sort(),
    ).toEqual([1, 2]);
    // The journey step stays done.
    expect((await consentStep())?.completed).toBe(true);
  });
});

describe('publishRequestedPermission', () => {
  const PUBLISH = `mutation Publish($input: PublishRequestedPermissionInput!) {
    publishRequestedPermission(input: $input) { id type isActivated isRequired title { en_US nl_NL } }
  }`;
  const code = (answer: Awaited<ReturnType<typeof gql>>) =>
    (answer.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  const input = (overrides: Record<string, unknown> = {}) => ({
    packageCode: 'standard_performance',
    type: 'PRIVACY_POLICY',
    isRequired: true,
    title: { en_US: 'Privacy policy (2026)', nl_NL: 'Privacyverklaring (2026)' },
    description: {
      en_US: 'How we handle your data, updated.',
      nl_NL: 'Hoe we met je gegevens omgaan, bijgewerkt.',
    },
    url: { en_US: '/docs/terms-en.pdf', nl_NL: '/docs/terms-nl.pdf' },
    ...overrides,
  });

  it('is for product managers only', async () => {
    expect(code(await gql(t.app, PUBLISH, { input: input() }, token))).toBe('forbidden');
  });

  it('activates a new version and deactivates the older ones of the type', async () => {
    await createUser(t, { email: 'consent.product@example.com', groups: [Role.PRODUCT_MANAGER] });
    const manager = (await signedIn(t, 'consent.product@example.com')).accessToken;
    const badUrl = await gql(
      t.app,
      PUBLISH,
      { input: input({ url: { en_US: 'javascript:alert(1)' } }) },
      manager,
    );
    expect(code(badUrl)).toBe('badRequest');
    const unknown = await gql(t.app, PUBLISH, { input: input({ packageCode: 'no_such_product' }) }, manager);
    expect(code(unknown)).toBe('productNotFound');

    const before = await t.ctx.services.consent.requestedForProduct(productId);
    const answer = await gql(t.app, PUBLISH, { input: input() }, manager);
    expect(answer.body.errors).toBeUndefined();
    const after = await t.ctx.services.consent.requestedForProduct(productId);
    const privacy = after.filter((p) => p.type === 'PRIVACY_POLICY');
    expect(privacy.filter((p) => p.isActivated).map((p) => p.version)).toEqual([
      Math.max(...before.filter((p) => p.type === 'PRIVACY_POLICY').map((p) => p.version)) + 1,
    ]);
    // Whoever granted the older version is asked again.
    const grants = (await t.ctx.services.consent.grantedForPassport(passportId)).map((g) => ({
      type: g.type,
      requestedPermission: { id: g.requestedPermissionId },
    }));
    expect(policyUpdatePermissions(after, grants).map((p) => p.type)).toContain('PRIVACY_POLICY');

    // identityInformation tells the same: privacy accepted earlier, and an update waiting.
    const me = await gql(
      t.app,
      `query { me { identityInformation {
        informedConsentGiven informedConsentGivenAt privacyAccepted privacyUpdated termsGranted termsUpdated
        rivmConsentGiven rivmConsentUpdated
      } } }`,
      {},
      token,
    );
    const info = (me.body.data!.me as { identityInformation: Record<string, unknown> }).identityInformation;
    expect(info).toMatchObject({
      informedConsentGiven: true,
      privacyAccepted: true,
      privacyUpdated: true,
      termsGranted: true,
      termsUpdated: false,
      rivmConsentGiven: false,
      rivmConsentUpdated: false,
    });
    expect(Date.parse(String(info.informedConsentGivenAt))).not.toBeNaN();
  });
});

describe('myConsentHistory', () => {
  const HISTORY = `query { myConsentHistory {
    id action type version isRequired withdrawable occurredAt recordedAt recordedByOther
    title { en_US nl_NL } url { en_US nl_NL } healthPassport { id } requestedPermission { id }
  } }`;
  interface Entry {
    id: string;
    action: string;
    type: string;
    version: number;
    isRequired: boolean;
    withdrawable: boolean;
    occurredAt: string;
    recordedAt: string;
    title: { en_US: string };
    url: { en_US: string | null };
    healthPassport: { id: string };
    requestedPermission: { id: string };
  }
  const history = async (accessToken = token) =>
    (await gql(t.app, HISTORY, {}, accessToken)).body.data!.myConsentHistory as Entry[];
  const WITHDRAW = `mutation W($p: ID!, $r: ID!) { withdrawPermission(healthPassportId: $p, requestedPermissionId: $r) }`;

  it("answers only the caller's own grants and withdrawals, newest first, with versions and texts", async () => {
    const otherUser = await createUser(t, { email: 'ledger.other@example.com' });
    const other = (await signedIn(t, 'ledger.other@example.com')).accessToken;
    await buyAndPay(t, { id: otherUser.id, email: otherUser.email }, PackageCode.STANDARD_PERFORMANCE);
    const otherPassport = (await t.ctx.services.passports.listForUser(otherUser.id))[0]!.id;
    const current = (await t.ctx.services.consent.requestedForProduct(productId)).filter(
      (p) => p.isActivated && p.isRequired,
    );
    expect(
      (
        await grant(
          current.map((p) => p.id),
          zonedNow(),
          otherPassport,
          other,
        )
      ).status,
    ).toBe(200);

    const mine = await history();
    expect(mine).toHaveLength((await ledger()).length);
    expect(mine.every((e) => e.healthPassport.id === passportId)).toBe(true);
    // The newest three: terms version 2 agreed to, doctor exchange granted again after its withdrawal.
    expect(mine.slice(0, 3).map((e) => [e.type, e.version, e.action])).toEqual([
      ['TERMS_AND_CONDITIONS', 2, 'GRANTED'],
      ['DOCTOR_INFORMATION_EXCHANGE', 1, 'GRANTED'],
      ['DOCTOR_INFORMATION_EXCHANGE', 1, 'WITHDRAWN'],
    ]);
    expect(
      mine
        .slice(3)
        .map((e) => `${e.type} ${e.version} ${e.action}`)
        .sort(),
    ).toEqual([
      'DOCTOR_INFORMATION_EXCHANGE 1 GRANTED',
      'INFORMED_CONSENT 1 GRANTED',
      'PRIVACY_POLICY 1 GRANTED',
      'TERMS_AND_CONDITIONS 1 GRANTED',
    ]);
    const times = mine.map((e) => Date.parse(e.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.find((e) => e.type === 'TERMS_AND_CONDITIONS' && e.version === 1)).toMatchObject({
      title: { en_US: 'Terms and conditions' },
      url: { en_US: '/docs/terms-en.pdf' },
      isRequired: true,
      withdrawable: false,
    });
    // Only the current grant of the optional permission may be withdrawn.
    expect(mine.filter((e) => e.withdrawable).map((e) => e.id)).toEqual([mine[1]!.id]);

    const theirs = await history(other);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.healthPassport.id === otherPassport)).toBe(true);
    expect(theirs.some((e) => mine.some((m) => m.requestedPermission.id === e.requestedPermission.id))).toBe(
      true,
    );
  });

  it('refuses to withdraw a required permission, and shows a withdrawal of an optional one', async () => {
    const before = await history();
    const terms = before.find((e) => e.type === 'TERMS_AND_CONDITIONS' && e.version === 2)!;
    const refused = await gql(t.app, WITHDRAW, { p: passportId, r: terms.requestedPermission.id }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions?.details).toMatchObject({ reason: 'permissionRequired' });
    expect(await history()).toHaveLength(before.length);

    const doctor = before.find((e) => e.withdrawable)!;
    const done = await gql(t.app, WITHDRAW, { p: passportId, r: doctor.requestedPermission.id }, token);
    expect(done.body.data).toEqual({ withdrawPermission: true });
    const after = await history();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ type: 'DOCTOR_INFORMATION_EXCHANGE', action: 'WITHDRAWN', version: 1 });
    expect(after.some((e) => e.withdrawable)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await gql(t.app, HISTORY, {})).status).toBe(401);
  });
});
