import {
  MY_HEALTH_SUBPAGES,
  MY_STATISTICS_SUBPAGES,
  type MyHealthSubpage,
  type MyStatisticsSubpage,
} from '@health-passport/domain';
import type { Texts } from '../passports/index.js';
import { MY_HEALTH_PAGES } from './pages/myHealth/index.js';

/**
 * The portal's passport pages as the menu shows them (passport-and-professional §2.1): titles and icons of
 * /my-health and /my-statistics and their sub-pages, and which results each /my-health sub-page is about. The
 * routes answer and the dashboard both read this one table, so a menu title and a dashboard card never disagree.
 */

export type HealthSystem = 'mind' | 'body' | 'lifestyle';
export const HEALTH_SYSTEMS: readonly HealthSystem[] = ['mind', 'body', 'lifestyle'];

export interface SitemapEntry {
  title: Texts;
  /** Icon file under /icons/. */
  icon: string;
}

export interface MyHealthEntry extends SitemapEntry {
  page: MyHealthSubpage;
  system: HealthSystem;
  /** The results the sub-page is about: its dashboard card takes the worst colour among them. */
  resultIds: readonly string[];
}

export const MY_HEALTH_ROOT: SitemapEntry = {
  title: { en: 'My health', nl: 'Mijn gezondheid' },
  icon: 'dashboard.svg',
};

export const MY_STATISTICS_ROOT: SitemapEntry = {
  title: { en: 'My statistics', nl: 'Mijn statistieken' },
  icon: 'statistics.svg',
};

export const SYSTEM_ENTRIES: Readonly<Record<HealthSystem, SitemapEntry>> = {
  mind: { title: { en: 'Mind', nl: 'Geest' }, icon: 'mind.svg' },
  body: { title: { en: 'Body', nl: 'Lichaam' }, icon: 'body.svg' },
  lifestyle: { title: { en: 'Lifestyle', nl: 'Leefstijl' }, icon: 'lifestyle.svg' },
};

const FOOD_RESULT_IDS = [
  'foodVegetables',
  'foodFruit',
  'foodWholeGrains',
  'foodDairy',
  'foodFish',
  'foodLegumesNuts',
  'foodRedProcessedMeat',
  'foodSugaryDrinks',
] as const;

/**
 * Each sub-page's system and the results it shows (the same as its template's cards; a test keeps the two
 * equal). VO2max is one card showing whichever of the treadmill or the cycle result the passport has.
 */
const HEALTH_PAGE_RESULTS: Readonly<
  Record<MyHealthSubpage, { system: HealthSystem; resultIds: readonly string[] }>
> = {
  'mind-wellbeing': { system: 'mind', resultIds: ['who5'] },
  'mind-wellbeing-at-work': { system: 'mind', resultIds: ['uwes9'] },
  'mind-stress': { system: 'mind', resultIds: ['pss10'] },
  'mind-emotional-resilience': { system: 'mind', resultIds: ['brs'] },
  'body-metabolic': { system: 'body', resultIds: ['bmi', 'waistCircumference', 'fastingGlucose', 'hba1c'] },
  'body-heart': { system: 'body', resultIds: ['systolicBloodPressure', 'diastolicBloodPressure'] },
  'body-liver': { system: 'body', resultIds: ['alt', 'ast', 'ggt'] },
  'body-kidney': { system: 'body', resultIds: ['egfr'] },
  'body-blood': { system: 'body', resultIds: ['haemoglobin', 'ferritin', 'vitaminD'] },
  'body-bone-and-muscle': { system: 'body', resultIds: ['gripStrength', 'vitaminD'] },
  'body-thyroid': { system: 'body', resultIds: ['tsh'] },
  'body-cardiometabolic': {
    system: 'body',
    resultIds: ['totalCholesterol', 'ldlCholesterol', 'hdlCholesterol', 'triglycerides'],
  },
  'body-cardiopulmonary': {
    system: 'body',
    resultIds: ['vo2max', 'vo2maxCycle', 'fev1FvcZScore', 'fev1ZScore', 'fvcZScore'],
  },
  'lifestyle-nutrition': { system: 'lifestyle', resultIds: FOOD_RESULT_IDS },
  'lifestyle-activity': { system: 'lifestyle', resultIds: ['physicalActivity'] },
  'lifestyle-health-behaviour': { system: 'lifestyle', resultIds: ['auditC', 'smoking'] },
  'lifestyle-sleep': { system: 'lifestyle', resultIds: ['sleepDuration', 'sleepQuality', 'sleepEfficiency'] },
  'lifestyle-performance': {
    system: 'lifestyle',
    resultIds: ['vo2max', 'vo2maxCycle', 'gripStrength', 'uwes9'],
  },
};

/**
 * The 18 /my-health sub-pages in menu order. Title and icon are the page template's own, so the menu, the
 * dashboard's cards and the page itself name a page the same way.
 */
export const MY_HEALTH_SITEMAP: readonly MyHealthEntry[] = MY_HEALTH_SUBPAGES.map((page) => {
  const template = MY_HEALTH_PAGES.find((candidate) => candidate.name === `my-health/${page}`);
  if (!template?.icon) throw new Error(`my-health/${page} has no page template with an icon`);
  return { page, title: template.title, icon: template.icon, ...HEALTH_PAGE_RESULTS[page] };
});

/**
 * The results counted for each system on the dashboard. A result some sub-pages share across systems (VO2max
 * is about the heart and lungs and about performance) counts once, for the first system that shows it, so the
 * three legends together count every result exactly once.
 */
export const SYSTEM_RESULT_IDS: Readonly<Record<HealthSystem, readonly string[]>> = (() => {
  const owner = new Map<string, HealthSystem>();
  for (const entry of MY_HEALTH_SITEMAP) {
    for (const id of entry.resultIds) if (!owner.has(id)) owner.set(id, entry.system);
  }
  const bySystem: Record<HealthSystem, string[]> = { mind: [], body: [], lifestyle: [] };
  for (const [id, system] of owner) bySystem[system].push(id);
  return bySystem;
})();

/**
 * Results of which a passport has at most one: VO2max is scored by treadmill or by cycle norms, after the
 * test mode. "3 of 4 measured" would count the one that cannot exist.
 */
const ALTERNATIVE_RESULTS: readonly (readonly string[])[] = [['vo2max', 'vo2maxCycle']];

/** How many of these results a passport can have at most. */
export function possibleResultCount(ids: readonly string[]): number {
  const overlap = ALTERNATIVE_RESULTS.reduce(
    (sum, group) => sum + Math.max(0, group.filter((id) => ids.includes(id)).length - 1),
    0,
  );
  return ids.length - overlap;
}

/** The /my-health sub-page that first shows a result: where a highlight about it links to. */
export function healthPageOf(resultId: string): MyHealthEntry | undefined {
  return MY_HEALTH_SITEMAP.find((entry) => entry.resultIds.includes(resultId));
}

const STATISTICS_ENTRIES: Readonly<Record<MyStatisticsSubpage, SitemapEntry>> = {
  'my-genes': { title: { en: 'My genes', nl: 'Mijn genen' }, icon: 'genes.svg' },
  'my-fitness': { title: { en: 'My fitness', nl: 'Mijn fitheid' }, icon: 'fitness.svg' },
  'my-measurements': { title: { en: 'My measurements', nl: 'Mijn metingen' }, icon: 'measurements.svg' },
  'my-biomarkers': { title: { en: 'My biomarkers', nl: 'Mijn biomarkers' }, icon: 'biomarkers.svg' },
  'my-lifestyle': { title: { en: 'My lifestyle', nl: 'Mijn leefstijl' }, icon: 'lifestyle.svg' },
  'my-scans': { title: { en: 'My scans', nl: 'Mijn scans' }, icon: 'scans.svg' },
};

/** The 6 /my-statistics sub-pages in menu order. */
export const MY_STATISTICS_SITEMAP: readonly (SitemapEntry & { page: MyStatisticsSubpage })[] =
  MY_STATISTICS_SUBPAGES.map((page) => ({ page, ...STATISTICS_ENTRIES[page] }));

export function statisticsEntry(page: MyStatisticsSubpage): SitemapEntry {
  return STATISTICS_ENTRIES[page];
}
