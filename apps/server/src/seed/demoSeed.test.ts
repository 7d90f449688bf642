import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PackageCode, Role } from '@health-passport/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/database.js';
import { credentials, totpCode, verifyPassword } from '../modules/identity/index.js';
import { healthPassports } from '../modules/passports/index.js';
import { users } from '../modules/users/index.js';
import { post, signIn } from '../test/auth.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_CREATED_ACCOUNT,
  DEMO_MFA_EMAIL,
  DEMO_MFA_TOTP_SECRET,
  DEMO_PAID_ORDERS,
  DEMO_PASSWORD,
  seedDemoData,
} from './demoSeed.js';

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

  it('is idempotent', async () => {
    const again = await seedDemoData(t.ctx, t.app);
    expect(again.created).toEqual([]);
    expect(again.passports).toEqual([]);
    // One per paid health check, and anna's earlier passport.
    const [passports] = await t.ctx.db.select({ n: count() }).from(healthPassports);
    expect(passports?.n).toBe(5);
    const [row] = await t.ctx.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length + 1);
  });

  it('gives every account a unique service number', async () => {
    const rows = await t.ctx.db.select({ serviceNumber: users.serviceNumber }).from(users);
    expect(new Set(rows.map((r) => r.serviceNumber)).size).toBe(rows.length);
    for (const { serviceNumber } of rows) expect(serviceNumber).toMatch(/^HP\d{8}$/);
  });
});

describe('demo seed in production', () => {
  it('refuses to run', async () => {
    const t = await createTestApp({
      MODE: 'production',
      DATABASE_URL: 'postgres://unused@localhost/unused',
      PUBLIC_URL: 'https://passport.example.com',
      SESSION_SECRET: 's'.repeat(32),
    });
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
