import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PackageCode, PassportStatus, Role, SnapshotStatus } from '@health-passport/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/database.js';
import { writePgliteTemplateDir } from '../db/prepare.js';
import { FormName } from '../modules/formdata/index.js';
import { credentials, totpCode, verifyPassword, type Viewer } from '../modules/identity/index.js';
import { healthPassports } from '../modules/passports/index.js';
import { snapshotManagers, snapshots, type SnapshotView } from '../modules/snapshots/index.js';
import { users } from '../modules/users/index.js';
import { post, signedIn, signIn } from '../test/auth.js';
import { createTestApp, gql, type TestApp } from '../test/testApp.js';
import { ACME, BAKERY, DEMO_HR_MANAGER } from './demoCompanies.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_CREATED_ACCOUNT,
  DEMO_MFA_EMAIL,
  DEMO_MFA_TOTP_SECRET,
  DEMO_PAID_ORDERS,
  DEMO_PASSWORD,
  seedDemoData,
} from './demoSeed.js';
import { PRODUCTION_ENV } from '../test/productionEnv.js';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates every demo account with its role and the demo password', async () => {
    const { created } = await seedDemoData(t.ctx, t.app);
    expect(created).toHaveLength(DEMO_ACCOUNTS.length + 1);
    expect(created).toContain(DEMO_ADMIN_CREATED_ACCOUNT.email);
    const coach = await t.ctx.services.users.findByEmail('COACH@example.com ');
    expect(coach).toBeDefined();
    expect(await t.ctx.services.users.groupsOf(coach!.id)).toEqual([Role.HEALTH_COACH]);
    const [credential] = await t.ctx.db.select().from(credentials).where(eq(credentials.userId, coach!.id));
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(credential!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(credential!.passwordHash, 'wrong password')).toBe(false);
  });

  it('signs in every account with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.email !== DEMO_MFA_EMAIL)) {
      const response = await signIn(t.app, account.email, DEMO_PASSWORD);
      expect(response.json().status, account.email).toBe('AUTHENTICATED');
    }
  });

  it('gives mfa@example.com a TOTP factor with the fixed secret', async () => {
    const mila = await t.ctx.services.users.findByEmail(DEMO_MFA_EMAIL);
    expect(mila).toMatchObject({ givenName: 'Mila' });
    expect(await t.ctx.services.users.groupsOf(mila!.id)).toEqual([Role.CONSUMER]);
    const first = await signIn(t.app, DEMO_MFA_EMAIL, DEMO_PASSWORD);
    expect(first.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'SOFTWARE_TOKEN_MFA' });
    const done = await post(t.app, '/auth/challenge', {
      challenge: 'SOFTWARE_TOKEN_MFA',
      session: first.json().session,
      code: totpCode(DEMO_MFA_TOTP_SECRET, new Date()),
    });
    expect(done.json().status).toBe('AUTHENTICATED');
  });

  it('gives bram a standard_performance passport and gijs a GLI_product passport, through paid orders', async () => {
    for (const [email, packageCode] of [
      ['bram@example.com', PackageCode.STANDARD_PERFORMANCE],
      ['gli@example.com', PackageCode.GLI_PRODUCT],
    ]) {
      const user = await t.ctx.services.users.findByEmail(email!);
      expect(await t.ctx.services.users.groupsOf(user!.id)).toEqual([Role.CONSUMER]);
      const passports = await t.ctx.services.passports.listForUser(user!.id);
      expect(passports.map((p) => [p.packageCode, p.status])).toEqual([[packageCode, 'CREATED']]);
      // The same path as a customer: the order was paid through the webhook and fulfilled into the passport.
      const [order] = await t.ctx.services.orders.listForUser(user!.id);
      expect(order).toMatchObject({ status: 'FULFILLED', packageCode, healthPassportId: passports[0]!.id });
      expect(order!.pspReference).toMatch(/^\d{16}$/);
      const chapters = await t.ctx.services.journey.listChapters(user!.id);
      expect(chapters.map((c) => c.healthPassportId)).toEqual([passports[0]!.id]);
    }
    expect(DEMO_PAID_ORDERS.map((p) => p.email)).toEqual([
      'bram@example.com',
      'gli@example.com',
      'cees@example.com',
      'anna@example.com',
    ]);
  });

  it('gives anna a health check and an expert session to redeem, both paid', async () => {
    const anna = await t.ctx.services.users.findByEmail('anna@example.com');
    const orders = await t.ctx.services.orders.listForUser(anna!.id);
    expect(orders.map((o) => [o.packageCode, o.status]).sort()).toEqual([
      ['expert_session', 'FULFILLED'],
      ['performance_premium', 'FULFILLED'],
      ['standard_performance', 'FULFILLED'],
    ]);
    const entitlements = await t.ctx.services.orders.listEntitlements(anna!.id);
    expect(entitlements.map((e) => [e.type, e.redeemedAt])).toEqual([['EXPERT_SESSION', null]]);
  });

  describe('companies and snapshots', () => {
    let product: Viewer;
    const byName = async (name: string): Promise<SnapshotView> => {
      const found = (await t.ctx.services.snapshots.list(product)).find((s) => s.name === name);
      expect(found, name).toBeDefined();
      return found!;
    };
    let seeded: Awaited<ReturnType<typeof seedDemoData>>;
    beforeAll(async () => {
      // Asked for on a demo database seeded without them, as on a server started before they existed.
      seeded = await seedDemoData(t.ctx, t.app, { companies: true });
      const user = (await t.ctx.services.users.findByEmail('product@example.com'))!;
      product = { userId: user.id, email: user.email, roles: [Role.PRODUCT_MANAGER] };
    });

    it('are Acme Logistics with its 64 people through its package and the bakery with its 7', async () => {
      expect(seeded.companies).toEqual([ACME.name, BAKERY.name]);
      const companies = await t.ctx.services.snapshots.companies();
      expect(companies.map((c) => [c.name, c.customerType, c.packageCode, c.memberCount])).toEqual([
        [ACME.name, 'B2B', 'standard_performance_mind_b2b', 64],
        [BAKERY.name, 'B2B', null, 7],
      ]);
      const members = await t.ctx.services.snapshots.companyMembers(ACME.name, 0, 100);
      expect(new Set(members.content.map((m) => m.source))).toEqual(new Set(['PACKAGE']));
      expect(members.content.map((m) => m.email)).toContain('acme.employee01@example.com');
    });

    it('give every person a passport computed by the engine from plausible, varied data', async () => {
      const { passports, results, formData, users: people } = t.ctx.services;
      const colours = new Map<string, Set<string>>();
      const sexes = new Set<string | null>();
      for (const company of [ACME, BAKERY]) {
        const members = await t.ctx.services.snapshots.companyMembers(company.name, 0, 100);
        for (const member of members.content) {
          const person = (await people.findByEmail(member.email))!;
          sexes.add(person.gender);
          const birthYear = Number(person.birthDate!.slice(0, 4));
          expect(birthYear).toBeGreaterThanOrEqual(1960);
          expect(birthYear).toBeLessThanOrEqual(2000);
          expect(await people.groupsOf(person.id)).toEqual([Role.CONSUMER]);
          const [passport, ...others] = await passports.listForUser(person.id);
          expect(others).toEqual([]);
          expect([passport!.packageCode, passport!.status]).toEqual([
            company.packageCode,
            PassportStatus.COMPUTED,
          ]);
          expect(await formData.completedAt(passport!.id, FormName.QUESTIONNAIRE)).toBeDefined();
          expect(await formData.completedAt(passport!.id, FormName.MEASUREMENTS)).toBeDefined();
          const computed = await results.resultsFor(passport!.id);
          expect(computed.flagged, member.email).toEqual([]);
          for (const result of computed.results) {
            colours.set(result.id, (colours.get(result.id) ?? new Set()).add(result.color));
          }
        }
      }
      expect(sexes).toEqual(new Set(['Male', 'Female']));
      // The population spreads over the colour bands: BMI, blood pressure and wellbeing each in three or more.
      for (const id of ['bmi', 'systolicBloodPressure', 'who5', 'ldlCholesterol']) {
        expect(colours.get(id)?.size, id).toBeGreaterThanOrEqual(3);
      }
    });

    describe('Acme Logistics’ snapshots', () => {
      it('are one PUBLISHED for a year of 64 passports and one COMPUTED', async () => {
        const published = await byName(ACME.published.name);
        expect(published).toMatchObject({
          company: ACME.name,
          status: SnapshotStatus.PUBLISHED,
          description: ACME.published.description,
        });
        const inAYear = new Date();
        inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
        expect(published.expiryDate).toBe(inAYear.toISOString().slice(0, 10));
        expect(t.ctx.services.snapshots.totalOf(published)).toBe(64);
        const computed = await byName(ACME.computed.name);
        expect(computed).toMatchObject({
          status: SnapshotStatus.COMPUTED,
          description: ACME.computed.description,
        });
        expect(t.ctx.services.snapshots.totalOf(computed)).toBe(64);
      });

      it('are managed by hr@example.com, who reads the published one and waits for the other', async () => {
        for (const { name } of [ACME.published, ACME.computed]) {
          const managers = await t.ctx.services.snapshots.managers(product, await byName(name));
          expect(managers.map((m) => m.user.email)).toEqual([DEMO_HR_MANAGER.email]);
        }
        const { accessToken } = await signedIn(t, DEMO_HR_MANAGER.email, DEMO_PASSWORD);
        const { body } = await gql(
          t.app,
          '{ me { managedCompanyCount } snapshots { name status totalHealthPassports } snapshotsNotReady { name } }',
          {},
          accessToken,
        );
        expect(body.errors).toBeUndefined();
        expect(body.data).toEqual({
          me: { managedCompanyCount: 1 },
          snapshots: [{ name: ACME.published.name, status: 'PUBLISHED', totalHealthPassports: 64 }],
          snapshotsNotReady: [{ name: ACME.computed.name }],
        });
      });

      it('show the colour bands of 11 or more people and hold back the smaller ones', async () => {
        const published = await byName(ACME.published.name);
        const systems = await t.ctx.services.snapshots.systems(product, published.id, 'en');
        const subjects = systems
          .flatMap((s) => s.categories)
          .flatMap((c) => c.tiles)
          .flatMap((tile) => tile.subjects);
        const subject = (id: string) => subjects.find((s) => s.resultId === id)!;
        const shares = (id: string) =>
          Object.fromEntries(subject(id).averages.map((a) => [a.color, a.percentage]));
        // The browser tests read these: wellbeing hides its small red and orange groups (and only those),
        // waist circumference shows every band, the few treadmill tests show no number at all.
        expect(shares('who5')).toEqual({ red: null, orange: null, yellow: 0, green: 77 });
        expect(subject('who5').averages.find((a) => a.color === 'red')?.percentageLabel).toBe('Not shown');
        expect(shares('waistCircumference')).toEqual({ red: 23, orange: 0, yellow: 28, green: 48 });
        expect(subject('vo2max')).toMatchObject({
          measuredCount: null,
          subTitle: expect.stringMatching(/^Not shown/),
        });
        expect(subject('vo2maxCycle').measuredCount).toBe(56);
      });
    });

    describe('the bakery’s snapshot', () => {
      it('is not computed: fewer than 11 people', async () => {
        const bakery = await byName(BAKERY.snapshot.name);
        expect(bakery.status).toBe(SnapshotStatus.CREATED);
        expect(t.ctx.services.snapshots.totalOf(bakery)).toBeNull();
        expect(t.ctx.services.snapshots.reasonText(bakery, 'en')).toMatch(/fewer than 11 people/);
        expect(await t.ctx.services.snapshots.systems(product, bakery.id, 'en')).toEqual([]);
      });
    });
  });

  it('is idempotent', async () => {
    const snapshotRows = async () =>
      (await t.ctx.db.select().from(snapshots)).map((s) => [s.id, s.status, s.computedAt]);
    const before = await snapshotRows();
    const again = await seedDemoData(t.ctx, t.app, { companies: true });
    expect(again.created).toEqual([]);
    expect(again.passports).toEqual([]);
    expect(again.companies).toEqual([]);
    // One per paid health check, anna's earlier passport, rik's, bo's and one per company person.
    const people = ACME.people + BAKERY.people;
    const [passports] = await t.ctx.db.select({ n: count() }).from(healthPassports);
    expect(passports?.n).toBe(7 + people);
    const [row] = await t.ctx.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length + 1 + people);
    expect(await snapshotRows()).toEqual(before);
    const [managers] = await t.ctx.db.select({ n: count() }).from(snapshotManagers);
    expect(managers?.n).toBe(2);
  });

  it('gives every account a unique service number', async () => {
    const rows = await t.ctx.db.select({ serviceNumber: users.serviceNumber }).from(users);
    expect(new Set(rows.map((r) => r.serviceNumber)).size).toBe(rows.length);
    for (const { serviceNumber } of rows) expect(serviceNumber).toMatch(/^HP\d{8}$/);
  });
});

describe('demo seed in production', () => {
  it('refuses to run', async () => {
    const t = await createTestApp(PRODUCTION_ENV);
    try {
      await expect(seedDemoData(t.ctx)).rejects.toThrow(/only in demo mode/);
    } finally {
      await t.close();
    }
  });
});

describe('the embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await migrateDatabase(first);
      const t = await createTestApp({ DATA_DIR: dataDir }, first);
      await seedDemoData(t.ctx);
      await t.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      await migrateDatabase(second);
      const [row] = await second.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(DEMO_ACCOUNTS.length + 1);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a new embedded database begun from the prepared template', () => {
  it('is migrated before the migrations run, and a restart keeps its data rather than the template', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-pglite-template-'));
    try {
      const template = path.join(dir, 'template');
      await writePgliteTemplateDir(template);
      const dataDir = path.join(dir, 'data');
      const first = await openDatabase({ kind: 'pglite', dataDir, template });
      const applied = (await first.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: unknown[] };
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      await migrateDatabase(first);
      const t = await createTestApp({ DATA_DIR: dataDir }, first);
      await seedDemoData(t.ctx);
      await t.close();

      const second = await openDatabase({ kind: 'pglite', dataDir, template });
      const [row] = await second.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(DEMO_ACCOUNTS.length + 1);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the admin-created demo account', () => {
  it('has its temporary password in the outbox and must set a new password first', async () => {
    const t = await createTestApp();
    try {
      await seedDemoData(t.ctx);
      const mails = (await t.app.inject('/dev/outbox')).json() as { to: string; text: string }[];
      const mail = mails.find((m) => m.to === DEMO_ADMIN_CREATED_ACCOUNT.email);
      expect(mail).toBeDefined();
      const temporary = /^ {4}(\S+)$/m.exec(mail!.text)?.[1];
      expect(temporary).toBeDefined();
      const first = await signIn(t.app, DEMO_ADMIN_CREATED_ACCOUNT.email, temporary!);
      expect(first.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'NEW_PASSWORD_REQUIRED' });
    } finally {
      await t.close();
    }
  });
});
