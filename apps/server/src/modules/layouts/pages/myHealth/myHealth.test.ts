import { existsSync } from 'node:fs';
import {
  COMPONENT_TYPES,
  ComponentType,
  INDICATOR_TYPES,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  MY_HEALTH_SUBPAGES,
  RICH_TEXT_ALLOWED_TAGS,
  type LayoutComponent,
  type LayoutDocument,
} from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../locale.js';
import type { Result, Texts } from '../../../passports/index.js';
import { computeResult, isFlagged } from '../../../passports/results/engine.js';
import { REFERENCE_TABLE } from '../../../passports/results/referenceTable.js';
import type { PersonFacts } from '../../../passports/results/types.js';
import { resultAdvice } from '../../advice.js';
import { byColour } from '../../blocks.js';
import { documentOf, type TemplateContext } from '../../page.js';
import { RESULT_CONTENT } from './content/index.js';
import { MY_HEALTH_PAGES } from './index.js';
import { adviceFor } from './values.js';

// --- A passport built by hand: answers and measurements through the real engine and reference table ----------

const ANNA: PersonFacts = { sex: 'Female', ageYears: 45 };
const RANGES = new Map(REFERENCE_TABLE.map((range) => [range.id, range]));

const repeat = (prefix: string, count: number, value: string) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}_${i + 1}`, value]));

/** Every result in its healthy band for a woman of 45. */
const HEALTHY: Record<string, string> = {
  Body_Weight: '62',
  Body_Height: '170',
  Body_Waist: '74',
  BP_Systolic_1: '115',
  BP_Systolic_2: '117',
  BP_Diastolic_1: '75',
  BP_Diastolic_2: '73',
  Lab_CholesterolTotal: '4.5',
  Lab_LDL: '2.5',
  Lab_HDL: '1.6',
  Lab_Triglycerides: '1.0',
  Lab_Fasting: 'yes',
  Lab_Glucose: '5.0',
  Lab_HbA1c: '35',
  Lab_Creatinine: '65',
  Lab_ALT: '20',
  Lab_AST: '22',
  Lab_GGT: '25',
  Lab_TSH: '2.0',
  Lab_Haemoglobin: '8.5',
  Lab_Ferritin: '80',
  Lab_VitaminD: '90',
  Exercise_Protocol: 'treadmill',
  Exercise_VO2max: '35',
  FEV1_FVC_Ratio_ZScore: '0.2',
  FEV1_ZScore: '0.1',
  FVC_ZScore: '0',
  Grip_Left: '28',
  Grip_Right: '31',
  ...repeat('WHO5', 5, '4'),
  ...repeat('PSS10', 10, '0'),
  PSS10_4: '4',
  PSS10_5: '4',
  PSS10_7: '4',
  PSS10_8: '4',
  BRS_1: '5',
  BRS_2: '1',
  BRS_3: '5',
  BRS_4: '1',
  BRS_5: '5',
  BRS_6: '1',
  Work_PaidWork: 'yes',
  ...repeat('UWES9', 9, '5'),
  PSQI_Bedtime: '23:00',
  PSQI_WakeTime: '07:00',
  PSQI_SleepHours: '7.5',
  PSQI_Quality: '0',
  IPAQ_VigorousDays: '2',
  IPAQ_VigorousMinutes: '30',
  IPAQ_ModerateDays: '2',
  IPAQ_ModerateMinutes: '30',
  IPAQ_WalkingDays: '5',
  IPAQ_WalkingMinutes: '30',
  AUDITC_1: '1',
  AUDITC_2: '0',
  AUDITC_3: '0',
  Smoking_Status: 'never',
  Food_Vegetables: '4',
  Food_Fruit: '2',
  Food_WholeGrains: '3',
  Food_Dairy: '2',
  Food_Fish: '1',
  Food_LegumesNuts: '7',
  Food_RedProcessedMeat: '2',
  Food_SugaryDrinks: '0',
};

/** Most results at the far end of their bands (red where the range has red). */
const UNHEALTHY: Record<string, string> = {
  ...HEALTHY,
  Body_Weight: '120',
  Body_Height: '165',
  Body_Waist: '110',
  BP_Systolic_1: '185',
  BP_Systolic_2: '187',
  BP_Diastolic_1: '112',
  BP_Diastolic_2: '114',
  Lab_CholesterolTotal: '8.5',
  Lab_LDL: '5.5',
  Lab_HDL: '0.9',
  Lab_Triglycerides: '11',
  Lab_Glucose: '8',
  Lab_HbA1c: '55',
  Lab_Creatinine: '250',
  Lab_ALT: '150',
  Lab_AST: '160',
  Lab_GGT: '250',
  Lab_TSH: '15',
  Lab_Haemoglobin: '4.5',
  Lab_Ferritin: '10',
  Lab_VitaminD: '30',
  Exercise_VO2max: '15',
  FEV1_FVC_Ratio_ZScore: '-2.5',
  FEV1_ZScore: '-4.5',
  FVC_ZScore: '-2',
  Grip_Left: '10',
  Grip_Right: '12',
  ...repeat('WHO5', 5, '1'),
  ...repeat('PSS10', 10, '4'),
  PSS10_4: '0',
  PSS10_5: '0',
  PSS10_7: '0',
  PSS10_8: '0',
  BRS_1: '1',
  BRS_2: '5',
  BRS_3: '1',
  BRS_4: '5',
  BRS_5: '1',
  BRS_6: '5',
  ...repeat('UWES9', 9, '1'),
  PSQI_Bedtime: '01:00',
  PSQI_WakeTime: '07:00',
  PSQI_SleepHours: '3',
  PSQI_Quality: '3',
  IPAQ_VigorousDays: '0',
  IPAQ_ModerateDays: '0',
  IPAQ_WalkingDays: '0',
  AUDITC_1: '4',
  AUDITC_2: '4',
  AUDITC_3: '4',
  Smoking_Status: 'current',
  Food_Vegetables: '1',
  Food_Fruit: '0',
  Food_WholeGrains: '0',
  Food_Dairy: '0',
  Food_Fish: '0',
  Food_LegumesNuts: '0',
  Food_RedProcessedMeat: '10',
  Food_SugaryDrinks: '3',
};

function resultsOf(
  items: Record<string, string>,
  previous?: Record<string, string>,
  person: PersonFacts = ANNA,
): Map<string, Result> {
  const results = new Map<string, Result>();
  for (const range of REFERENCE_TABLE) {
    const outcome = computeResult(range, items, person, previous);
    if (outcome && !isFlagged(outcome)) results.set(outcome.id, outcome);
  }
  return results;
}

function contextOf(
  results: ReadonlyMap<string, Result>,
  language: Language,
  flagged: ReadonlySet<string> = new Set(),
  notRated: ReadonlyMap<string, number> = new Map(),
): TemplateContext {
  const at = new Date('2026-03-02T09:00:00Z');
  return {
    language,
    passport: {
      id: '7b1e4c52-0c8f-4d0e-9d5a-3f7f0a1b2c3d',
      userId: '0f3c2a1b-5d6e-4f70-8a9b-1c2d3e4f5a6b',
      packageCode: 'standard',
      status: 'PUBLISHED',
      remeasurementType: null,
      displayName: 'Health check',
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    },
    person: {
      id: '0f3c2a1b-5d6e-4f70-8a9b-1c2d3e4f5a6b',
      serviceNumber: 'HP-000123',
      email: 'anna@example.com',
      givenName: 'Anna',
      middleName: null,
      familyName: 'de Vries',
      birthDate: '1980-05-14',
      gender: 'Female',
      phoneNumber: null,
      locale: language === 'nl' ? 'nl_NL' : 'en_US',
      status: [],
      packageCode: 'standard',
      customerClassType: null,
      customerClassCompany: null,
      customCompanyName: null,
      streetAddress: null,
      locality: null,
      postalCode: null,
      country: null,
      region: null,
      termsAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
      searchText: 'anna de vries anna@example.com hp-000123',
      isConsumer: true,
    },
    results,
    history: new Map(
      [...results.values()]
        .filter((r) => r.previousValue !== null)
        .map((r): [string, number[]] => [r.id, [r.previousValue!]]),
    ),
    ranges: RANGES,
    flagged,
    notRated,
    includes: { genes: false, scans: { heartUltrasound: false, abdominalUltrasound: false } },
    t: (texts: Texts) => texts[language],
  };
}

const LANGUAGES: readonly Language[] = ['en', 'nl'];

function pageOf(
  name: string,
  results: ReadonlyMap<string, Result>,
  language: Language,
  flagged?: ReadonlySet<string>,
  notRated?: ReadonlyMap<string, number>,
): LayoutDocument {
  const template = MY_HEALTH_PAGES.find((p) => p.name === `my-health/${name}`);
  if (!template) throw new Error(`no page ${name}`);
  return documentOf(template, contextOf(results, language, flagged, notRated));
}

function* walk(components: readonly LayoutComponent[] | undefined): Generator<LayoutComponent> {
  for (const component of components ?? []) {
    yield component;
    yield* walk(component.components);
  }
}

const nodesOf = (doc: LayoutDocument) => [...walk(doc.components)];
/** The section of a result: its heading, card and advice. */
const sectionOf = (doc: LayoutDocument, resultId: string) =>
  nodesOf(doc).find((n) => n.type === ComponentType.Section && n.properties?.resultId === resultId);
/** The card that draws a result's indicator. */
const cardOf = (doc: LayoutDocument, resultId: string) =>
  nodesOf(doc).find((n) => n.properties?.resultId === resultId && n.properties.indicator !== undefined);
/** All visible text of a node and its children, tags removed. */
const textOf = (component: LayoutComponent | undefined): string =>
  component
    ? [...walk([component])]
        .flatMap((n) => [n.properties?.title, n.properties?.text, n.properties?.caption])
        .filter((s): s is string => typeof s === 'string')
        .join(' ')
        .replace(/<[^>]+>/g, ' ')
    : '';

/** Every string anywhere in a node's properties (titles, texts, tags, food groups, sources, indicators). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Icon file names a node refers to. */
function iconsOf(component: LayoutComponent): string[] {
  const p = component.properties ?? {};
  return [
    p.icon,
    p.graphic,
    ...(p.tags ?? []).map((tag) => tag.icon),
    ...(p.foodGroups ?? []).map((group) => group.icon),
  ].filter((icon): icon is string => icon !== undefined);
}

const ICONS_DIR = new URL('../../../../../../web/public/icons/', import.meta.url);

const FIXTURES = {
  healthy: resultsOf(HEALTHY),
  unhealthy: resultsOf(UNHEALTHY),
  empty: new Map<string, Result>(),
};

// --- Tests ---------------------------------------------------------------------------------------------------

describe('the my-health sub-page templates', () => {
  it('has one template per sub-page of §2.1, in the menu order, with unique names', () => {
    const names = MY_HEALTH_PAGES.map((p) => p.name);
    expect(names).toEqual(MY_HEALTH_SUBPAGES.map((page) => `my-health/${page}`));
    expect(new Set(names).size).toBe(18);
  });

  it('gives every page the sub-system layout, its system’s theme, a title in both languages and an icon', () => {
    const themes = { mind: LayoutTheme.MIND, body: LayoutTheme.BODY, lifestyle: LayoutTheme.LIFESTYLE };
    for (const template of MY_HEALTH_PAGES) {
      const system = template.name.split('/')[1]!.split('-')[0] as keyof typeof themes;
      expect(template.type).toBe(LayoutType.MyHealthSubSystemLayout);
      expect(template.theme).toBe(themes[system]);
      expect(template.title.en.trim()).not.toBe('');
      expect(template.title.nl.trim()).not.toBe('');
      expect(existsSync(new URL(template.icon!, ICONS_DIR)), template.icon).toBe(true);
    }
  });

  describe.each(Object.entries(FIXTURES))('built for a %s passport', (_fixture, results) => {
    describe.each(LANGUAGES)('in %s', (language) => {
      it.each(MY_HEALTH_SUBPAGES)('%s uses only catalogue types, real icons and no empty text', (page) => {
        const doc = pageOf(page, results, language);
        expect(doc.name).toBe(`my-health/${page}`);
        expect(doc.title.trim()).not.toBe('');
        const nodes = nodesOf(doc);
        expect(nodes.length).toBeGreaterThan(3);
        const anchors: string[] = [];
        for (const n of nodes) {
          expect(COMPONENT_TYPES, n.type).toContain(n.type);
          const p = n.properties ?? {};
          if (p.indicatorType !== undefined) expect(INDICATOR_TYPES).toContain(p.indicatorType);
          if (p.indicatorType === IndicatorType.SegmentIndicator) expect(p.values).toHaveLength(4);
          for (const icon of iconsOf(n)) expect(existsSync(new URL(icon, ICONS_DIR)), icon).toBe(true);
          for (const s of stringsOf(p))
            expect(s.replace(/<[^>]+>/g, '').trim(), `${n.type} in ${page}`).not.toBe('');
          for (const [, tag] of (p.text ?? '').matchAll(/<\/?([a-z0-9]+)[^>]*>/g)) {
            expect(RICH_TEXT_ALLOWED_TAGS).toContain(tag);
          }
          if (n.type === ComponentType.AnchorLink) anchors.push(p.id ?? '');
        }
        expect(anchors.length).toBeGreaterThan(0);
        expect(anchors.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
        expect(new Set(anchors).size).toBe(anchors.length);
      });
    });
  });

  it('shows each measured result’s colour meaning in both languages, and its steps', () => {
    for (const results of [FIXTURES.healthy, FIXTURES.unhealthy]) {
      for (const language of LANGUAGES) {
        for (const page of MY_HEALTH_SUBPAGES) {
          const doc = pageOf(page, results, language);
          for (const card of nodesOf(doc).filter((n) => n.properties?.resultId && n.properties.indicator)) {
            // The card is a Container (the catalogue draws its indicator), first in its result's section.
            expect(card.type).toBe(ComponentType.Container);
            const result = results.get(card.properties!.resultId!)!;
            const section = sectionOf(doc, result.id);
            expect(section?.components?.[0]).toBe(card);
            const advice = adviceFor(RESULT_CONTENT[result.id]!, result.color, result.value, result.bands)!;
            expect(advice, result.id).toBeDefined();
            expect(textOf(card)).toContain(advice.meaning[language]);
            expect(textOf(section)).toContain(advice.steps[0]![language]);
          }
        }
      }
    }
  });

  it('gives a red blood pressure its red advice and the GP call-out, in English and Dutch', () => {
    const en = sectionOf(pageOf('body-heart', FIXTURES.unhealthy, 'en'), 'systolicBloodPressure');
    expect(
      cardOf(pageOf('body-heart', FIXTURES.unhealthy, 'en'), 'systolicBloodPressure')?.properties?.color,
    ).toBe('red');
    expect(textOf(en)).toContain('Your blood pressure is clearly raised');
    expect(textOf(en)).toContain('When to see your GP');
    expect(textOf(en)).toContain('Call your GP or 112 straight away');
    expect(textOf(en)).not.toContain('Your blood pressure is healthy');

    const nl = sectionOf(pageOf('body-heart', FIXTURES.unhealthy, 'nl'), 'systolicBloodPressure');
    expect(textOf(nl)).toContain('Je bloeddruk is duidelijk verhoogd');
    expect(textOf(nl)).toContain('Wanneer naar de huisarts');
    expect(textOf(nl)).toContain('Bel direct je huisarts of 112');
  });

  it('gives both blood pressure cards of 135/95 the one category, grade 1, and the same words', () => {
    const results = resultsOf({ BP_Systolic_1: '135', BP_Diastolic_1: '95' });
    for (const language of ['en', 'nl'] as const) {
      const doc = pageOf('body-heart', results, language);
      const cards = ['systolicBloodPressure', 'diastolicBloodPressure'].map((id) => cardOf(doc, id)!);
      expect(cards.map((card) => card.properties?.color)).toEqual(['orange', 'orange']);
      expect(cards.map((card) => card.properties?.indicator?.label)).toEqual(
        language === 'en'
          ? ['Grade 1 hypertension', 'Grade 1 hypertension']
          : ['Hypertensie graad 1', 'Hypertensie graad 1'],
      );
      const page = ['systolicBloodPressure', 'diastolicBloodPressure']
        .map((id) => textOf(sectionOf(doc, id)))
        .join(' ');
      expect(page).toContain(language === 'en' ? 'raised (grade 1' : 'verhoogd (graad 1');
      expect(page).not.toContain(language === 'en' ? 'high-normal' : 'hoog-normaal');
    }
  });

  it('gives a green result its green advice and no GP call-out', () => {
    const section = sectionOf(pageOf('body-metabolic', FIXTURES.healthy, 'en'), 'bmi');
    expect(cardOf(pageOf('body-metabolic', FIXTURES.healthy, 'en'), 'bmi')?.properties?.color).toBe('green');
    expect(textOf(section)).toContain('Your weight is in the healthy range for your height.');
    expect(textOf(section)).toContain('What you can do');
    expect(textOf(section)).not.toContain('When to see your GP');
    const nl = sectionOf(pageOf('body-metabolic', FIXTURES.healthy, 'nl'), 'bmi');
    expect(textOf(nl)).toContain('Je gewicht ligt bij je lengte in het gezonde gebied.');
  });

  it('tells the two sides of one colour apart: red BMI is severe obesity above and severe underweight below', () => {
    const above = textOf(sectionOf(pageOf('body-metabolic', FIXTURES.unhealthy, 'en'), 'bmi'));
    expect(above).toContain('severe obesity');
    expect(above).not.toContain('underweight');

    const thin = resultsOf({ ...HEALTHY, Body_Weight: '42', Body_Height: '170' });
    expect(thin.get('bmi')?.color).toBe('red');
    const below = textOf(sectionOf(pageOf('body-metabolic', thin, 'en'), 'bmi'));
    expect(below).toContain('severe underweight');
    expect(below).not.toContain('obesity');
  });

  it('shows a not-measured note and no indicator for every result missing from the package', () => {
    for (const language of LANGUAGES) {
      for (const page of MY_HEALTH_SUBPAGES) {
        const nodes = nodesOf(pageOf(page, FIXTURES.empty, language));
        expect(
          nodes.filter((n) => n.properties?.indicator !== undefined),
          page,
        ).toEqual([]);
        expect(
          nodes.some((n) => n.type === ComponentType.SourceReference),
          page,
        ).toBe(false);
        const notes = nodes.filter(
          (n) =>
            n.type === ComponentType.CallOut &&
            n.properties?.title?.includes(
              language === 'en' ? 'not measured in your package' : 'niet gemeten in je pakket',
            ),
        );
        expect(notes.length, page).toBeGreaterThan(0);
      }
    }
    const metabolic = nodesOf(pageOf('body-metabolic', FIXTURES.empty, 'en'));
    const noted = metabolic.filter((n) => n.type === ComponentType.CallOut && n.properties?.resultId);
    expect(noted.map((n) => n.properties?.resultId)).toEqual([
      'bmi',
      'waistCircumference',
      'fastingGlucose',
      'hba1c',
    ]);
    expect(noted[0]?.properties?.title).toBe('Body mass index (BMI): not measured in your package');
    expect(textOf(noted[0])).toContain(
      'This was not measured in your package, so there is no result to show here.',
    );
  });

  it('never shows a value the engine refused as impossible, only the notice that it is not shown', () => {
    const impossible = { ...HEALTHY, Body_Weight: '620', Food_Fish: '99' };
    const outcome = computeResult(RANGES.get('bmi')!, impossible, ANNA);
    expect(outcome && isFlagged(outcome)).toBe(true);
    const flagged = new Set(['bmi', 'foodFish']);
    const results = resultsOf(impossible);

    const doc = pageOf('body-metabolic', results, 'en', flagged);
    expect(sectionOf(doc, 'bmi')).toBeUndefined();
    const note = nodesOf(doc).find(
      (n) => n.type === ComponentType.CallOut && n.properties?.resultId === 'bmi',
    );
    expect(note?.properties?.title).toBe('Body mass index (BMI): value not shown');
    expect(textOf(note)).toContain('The measured value cannot be right');
    expect(JSON.stringify(doc)).not.toContain('214');
    expect(cardOf(doc, 'waistCircumference')?.properties?.indicator).toBeDefined();

    const nutrition = pageOf('lifestyle-nutrition', results, 'nl', flagged);
    const fish = nodesOf(nutrition)
      .flatMap((n) => n.properties?.foodGroups ?? [])
      .find((g) => g.title === 'Vis');
    expect(fish?.indicator).toBeUndefined();
    expect(fish?.text).toContain('De gemeten waarde kan niet kloppen');
  });

  it("shows a 15-year-old's BMI of 26 and blood pressure of 135/95 without a colour, with the note to see the GP", () => {
    const teen: PersonFacts = { sex: 'Male', ageYears: 15 };
    const items = {
      ...HEALTHY,
      Body_Weight: '75.1',
      ...repeat('BP_Systolic', 2, '135'),
      ...repeat('BP_Diastolic', 2, '95'),
    };
    const results = resultsOf(items, undefined, teen);
    const notRated = new Map(
      REFERENCE_TABLE.flatMap((range) => {
        const outcome = computeResult(range, items, teen);
        return outcome && isFlagged(outcome) && outcome.reason === 'notRatedForAge'
          ? [[range.id, outcome.value] as const]
          : [];
      }),
    );
    expect([...notRated.keys()]).toEqual(
      expect.arrayContaining(['bmi', 'systolicBloodPressure', 'diastolicBloodPressure']),
    );
    const noteOf = (doc: LayoutDocument, id: string) =>
      nodesOf(doc).find((n) => n.type === ComponentType.CallOut && n.properties?.resultId === id);

    const en = pageOf('body-metabolic', results, 'en', new Set(), notRated);
    expect(sectionOf(en, 'bmi')).toBeUndefined();
    expect(cardOf(en, 'bmi')).toBeUndefined();
    expect(noteOf(en, 'bmi')?.properties?.color).toBeUndefined();
    expect(noteOf(en, 'bmi')?.properties?.title).toBe('Body mass index (BMI): not rated for your age');
    expect(textOf(noteOf(en, 'bmi'))).toContain(
      'Your result: 26.0 kg/m². Not rated for your age; discuss this with your GP.',
    );
    expect(JSON.stringify(en)).not.toContain('Overweight');
    const nl = pageOf('body-metabolic', results, 'nl', new Set(), notRated);
    expect(textOf(noteOf(nl, 'bmi'))).toContain(
      'Jouw uitslag: 26,0 kg/m². Niet beoordeeld voor je leeftijd; bespreek dit met je huisarts.',
    );

    const heart = pageOf('body-heart', results, 'en', new Set(), notRated);
    for (const id of ['systolicBloodPressure', 'diastolicBloodPressure']) {
      expect(cardOf(heart, id)).toBeUndefined();
      expect(textOf(noteOf(heart, id))).toContain('Not rated for your age; discuss this with your GP.');
    }
    expect(textOf(noteOf(heart, 'systolicBloodPressure'))).toContain('135 mmHg');
    expect(JSON.stringify(heart)).not.toContain('Grade 1 hypertension');
  });

  it('shows one missing result as a note while the others keep their cards', () => {
    const withoutWork = resultsOf({ ...HEALTHY, Work_PaidWork: 'no' });
    const doc = pageOf('lifestyle-performance', withoutWork, 'nl');
    expect(cardOf(doc, 'vo2max')?.properties?.indicator).toBeDefined();
    const note = nodesOf(doc).find(
      (n) => n.type === ComponentType.CallOut && n.properties?.resultId === 'uwes9',
    );
    expect(textOf(note)).toContain('Bevlogenheid wordt alleen gescoord bij mensen met betaald werk');
    expect(sectionOf(doc, 'uwes9')).toBeUndefined();
  });

  it('names the guideline of every result shown in the page’s source reference', () => {
    for (const page of MY_HEALTH_SUBPAGES) {
      const doc = pageOf(page, FIXTURES.healthy, 'en');
      const nodes = nodesOf(doc);
      const shownIds = [
        ...nodes
          .filter((n) => n.properties?.resultId && n.properties.indicator)
          .map((n) => n.properties!.resultId!),
        ...nodes.flatMap((n) =>
          (n.properties?.foodGroups ?? []).length > 0 ? ['foodVegetables', 'foodSugaryDrinks'] : [],
        ),
      ];
      expect(shownIds.length, page).toBeGreaterThan(0);
      const reference = nodes.find((n) => n.type === ComponentType.SourceReference);
      expect(reference, page).toBeDefined();
      const names = reference!.properties!.sources!.map((s) => s.name);
      for (const id of shownIds) expect(names, `${page} ${id}`).toContain(RANGES.get(id)!.source.name);
      expect(reference!.properties!.sources!.every((s) => s.citation.length > 20)).toBe(true);
    }
  });

  it('describes the trend against the previous passport, judged by the distance to the healthy band', () => {
    const previous = { ...HEALTHY, Body_Weight: '80', PSQI_SleepHours: '7.5' };
    const now = resultsOf(
      { ...HEALTHY, Body_Weight: '70', PSQI_SleepHours: '11', PSQI_Bedtime: '21:00', PSQI_WakeTime: '09:00' },
      previous,
    );

    const bmi = textOf(sectionOf(pageOf('body-metabolic', now, 'en'), 'bmi'));
    expect(bmi).toContain(
      'Better than in your previous passport: from 27.7 kg/m² (Overweight) to 24.2 kg/m² (Healthy weight).',
    );
    const bmiNl = textOf(sectionOf(pageOf('body-metabolic', now, 'nl'), 'bmi'));
    expect(bmiNl).toContain(
      'Beter dan in je vorige paspoort: van 27,7 kg/m² (Overgewicht) naar 24,2 kg/m² (Gezond gewicht).',
    );

    // Longer sleep than recommended is worse, although the value went up.
    const sleep = textOf(sectionOf(pageOf('lifestyle-sleep', now, 'en'), 'sleepDuration'));
    expect(sleep).toContain(
      'Less favourable than in your previous passport: from 7.5 h (Recommended) to 11.0 h (Too long).',
    );

    // Without a previous passport there is no trend text.
    expect(textOf(sectionOf(pageOf('body-metabolic', FIXTURES.healthy, 'en'), 'bmi'))).not.toContain(
      'previous passport',
    );
  });

  it('shows an answer-like result by its label, in the request’s language', () => {
    const en = cardOf(pageOf('lifestyle-health-behaviour', FIXTURES.unhealthy, 'en'), 'smoking');
    expect(en?.properties?.indicatorType).toBe(IndicatorType.ColorBulletBarIndicator);
    expect(en?.properties?.indicator).toMatchObject({ value: 'Smoker', selected: 2, color: 'red' });
    const nl = cardOf(pageOf('lifestyle-health-behaviour', FIXTURES.unhealthy, 'nl'), 'smoking');
    expect(nl?.properties?.indicator?.value).toBe('Roker');
    expect(cardOf(pageOf('mind-stress', FIXTURES.healthy, 'nl'), 'pss10')?.properties?.indicator?.unit).toBe(
      'punten',
    );
  });

  it('shows the cycle VO2max when the exercise test was on a cycle ergometer', () => {
    const cycle = resultsOf({ ...HEALTHY, Exercise_Protocol: 'cycleRamp' });
    const doc = pageOf('body-cardiopulmonary', cycle, 'en');
    expect(cardOf(doc, 'vo2maxCycle')?.properties?.title).toBe('VO2max (cycle ergometer)');
    expect(nodesOf(doc).some((n) => n.properties?.resultId === 'vo2max')).toBe(false);
  });

  it('counts the page’s results per colour in the hero, in the legend’s order', () => {
    const hero = pageOf('body-metabolic', FIXTURES.unhealthy, 'en').components[0]!;
    expect(hero.type).toBe(ComponentType.IconIndicatorHero);
    expect(hero.properties?.indicatorType).toBe(IndicatorType.SegmentIndicator);
    expect(hero.properties?.values).toEqual([0, 0, 0, 4]);
    expect(hero.properties?.caption).toBe('Your results on this page: 0 green, 0 yellow, 0 orange, 4 red.');
    expect(pageOf('mind-stress', FIXTURES.unhealthy, 'en').components[0]!.type).toBe(ComponentType.Hero);
  });

  it('draws the food groups in two grids with their advised amounts and advice for the groups that are off', () => {
    const doc = pageOf('lifestyle-nutrition', FIXTURES.unhealthy, 'nl');
    const grids = nodesOf(doc).filter((n) => n.type === ComponentType.FoodGroupsGrid);
    expect(grids.map((g) => g.properties?.foodGroups?.length)).toEqual([6, 2]);
    const vegetables = grids[0]!.properties!.foodGroups![0]!;
    expect(vegetables).toMatchObject({ title: 'Groente', icon: 'vegetables.svg' });
    expect(vegetables.indicator).toMatchObject({ value: 1, color: 'orange', unit: 'opscheplepels per dag' });
    expect(vegetables.text).toContain('Je eet minder groente dan geadviseerd.');
    expect(grids[0]!.properties?.quantityAdvice).toMatch(
      /^Advies: groente minstens 4 opscheplepels per dag; /,
    );
    expect(grids[1]!.properties?.quantityAdvice).toContain('suikerhoudende dranken liefst niet.');
    const steps = nodesOf(doc).filter((n) => n.type === ComponentType.StepListItem);
    expect(steps).toHaveLength(8);
    expect(steps.map((s) => s.properties?.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('the result content', () => {
  const PEOPLE: PersonFacts[] = ['Male', 'Female'].flatMap((sex) =>
    [25, 45, 75].map((ageYears) => ({ sex: sex as PersonFacts['sex'], ageYears })),
  );

  it('belongs to results of the reference table', () => {
    for (const id of Object.keys(RESULT_CONTENT)) expect(RANGES.has(id), id).toBe(true);
  });

  it('has advice for every colour band each result can give, for men and women of every age', () => {
    for (const [id, content] of Object.entries(RESULT_CONTENT)) {
      for (const person of PEOPLE) {
        const bands = RANGES.get(id)!.bands(person);
        for (const band of bands.colors) {
          const value =
            band.from !== null && band.to !== null
              ? (band.from + band.to) / 2
              : band.from !== null
                ? band.from + 1
                : band.to! - 1;
          const advice = adviceFor(content, band.color, value, bands);
          expect(advice, `${id} ${band.color} at ${value}`).toBeDefined();
          expect(advice!.steps.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('is written in both languages, never empty, never the English text in the Dutch place', () => {
    const texts: Texts[] = [];
    const collect = (value: unknown) => {
      if (value && typeof value === 'object' && 'en' in value && 'nl' in value) texts.push(value as Texts);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(RESULT_CONTENT);
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.nl.trim()).not.toBe('');
      expect(text.nl, text.en).not.toBe(text.en);
    }
  });
});

// --- Short advice texts ------------------------------------------------------------------------------------

/** A result of one measurement for Anna (a woman of 45). */
function scored(id: string, items: Record<string, string>): Result {
  const result = resultsOf(items).get(id);
  if (!result) throw new Error(`${id} not scored`);
  return result;
}

/** The short advice a result card shows, in both languages. */
function cardText(id: string, items: Record<string, string>) {
  const result = scored(id, items);
  return byColour(result.color, resultAdvice(id, result.value, result.bands));
}

describe('the short advice texts', () => {
  it('sends mild anaemia to the GP to find the cause, not only to iron-rich food', () => {
    const text = cardText('haemoglobin', { Lab_Haemoglobin: '7.2' });
    expect(text.en).toContain('See your GP: the cause has to be found');
    expect(text.nl).toContain('Ga naar je huisarts: eerst moet de oorzaak gevonden worden');
  });

  it('tells a low vitamin D and one above the safe limit different things', () => {
    const low = cardText('vitaminD', { Lab_VitaminD: '30' });
    const high = cardText('vitaminD', { Lab_VitaminD: '300' });
    expect(low.en).toContain('too low');
    expect(low.en).not.toContain('Stop taking');
    expect(high.en).toContain('Stop taking vitamin D supplements and see your GP');
    expect(high.nl).toContain('Stop met vitamine D-supplementen en ga naar je huisarts');
    // 250 nmol/L is still within the safe range
    expect(scored('vitaminD', { Lab_VitaminD: '250' }).color).toBe('green');
  });

  it('says the same about blood pressure on both cards of 135/95, grade 1', () => {
    const items = { BP_Systolic_1: '135', BP_Diastolic_1: '95' };
    const systolic = cardText('systolicBloodPressure', items);
    expect(cardText('diastolicBloodPressure', items)).toEqual(systolic);
    expect(systolic.en).toContain('grade 1 hypertension');
  });

  it('gives a red blood pressure card the emergency symptoms and 112', () => {
    const text = cardText('systolicBloodPressure', { BP_Systolic_1: '185', BP_Diastolic_1: '100' });
    expect(text.en).toContain('Call your GP or 112 straight away if you have chest pain');
    expect(text.nl).toContain('Bel direct je huisarts of 112 bij pijn op de borst');
  });

  it('says an LDL on target is the target for people at low risk', () => {
    const result = scored('ldlCholesterol', { Lab_LDL: '2.5' });
    expect(result.label?.en).toBe('On target (low risk)');
    expect(cardText('ldlCholesterol', { Lab_LDL: '2.5' }).en).toContain('on target for people at low risk');
  });

  it('gives prediabetes advice to a yellow HbA1c', () => {
    expect(cardText('hba1c', { Lab_HbA1c: '44' }).en).toContain('prediabetes range');
  });
});

describe('stopping alcohol', () => {
  it('comes with the withdrawal caution wherever a page says to stop drinking', () => {
    const pages = JSON.stringify(RESULT_CONTENT);
    const stops = pages.match(/[^"]*(Do not drink alcohol|Stop drinking)[^"]*/g) ?? [];
    expect(stops.length).toBeGreaterThan(0);
    for (const text of stops) expect(text).toContain('do not stop abruptly without medical advice');
    const nl = pages.match(/[^"]*Drink geen alcohol totdat[^"]*/g) ?? [];
    expect(nl.length).toBeGreaterThan(0);
    for (const text of nl) expect(text).toContain('stop dan niet plotseling zonder medisch advies');
  });
});
