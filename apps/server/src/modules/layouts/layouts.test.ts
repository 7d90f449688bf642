import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  FOUR_COUNT_LEGEND_COLORS,
  isComponentType,
  isIndicatorType,
  isLayoutType,
  LAYOUT_THEMES,
  LayoutErrorCode,
  MY_HEALTH_SUBPAGES,
  MY_STATISTICS_SUBPAGES,
  PackageCode,
  PassportStatus,
  ResultColor,
  Role,
  type LayoutComponent,
  type LayoutDocument,
  type NavigationRoutes,
} from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSPORT_EMAIL } from '../../seed/demoPassports.js';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demoSeed.js';
import { createUser, signedIn } from '../../test/auth.js';
import { validAnswers } from '../../test/forms.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { healthPassports } from '../passports/index.js';
import type { UserRow } from '../users/index.js';
import type { TemplateContext } from './page.js';
import { colourSummary, summaryText } from './pages/dashboard.js';
import { PAGES } from './pages/index.js';
import { MY_HEALTH_SITEMAP, SYSTEM_RESULT_IDS } from './sitemap.js';

const ICONS = fileURLToPath(new URL('../../../../web/public/icons/', import.meta.url));
const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

let t: TestApp;
/** Tokens by demo e-mail. */
const tokens = new Map<string, string>();
let anna: UserRow;
/** anna's current and earlier passports: full results, every colour, trends both ways. */
let annaNow: string;
let annaBefore: string;
/**
 * A core health check (no scans) with only the measurements, no questionnaire, and an impossible weight: few
 * results, one flagged.
 */
let lea: UserRow;
let leaPassport: string;
/** A published mission package (with scans) and no data at all. */
let milaPassport: string;
/** bram's passport is still CREATED. */
let bramPassport: string;

const token = (email: string) => tokens.get(email)!;

async function signIn(email: string, password = DEMO_PASSWORD) {
  tokens.set(email, (await signedIn(t, email, password)).accessToken);
}

async function publish(passportId: string) {
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: t.ctx.clock.now() })
    .where(eq(healthPassports.id, passportId));
}

/** A consumer with a published passport of `packageCode`, measured with `measurements` when given. */
async function customerWith(
  email: string,
  packageCode: string,
  measurements?: Record<string, string>,
  birthDate = '1980-03-01',
): Promise<{ user: UserRow; passportId: string }> {
  const user = await createUser(t, {
    email,
    givenName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()),
    gender: 'Female',
    birthDate,
    groups: [Role.CONSUMER],
  });
  const passport = await t.ctx.services.passports.create({ userId: user.id, packageCode });
  if (measurements) {
    const { measurements: measuring } = t.ctx.services;
    const form = await measuring.form(user.serviceNumber, passport.id, 'en');
    await measuring.save({
      serviceNumber: user.serviceNumber,
      passportId: passport.id,
      items: validAnswers(form, measurements),
      savedBy: user.id,
      language: 'en',
    });
  }
  await publish(passport.id);
  tokens.set(email, (await signedIn(t, email)).accessToken);
  return { user, passportId: passport.id };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx, t.app);
  const { users, passports } = t.ctx.services;
  anna = (await users.findByEmail(DEMO_PASSPORT_EMAIL))!;
  [annaNow, annaBefore] = (await passports.listForUser(anna.id)).map((p) => p.id) as [string, string];
  const bram = (await users.findByEmail('bram@example.com'))!;
  bramPassport = (await passports.listForUser(bram.id))[0]!.id;
  ({ user: lea, passportId: leaPassport } = await customerWith(
    'lea@example.com',
    PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
    { Body_Height: '100', Body_Weight: '350', BP_Systolic_1: '150', BP_Systolic_2: '146' },
  ));
  ({ passportId: milaPassport } = await customerWith(
    'mila@example.com',
    PackageCode.PREMIUM_PERFORMANCE_USMO_CYCLING,
  ));
  for (const email of [
    DEMO_PASSPORT_EMAIL,
    'bram@example.com',
    'cees@example.com',
    'coach@example.com',
    'onboarder@example.com',
  ]) {
    await signIn(email);
  }
}, 180_000);
afterAll(() => t.close());

const en = 'en-US';
const nl = 'nl-NL';

function getRoutes(url: string, as: string | undefined, language = en) {
  return rest(t.app, 'GET', url, { token: as, language });
}

async function layout(passportId: string, path: string, as: string, language = en): Promise<LayoutDocument> {
  const response = await rest(t.app, 'GET', `/api/v2/${passportId}/${path}`, { token: as, language });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** Every node of a content tree, depth first. */
function walk(components: readonly LayoutComponent[]): LayoutComponent[] {
  return components.flatMap((c) => [c, ...walk(c.components ?? [])]);
}

const byResult = (doc: LayoutDocument, resultId: string) =>
  walk(doc.components).filter((c) => c.properties?.resultId === resultId);

describe('routes', () => {
  it('answer my-health with its 18 sub-pages and my-statistics with its 6, titled in the request’s language', async () => {
    const answers: Record<string, NavigationRoutes> = {};
    for (const language of [en, nl]) {
      const response = await getRoutes(`/api/v2/${annaNow}/routes`, token(DEMO_PASSPORT_EMAIL), language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      answers[language] = response.json();
    }
    const [health, statistics] = answers[en]!.routes;
    expect(answers[en]!.passportId).toBe(annaNow);
    expect(health).toMatchObject({
      name: 'my-health',
      path: '/my-health',
      layout: 'my-health',
      title: 'My health',
    });
    expect(health!.children.map((c) => c.path)).toEqual(MY_HEALTH_SUBPAGES.map((p) => `/my-health/${p}`));
    expect(health!.children.map((c) => c.layout)).toEqual(MY_HEALTH_SUBPAGES.map((p) => `my-health/${p}`));
    expect(statistics).toMatchObject({
      name: 'my-statistics',
      path: '/my-statistics',
      layout: 'my-statistics',
    });
    expect(statistics!.children.map((c) => c.path)).toEqual(
      MY_STATISTICS_SUBPAGES.map((p) => `/my-statistics/${p}`),
    );
    const dutch = answers[nl]!.routes;
    expect(dutch[0]!.title).toBe('Mijn gezondheid');
    expect(dutch[1]!.title).toBe('Mijn statistieken');
    const allChildren = (answer: NavigationRoutes) => answer.routes.flatMap((r) => r.children);
    for (const [index, child] of allChildren(answers[en]!).entries()) {
      expect(child.title.length).toBeGreaterThan(0);
      expect(fs.existsSync(`${ICONS}${child.icon}`), child.icon).toBe(true);
      expect(allChildren(answers[nl]!)[index]!.title.length).toBeGreaterThan(0);
    }
    // Titles are translated: only a few words are the same in both languages ("Stress", "Bloed" is not).
    const same = allChildren(answers[en]!).filter((c, i) => c.title === allChildren(answers[nl]!)[i]!.title);
    expect(same.map((c) => c.name)).toEqual(['mind-stress']);
  });

  it('point my-genes at the static layout of the language, and offer the scans on my-scans without them', async () => {
    const statisticsOf = async (passportId: string, email: string, language: string) =>
      ((await getRoutes(`/api/v2/${passportId}/routes`, token(email), language)).json() as NavigationRoutes)
        .routes[1]!.children;
    const [english, dutch] = [
      await statisticsOf(leaPassport, 'lea@example.com', en),
      await statisticsOf(leaPassport, 'lea@example.com', nl),
    ];
    expect(english.find((c) => c.name === 'my-genes')?.layout).toBe('local:my-genes-en');
    expect(dutch.find((c) => c.name === 'my-genes')?.layout).toBe('local:my-genes-nl');
    // lea's health check has no scans.
    expect(english.find((c) => c.name === 'my-scans')?.upsellText).toMatch(/heart and abdominal ultrasound/);
    expect(dutch.find((c) => c.name === 'my-scans')?.upsellText).toMatch(/echo van hart en buik/);
    // anna's premium health check has both.
    const annas = await statisticsOf(annaNow, DEMO_PASSPORT_EMAIL, en);
    expect(annas.find((c) => c.name === 'my-scans')?.upsellText).toBeUndefined();
  });
});

describe('every page', () => {
  const passports = () => [
    { who: 'anna (every result)', passportId: annaNow, email: DEMO_PASSPORT_EMAIL },
    { who: 'lea (few results, one flagged)', passportId: leaPassport, email: 'lea@example.com' },
    { who: 'mila (no results)', passportId: milaPassport, email: 'mila@example.com' },
  ];

  it('builds in both languages from catalogue components, indicator kinds and existing icons', async () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(8);
    for (const { who, passportId, email } of passports()) {
      for (const page of PAGES) {
        const [english, dutch] = [
          await layout(passportId, page.name, token(email), en),
          await layout(passportId, page.name, token(email), nl),
        ];
        for (const doc of [english, dutch]) {
          const where = `${page.name} for ${who}`;
          expect(isLayoutType(doc.type), where).toBe(true);
          expect(doc.name).toBe(page.name);
          expect(doc.passportId).toBe(passportId);
          expect(LAYOUT_THEMES, where).toContain(doc.theme);
          expect(doc.components.length, where).toBeGreaterThan(0);
          for (const component of walk(doc.components)) {
            const p = component.properties ?? {};
            expect(isComponentType(component.type), `${where}: ${component.type}`).toBe(true);
            if (p.indicatorType !== undefined) expect(isIndicatorType(p.indicatorType), where).toBe(true);
            for (const file of [p.icon, p.graphic, ...(p.tags ?? []).map((tag) => tag.icon)]) {
              if (file !== undefined)
                expect(fs.existsSync(`${ICONS}${file}`), `${where}: ${file}`).toBe(true);
            }
            if (p.id !== undefined) expect(p.id, where).toMatch(ANCHOR_ID);
            if (p.indicators !== undefined) {
              expect(
                p.indicators.map((i) => i.color),
                where,
              ).toEqual(FOUR_COUNT_LEGEND_COLORS);
            }
            if (component.type === 'Container' && p.indicatorType === 'SegmentIndicator') {
              expect(p.values, where).toHaveLength(4);
            }
          }
        }
        expect(dutch.title, page.name).not.toBe('');
        expect(JSON.stringify(dutch), `${page.name} is Dutch`).not.toEqual(JSON.stringify(english));
      }
    }
  }, 240_000);

  it('show a result that was not measured calmly, and never a flagged value', async () => {
    const fitness = await layout(leaPassport, 'my-statistics/my-fitness', token('lea@example.com'));
    const [grip] = byResult(fitness, 'gripStrength');
    expect(grip?.properties).toMatchObject({ text: 'This was not measured in your package.' });
    expect(grip?.properties?.indicator).toBeUndefined();

    const measurements = await layout(
      leaPassport,
      'my-statistics/my-measurements',
      token('lea@example.com'),
      nl,
    );
    const [bmi] = byResult(measurements, 'bmi');
    expect(bmi?.properties?.text).toMatch(/kan niet kloppen/);
    expect(bmi?.properties?.indicator).toBeUndefined();
    expect(JSON.stringify(measurements)).not.toContain('350');
    // Her blood pressure (mean 148 mmHg) is measured: grade 1 hypertension, with its text.
    const [systolic] = byResult(measurements, 'systolicBloodPressure');
    expect(systolic?.properties).toMatchObject({
      color: ResultColor.ORANGE,
      label: 'Hypertensie graad 1',
      indicatorType: 'IndicatorCard',
    });
    expect(systolic?.properties?.text).toMatch(/hypertensie graad 1/);
    expect(systolic?.components?.[0]?.properties?.indicatorType).toBe('ColorBarIndicator');
  });
});

describe("a child's results", () => {
  it('are shown without a colour and with the note to see the GP, and counted in no colour', async () => {
    // 15 years old on the day of the measurement.
    const birthDate = `${t.ctx.clock.now().getUTCFullYear() - 15}-01-01`;
    const { passportId } = await customerWith(
      'noor@example.com',
      PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
      { Body_Height: '170', Body_Weight: '75.1', BP_Systolic_1: '135', BP_Systolic_2: '135' },
      birthDate,
    );
    for (const [language, note] of [
      [en, 'Your result: 26.0 kg/m². Not rated for your age; discuss this with your GP.'],
      [nl, 'Jouw uitslag: 26,0 kg/m². Niet beoordeeld voor je leeftijd; bespreek dit met je huisarts.'],
    ] as const) {
      const measurements = await layout(
        passportId,
        'my-statistics/my-measurements',
        token('noor@example.com'),
        language,
      );
      for (const id of ['bmi', 'systolicBloodPressure']) {
        const [card] = byResult(measurements, id);
        expect(card?.properties?.color, id).toBeUndefined();
        expect(card?.properties?.indicator, id).toBeUndefined();
        expect(card?.properties?.text, id).toContain(note.slice(note.indexOf('. ') + 2));
      }
      expect(byResult(measurements, 'bmi')[0]?.properties?.text).toContain(note);
    }
    const dashboard = await layout(passportId, 'my-health', token('noor@example.com'));
    for (const component of walk(dashboard.components)) {
      for (const indicator of component.properties?.indicators ?? []) expect(indicator.value).toBe(0);
    }
  });
});

describe('the dashboard', () => {
  it('greets the person and counts each system’s results by colour, with each sub-page in its worst colour', async () => {
    const doc = await layout(annaNow, 'my-health', token(DEMO_PASSPORT_EMAIL));
    expect(doc.type).toBe('Dashboard');
    expect(doc.theme).toBe('theme-dashboard');
    expect(doc.components[0]).toMatchObject({ type: 'Hero', properties: { title: 'Hello Anna' } });
    const dutch = await layout(annaNow, 'my-health', token(DEMO_PASSPORT_EMAIL), nl);
    expect(dutch.components[0]?.properties?.title).toBe('Hallo Anna');
    // The page says which reference table version computed the results it shows.
    expect(doc.tableVersion).toBe((await t.ctx.services.results.resultsFor(annaNow)).tableVersion);

    const results = new Map(
      (await t.ctx.services.results.resultsFor(annaNow)).results.map((r) => [r.id, r] as const),
    );
    const heroes = walk(doc.components).filter((c) => c.type === 'IconIndicatorHero');
    expect(heroes.map((h) => h.properties?.title)).toEqual(['Mind', 'Body', 'Lifestyle']);
    for (const [index, system] of (['mind', 'body', 'lifestyle'] as const).entries()) {
      const measured = SYSTEM_RESULT_IDS[system].flatMap((id) => results.get(id) ?? []);
      const counts = FOUR_COUNT_LEGEND_COLORS.map(
        (color) => measured.filter((r) => r.color === color).length,
      );
      expect(heroes[index]!.properties?.indicators?.map((i) => i.value)).toEqual(counts);
    }
    const cards = walk(doc.components).filter((c) => c.properties?.linkTo?.startsWith('/my-health/'));
    for (const entry of MY_HEALTH_SITEMAP) {
      const card = cards.find((c) => c.properties?.linkTo === `/my-health/${entry.page}`);
      const colours = entry.resultIds.flatMap((id) => results.get(id)?.color ?? []);
      const worst = FOUR_COUNT_LEGEND_COLORS.filter((c) => colours.includes(c)).at(-1);
      expect(card?.properties?.color, entry.page).toBe(worst);
    }
  });

  it('shows what improved and what worsened since the previous passport', async () => {
    const doc = await layout(annaNow, 'my-health', token(DEMO_PASSPORT_EMAIL));
    const containers = walk(doc.components).filter((c) => c.type === 'Container');
    const [improved, worsened] = containers;
    expect(improved?.properties?.title).toBe('Improved');
    expect(worsened?.properties?.title).toBe('Worth a closer look');
    expect(improved?.components?.length).toBeGreaterThan(0);
    expect(worsened?.components?.length).toBeGreaterThan(0);
    for (const card of improved!.components!) {
      expect(['GREEN_UP', 'GREEN_DOWN']).toContain(card.properties?.indicator?.trend);
      expect(card.properties?.text).toMatch(/^From .+ to .+\./);
    }
    for (const card of worsened!.components!) {
      expect(['RED_UP', 'RED_DOWN']).toContain(card.properties?.indicator?.trend);
    }
    // Her LDL rose from 3.7 to 4.2 mmol/L.
    expect(worsened!.components!.map((c) => c.properties?.resultId)).toContain('ldlCholesterol');
  });

  it('agrees with each sub-page on the results it is about', async () => {
    const results = new Map(
      (await t.ctx.services.results.resultsFor(annaNow)).results.map((r) => [r.id, r] as const),
    );
    // anna did a cycle test: her pages show the cycle VO2max in the one VO2max card.
    expect(results.has('vo2maxCycle') && !results.has('vo2max')).toBe(true);
    const names = new Map((await t.ctx.services.results.referenceTable()).map((r) => [r.id, r.name.en]));
    for (const entry of MY_HEALTH_SITEMAP) {
      const doc = await layout(annaNow, `my-health/${entry.page}`, token(DEMO_PASSPORT_EMAIL));
      const nodes = walk(doc.components);
      const shown = new Set([
        ...nodes.flatMap((c) => c.properties?.resultId ?? []),
        // Food groups are items of a grid, named by their result's name.
        ...nodes.flatMap((c) => c.properties?.foodGroups ?? []).map((group) => group.title),
      ]);
      const expected = entry.resultIds
        .filter((id) => id !== 'vo2max')
        .map((id) => (entry.page === 'lifestyle-nutrition' ? names.get(id) : id));
      expect(shown, entry.page).toEqual(new Set(expected));
      expect(doc.title).toBe(entry.title.en);
    }
  });

  it('tells a first passport that changes come next time', async () => {
    const doc = await layout(leaPassport, 'my-health', token('lea@example.com'));
    const callOut = walk(doc.components).find((c) => c.type === 'CallOut');
    expect(callOut?.properties?.title).toBe('Your first passport');
  });

  it('counts colours in the legend’s order', () => {
    const { GREEN, YELLOW, ORANGE, RED } = ResultColor;
    expect(
      colourSummary([
        { color: RED },
        { color: GREEN },
        { color: GREEN },
        { color: ORANGE },
        { color: GREEN },
      ]),
    ).toEqual({ counts: [3, 0, 1, 1], measured: 5, worst: RED });
    expect(colourSummary([{ color: YELLOW }])).toEqual({ counts: [0, 1, 0, 0], measured: 1, worst: YELLOW });
    expect(colourSummary([])).toEqual({ counts: [0, 0, 0, 0], measured: 0, worst: undefined });
  });

  it('sums a legend up in words, by its worst colour', () => {
    const { GREEN, YELLOW, ORANGE } = ResultColor;
    const inDutch = { t: (texts: { nl: string }) => texts.nl } as unknown as TemplateContext;
    const inEnglish = { t: (texts: { en: string }) => texts.en } as unknown as TemplateContext;
    const mixed = colourSummary([{ color: GREEN }, { color: YELLOW }, { color: ORANGE }, { color: ORANGE }]);
    expect(summaryText(inDutch, mixed)).toBe(
      '1 van je 4 uitslagen valt in het gezonde bereik; 1 wijkt iets af en 2 vragen aandacht. De kaarten hieronder laten zien waar je moet kijken.',
    );
    expect(summaryText(inEnglish, mixed)).toBe(
      '1 of your 4 results falls in the healthy range; 1 slightly off and 2 need attention. The cards below show where to look.',
    );
    expect(summaryText(inEnglish, colourSummary([{ color: GREEN }]))).toBe(
      'Your result falls in the healthy range. Keep doing what you do.',
    );
  });
});

describe('statistics pages', () => {
  it('show earlier passports’ values beside the current one', async () => {
    const doc = await layout(annaNow, 'my-statistics/my-measurements', token(DEMO_PASSPORT_EMAIL));
    const before = (await t.ctx.services.results.resultsFor(annaBefore)).results.find((r) => r.id === 'bmi')!;
    const [bmi] = byResult(doc, 'bmi');
    expect(bmi?.properties?.indicator?.previousValues).toEqual([before.value]);
    expect(bmi?.properties?.subInfoGroup?.[0]?.text).toContain('Earlier passports: 25.3 kg/m²');
  });

  it('group the overview’s six cards in one card grid', async () => {
    const doc = await layout(annaNow, 'my-statistics', token(DEMO_PASSPORT_EMAIL));
    expect(doc.type).toBe('MyStatisticsLayout');
    const grid = doc.components.find((c) => c.type === 'CardGrid');
    expect(grid?.components?.map((c) => c.properties?.linkTo)).toEqual(
      MY_STATISTICS_SUBPAGES.map((p) => `/my-statistics/${p}`),
    );
  });

  it('draw the fitness profile on the 1-7 scale from the results’ positions', async () => {
    const doc = await layout(annaNow, 'my-statistics/my-fitness', token(DEMO_PASSPORT_EMAIL));
    const radar = walk(doc.components).find((c) => c.type === 'RadarChart');
    const areas = radar?.properties?.areas ?? [];
    expect(areas.map((a) => a.label)).toEqual([
      'Endurance',
      'Strength',
      'Lung volume',
      'Breathing out',
      'Airways',
      'Activity',
    ]);
    const results = (await t.ctx.services.results.resultsFor(annaNow)).results;
    const vo2 = results.find((r) => r.id === 'vo2maxCycle')!;
    expect(areas[0]).toEqual({
      label: 'Endurance',
      value: Math.round((1 + 6 * vo2.position) * 10) / 10,
      enabled: true,
    });
    for (const area of areas) expect(area.value).toBeGreaterThanOrEqual(1);
    for (const area of areas) expect(area.value).toBeLessThanOrEqual(7);
    expect(radar?.properties?.text).toContain('Endurance:');
  });

  it('offer the scans a package leaves out as disabled top-level cards, and link to those it includes', async () => {
    const without = await layout(leaPassport, 'my-statistics/my-scans', token('lea@example.com'));
    const disabled = without.components.filter((c) => c.properties?.enabled === false);
    expect(disabled.map((c) => [c.type, c.properties?.title])).toEqual([
      ['CardListItem', 'Heart ultrasound'],
      ['CardListItem', 'Abdominal ultrasound'],
    ]);
    for (const card of disabled) expect(card.properties?.upsellText).toMatch(/ultrasound/);

    const withScans = await layout(milaPassport, 'my-statistics/my-scans', token('mila@example.com'));
    expect(withScans.components.filter((c) => c.type === 'Teaser').map((c) => c.properties?.linkTo)).toEqual([
      '/my-statistics/my-scans/heart-ultrasound',
      '/my-statistics/my-scans/abdominal-ultrasound',
    ]);
    expect(withScans.components.some((c) => c.properties?.enabled === false)).toBe(false);
  });

  it('show the genes topics disabled with the upsell', async () => {
    const doc = await layout(annaNow, 'my-statistics/my-genes', token(DEMO_PASSPORT_EMAIL), nl);
    const cards = doc.components.filter((c) => c.type === 'CardListItem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.properties?.enabled).toBe(false);
      expect(card.properties?.upsellText).toMatch(/DNA-analyse/);
    }
  });

  it('cite the guidelines of the results shown', async () => {
    const doc = await layout(annaNow, 'my-statistics/my-biomarkers', token(DEMO_PASSPORT_EMAIL));
    const sources = doc.components.find((c) => c.type === 'SourceReference')?.properties?.sources ?? [];
    expect(sources.map((s) => s.name)).toEqual(
      expect.arrayContaining(['ESC/EAS 2019', 'CKD-EPI 2021, KDIGO']),
    );
    expect(new Set(sources.map((s) => s.citation)).size).toBe(sources.length);
    const anchors = doc.components.filter((c) => c.type === 'AnchorLink').map((c) => c.properties?.id);
    expect(anchors).toEqual([
      'blood-fats',
      'blood-sugar',
      'kidneys',
      'liver',
      'thyroid',
      'blood-and-iron',
      'vitamin-d',
    ]);
  });
});

describe('access', () => {
  const paths = (passportId: string) => [`/api/v2/${passportId}/routes`, `/api/v2/${passportId}/my-health`];
  const coachPaths = (serviceNumber: string, passportId: string) => [
    `/api/v2/health-coach/${serviceNumber}/${passportId}/routes`,
    `/api/v2/health-coach/${serviceNumber}/${passportId}/my-statistics/my-biomarkers`,
  ];

  async function expectAnswer(url: string, as: string | undefined, status: number, code?: string) {
    const response = await getRoutes(url, as);
    expect(response.statusCode, url).toBe(status);
    if (code) expect(response.json().error.code, url).toBe(code);
  }

  it('lets the person read their own published passport', async () => {
    for (const url of paths(annaNow)) await expectAnswer(url, token(DEMO_PASSPORT_EMAIL), 200);
  });

  it('refuses another consumer’s passport, an unknown id and a malformed id alike', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [...paths(annaNow), ...paths(unknown), ...paths('not-a-passport')]) {
      await expectAnswer(url, token('cees@example.com'), 403, LayoutErrorCode.ACCESS_ERROR);
    }
  });

  it('tells the person their passport is not published yet', async () => {
    for (const url of paths(bramPassport)) {
      await expectAnswer(url, token('bram@example.com'), 409, LayoutErrorCode.UNPUBLISHED);
    }
  });

  it('lets a coach read through the health-coach paths naming the person, and only there', async () => {
    for (const url of coachPaths(anna.serviceNumber, annaNow))
      await expectAnswer(url, token('coach@example.com'), 200);
    for (const url of [...coachPaths(lea.serviceNumber, annaNow), ...paths(annaNow)]) {
      await expectAnswer(url, token('coach@example.com'), 403, LayoutErrorCode.ACCESS_ERROR);
    }
    // The person's own passport is not theirs to read through the professional paths either.
    for (const url of coachPaths(anna.serviceNumber, annaNow)) {
      await expectAnswer(url, token(DEMO_PASSPORT_EMAIL), 403, LayoutErrorCode.ACCESS_ERROR);
    }
  });

  it('records a professional’s reads in the person’s access audit, and no refused one', async () => {
    const reads = () => t.ctx.services.sharing.readsOf(anna.id, { passportId: annaNow, limit: 1000 });
    const before = (await reads()).length;
    for (const url of coachPaths(anna.serviceNumber, annaNow))
      await expectAnswer(url, token('coach@example.com'), 200);
    for (const url of paths(annaNow)) await expectAnswer(url, token('coach@example.com'), 403);
    for (const url of paths(annaNow)) await expectAnswer(url, token(DEMO_PASSPORT_EMAIL), 200);
    const recorded = (await reads()).slice(0, (await reads()).length - before);
    expect(recorded.map((read) => [read.what, read.detail]).sort()).toEqual([
      ['layout', 'my-statistics/my-biomarkers'],
      ['routes', null],
    ]);
  });

  it('refuses an onboarder and asks the anonymous to sign in', async () => {
    for (const url of [...paths(annaNow), ...coachPaths(anna.serviceNumber, annaNow)]) {
      await expectAnswer(url, token('onboarder@example.com'), 403, LayoutErrorCode.ACCESS_ERROR);
      await expectAnswer(url, undefined, 401);
    }
  });

  it('answers layoutNotFound for a path that is no page, after the access check', async () => {
    for (const path of [
      'my-health/unknown',
      'my-statistics/my-scans/heart-ultrasound',
      'My-Health',
      'x'.repeat(101),
    ]) {
      await expectAnswer(
        `/api/v2/${annaNow}/${path}`,
        token(DEMO_PASSPORT_EMAIL),
        404,
        LayoutErrorCode.LAYOUT_NOT_FOUND,
      );
    }
    await expectAnswer(
      `/api/v2/${annaNow}/my-health%3Cscript%3E`,
      token(DEMO_PASSPORT_EMAIL),
      404,
      'layoutNotFound',
    );
    await expectAnswer(
      `/api/v2/${annaNow}/unknown`,
      token('cees@example.com'),
      403,
      LayoutErrorCode.ACCESS_ERROR,
    );
  });

  it('leaves the other /api/v2 routes to their modules', async () => {
    const own = await getRoutes('/api/v2/users/me/health-passport', token(DEMO_PASSPORT_EMAIL));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(2);
    expect((await getRoutes('/api/v2/ping', undefined)).statusCode).toBe(200);
    const questionnaire = await getRoutes('/api/v2/questionaire', token('bram@example.com'));
    expect(questionnaire.statusCode).toBe(200);
    expect(Array.isArray(questionnaire.json())).toBe(true);
  });
});

describe('healthPassportHasProgram', () => {
  const query = 'query Program($id: ID!) { healthPassportHasProgram(healthPassportId: $id) }';
  const ask = async (id: string, as?: string) => {
    const { body } = await gql(t.app, query, { id }, as);
    return { value: body.data?.healthPassportHasProgram, code: body.errors?.[0]?.extensions?.code };
  };

  it('is true for a mission package and false for a health check', async () => {
    expect(await ask(milaPassport, token('mila@example.com'))).toEqual({ value: true, code: undefined });
    expect(await ask(annaNow, token(DEMO_PASSPORT_EMAIL))).toEqual({ value: false, code: undefined });
  });

  it('answers the person for a passport not published yet, and staff who read passports', async () => {
    expect(await ask(bramPassport, token('bram@example.com'))).toEqual({ value: false, code: undefined });
    expect(await ask(milaPassport, token('coach@example.com'))).toEqual({ value: true, code: undefined });
  });

  it('answers an external viewer while the passport is shared with them, and not after revocation', async () => {
    const { sharing, users } = t.ctx.services;
    const mila = (await users.findByEmail('mila@example.com'))!;
    const external = (await users.findByEmail('external@example.com'))!;
    await signIn('external@example.com');
    expect((await ask(milaPassport, token('external@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);

    await sharing.share({
      ownerId: mila.id,
      passportId: milaPassport,
      recipient: { firstName: 'Eva', lastName: 'Extern', email: external.email, phoneNumber: '+31612345678' },
      language: 'en',
    });
    // A pending share is not access yet: the viewer activates it first.
    expect((await ask(milaPassport, token('external@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);
    await sharing.activate(external.id, mila.serviceNumber);
    expect(await ask(milaPassport, token('external@example.com'))).toEqual({ value: true, code: undefined });

    await sharing.revoke(mila.id, milaPassport, external.serviceNumber);
    expect((await ask(milaPassport, token('external@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);
  });

  it('refuses another consumer, an onboarder, an unknown id and the anonymous', async () => {
    expect((await ask(milaPassport, token('cees@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);
    expect((await ask(milaPassport, token('onboarder@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);
    expect((await ask('nope', token('cees@example.com'))).code).toBe(LayoutErrorCode.ACCESS_ERROR);
    expect((await ask(milaPassport)).value).toBeUndefined();
  });
});

describe('the language of a page', () => {
  it('is the one asked for, else the reader’s own: the person’s on their passport, the coach’s on the professional path', async () => {
    const { user, passportId } = await customerWith(
      'fenna@example.com',
      PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
      {
        Body_Height: '170',
        Body_Weight: '65',
      },
    );
    await t.ctx.services.users.update(user.id, { locale: 'nl_NL', phoneNumber: undefined });
    const greeting = async (url: string, as: string, language?: string) => {
      const response = await rest(t.app, 'GET', url, { token: as, language });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as LayoutDocument).components[0]?.properties?.title;
    };
    const own = `/api/v2/${passportId}/my-health`;
    expect(await greeting(own, token('fenna@example.com'))).toBe('Hallo Fenna');
    expect(await greeting(own, token('fenna@example.com'), en)).toBe('Hello Fenna');
    const coachs = `/api/v2/health-coach/${user.serviceNumber}/${passportId}/my-health`;
    expect(await greeting(coachs, token('coach@example.com'))).toBe('Hello Fenna');
    expect(await greeting(coachs, token('coach@example.com'), nl)).toBe('Hallo Fenna');
  });
});

describe('a page read before', () => {
  it('shows changed measurements and a changed name at once', async () => {
    const { user, passportId } = await customerWith(
      'sem@example.com',
      PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
      {
        Body_Height: '180',
        Body_Weight: '81',
      },
    );
    const as = token('sem@example.com');
    const bmi = async () =>
      byResult(await layout(passportId, 'my-statistics/my-measurements', as), 'bmi')[0]?.properties;
    expect(await bmi()).toMatchObject({ label: 'Overweight', indicator: { value: 25 } });
    expect((await layout(passportId, 'my-health', as)).components[0]?.properties?.title).toBe('Hello Sem');

    const { measurements: measuring } = t.ctx.services;
    const form = await measuring.form(user.serviceNumber, passportId, 'en');
    await measuring.save({
      serviceNumber: user.serviceNumber,
      passportId,
      items: validAnswers(form, { Body_Height: '180', Body_Weight: '72' }),
      savedBy: user.id,
      language: 'en',
    });
    expect(await bmi()).toMatchObject({ label: 'Healthy weight', indicator: { value: 22.2 } });

    await t.ctx.services.users.update(user.id, { givenName: 'Semmy', phoneNumber: undefined });
    expect((await layout(passportId, 'my-health', as)).components[0]?.properties?.title).toBe('Hello Semmy');
  });
});
