import { inflateSync } from 'node:zlib';
import { PackageCode, PassportStatus, RESULT_COLORS, Role, Trend } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormName } from '../modules/formdata/index.js';
import { withSteps } from '../modules/journey/index.js';
import type { PassportRow } from '../modules/passports/index.js';
import type { UserRow } from '../modules/users/index.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { DEMO_PASSPORT_EMAIL, EARLIER_PASSPORT_MONTHS, scanImage } from './demoPassports.js';
import { aortaPng, dopplerPng, fiveChamberPng, fourChamberPng } from './ultrasoundImages.js';
import { seedDemoData } from './demoSeed.js';

const DAY = 24 * 60 * 60 * 1000;

describe('anna’s demo passports', () => {
  let t: TestApp;
  let anna: UserRow;
  let passports: readonly PassportRow[];
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.ctx, t.app);
    anna = (await t.ctx.services.users.findByEmail(DEMO_PASSPORT_EMAIL))!;
    passports = await t.ctx.services.passports.listForUser(anna.id);
  });
  afterAll(() => t.close());

  it('are two published health checks, the earlier one made and published months before', () => {
    expect(passports.map((p) => [p.packageCode, p.status])).toEqual([
      [PackageCode.PERFORMANCE_PREMIUM, PassportStatus.PUBLISHED],
      [PackageCode.STANDARD_PERFORMANCE, PassportStatus.PUBLISHED],
    ]);
    const [current, earlier] = passports;
    const months = (current!.createdAt.getTime() - earlier!.createdAt.getTime()) / (30 * DAY);
    expect(months).toBeGreaterThan(EARLIER_PASSPORT_MONTHS - 1);
    expect(months).toBeLessThan(EARLIER_PASSPORT_MONTHS + 1);
    expect(earlier!.publishedAt!.getTime()).toBeLessThan(current!.publishedAt!.getTime() - 200 * DAY);
  });

  it('are computed by the engine from her seeded measurements and answers, with every colour and trends', async () => {
    const [current, earlier] = passports;
    const { formData, results } = t.ctx.services;
    for (const passport of passports) {
      expect(await formData.completedAt(passport.id, FormName.MEASUREMENTS)).toBeDefined();
      expect(await formData.completedAt(passport.id, FormName.QUESTIONNAIRE)).toBeDefined();
    }
    const now = await results.resultsFor(current!.id);
    const before = await results.resultsFor(earlier!.id);
    expect(now.dataVersion).toBeGreaterThan(0);
    expect(now.flagged).toEqual([]);
    expect(before.flagged).toEqual([]);
    const colours = new Set([...now.results, ...before.results].map((r) => r.color));
    for (const colour of RESULT_COLORS) expect(colours, colour).toContain(colour);
    // The trends compare the current passport with the earlier one, in both directions.
    const trends = now.results.map((r) => r.trend);
    expect(trends.some((trend) => trend === Trend.GREEN_UP || trend === Trend.GREEN_DOWN)).toBe(true);
    expect(trends.some((trend) => trend === Trend.RED_UP || trend === Trend.RED_DOWN)).toBe(true);
    expect(now.results.find((r) => r.id === 'bmi')?.previousValue).toBe(
      before.results.find((r) => r.id === 'bmi')?.value,
    );
  });

  it('complete her health check journey and keep her expert session to redeem', async () => {
    const rows = await t.ctx.services.journey.listChapters(anna.id);
    const chapters = await withSteps(rows, anna.id, t.ctx.services);
    const healthChecks: string[] = [PackageCode.STANDARD_PERFORMANCE, PackageCode.PERFORMANCE_PREMIUM];
    const checks = chapters.filter((c) => healthChecks.includes(c.packageCode));
    expect(checks.map((c) => c.healthPassportId).sort()).toEqual(passports.map((p) => p.id).sort());
    // Every step is done but the Insight & Action session, which she can book about her results.
    for (const chapter of checks) {
      const open = chapter.steps.filter((s) => !s.completed).map((s) => `${s.type}:${s.enabled}`);
      expect(open).toEqual(['BOOK_INSIGHTS_ACTIONS:true']);
    }
    const entitlements = await t.ctx.services.orders.listEntitlements(anna.id);
    expect(entitlements.map((e) => [e.type, e.redeemedAt])).toEqual([['EXPERT_SESSION', null]]);
  });

  it('give her current passport heart and abdominal ultrasound values, images and a video', async () => {
    const [current, earlier] = passports;
    const viewer = { userId: anna.id, email: anna.email, roles: [Role.CONSUMER] };
    const scans = await t.ctx.services.scans.scanData(viewer, current!.id);
    expect(scans.data.map((d) => d.key).sort()).toEqual([
      'MyScans:Abdo_AAA_Measurements',
      'MyScans:Abdo_Assessment',
      'MyScans:Heart_Assessment',
      'MyScans:LV_ED_Volume',
      'MyScans:LV_EF',
    ]);
    expect(scans.media.map((m) => [m.key, m.kind])).toEqual([
      ['MyScans:Doppler_Image', 'image'],
      ['MyScans:4CH_Image', 'image'],
      ['MyScans:5CH_Image', 'image'],
      ['MyScans:Heart_Video', 'video'],
      ['MyScans:Abdo_AAA_Image', 'image'],
    ]);
    // Every file answers through its signed url, as the page loads it.
    for (const media of scans.media) {
      const response = await t.app.inject({ method: 'GET', url: media.url });
      expect(response.statusCode, media.key).toBe(200);
      expect(response.headers['content-type'], media.key).toBe(
        media.kind === 'video' ? 'video/webm' : 'image/png',
      );
    }
    // The earlier standard check had no scans.
    expect((await t.ctx.services.scans.scanData(viewer, earlier!.id)).data).toEqual([]);
  });

  it('are seeded once', async () => {
    await seedDemoData(t.ctx, t.app);
    const again = await t.ctx.services.passports.listForUser(anna.id);
    expect(again.map((p) => [p.id, p.status, p.publishedAt])).toEqual(
      passports.map((p) => [p.id, p.status, p.publishedAt]),
    );
    expect(await t.ctx.services.orders.listForUser(anna.id)).toHaveLength(3);
  });
});

describe('the demo scan images', () => {
  /** A PNG's pixel rows: its IDAT chunks joined and inflated (independent of the deflate level or zlib's version). */
  const pixelRows = (png: Buffer) => {
    const data: Buffer[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    return inflateSync(Buffer.concat(data));
  };

  it('are shipped as the pictures ultrasoundImages.ts draws', () => {
    for (const [name, draw] of [
      ['mitral-inflow-doppler.png', dopplerPng],
      ['apical-four-chamber.png', fourChamberPng],
      ['apical-five-chamber.png', fiveChamberPng],
      ['abdominal-aorta.png', aortaPng],
    ] as const) {
      const shipped = scanImage(name, () => {
        throw new Error(`${name} is not in src/seed/assets`);
      });
      expect(pixelRows(shipped).equals(pixelRows(draw())), name).toBe(true);
    }
  });
});
