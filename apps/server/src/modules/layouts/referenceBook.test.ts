import { type ReferenceBookGroup, Role } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { readPdf } from '../../test/pdf.js';
import { rest } from '../../test/rest.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { loadReferenceTable, minorsRuleOf, ratesAge, type ReferenceRange } from '../passports/index.js';
import {
  BOOK_AGES,
  groupTitle,
  minorsText,
  referenceBookMarkdown,
  referenceBookOf,
  referenceBookPdf,
  sourceText,
  valuesText,
} from './referenceBook.js';

const { REFERENCE_TABLE, REFERENCE_TABLE_VERSION } = await loadReferenceTable();
const book = referenceBookOf(REFERENCE_TABLE, REFERENCE_TABLE_VERSION);
const MADE_AT = new Date('2026-11-26T12:00:00Z');

const covers = (group: ReferenceBookGroup, sex: 'Male' | 'Female', age: number) =>
  (group.sex === null || group.sex === sex) &&
  (group.ageFrom === null || age >= group.ageFrom) &&
  (group.ageTo === null || age <= group.ageTo);

const inBand = (value: number, band: { from: number | null; to: number | null }) =>
  (band.from === null || value >= band.from) && (band.to === null || value < band.to);

/** Values that test every band of a person's bands: each boundary, and one step below it. */
function probes(range: ReferenceRange, sex: 'Male' | 'Female', age: number): number[] {
  const bands = range.bands({ sex, ageYears: age });
  const step = 10 ** -range.decimals;
  return [...bands.colors, ...bands.labels]
    .flatMap((band) => [band.from, band.to])
    .filter((value): value is number => value !== null)
    .flatMap((value) => [value, Number((value - step).toFixed(range.decimals))]);
}

describe('the reference book', () => {
  it("is the reference table's version, with every result of the table in the table's order", () => {
    expect(book.version).toBe(REFERENCE_TABLE_VERSION);
    expect(book.measures.map((measure) => measure.id)).toEqual(REFERENCE_TABLE.map((range) => range.id));
  });

  it('gives every result its unit, its guideline with the year, and bands for every sex and age it rates', () => {
    for (const range of REFERENCE_TABLE) {
      const measure = book.measures.find((m) => m.id === range.id)!;
      expect(measure.name).toEqual(range.name);
      expect(measure.unit.en === '').toBe(range.unit === '');
      expect(measure.source).toMatchObject({ name: range.source.name, citation: range.source.citation });
      expect(measure.source.year, `${range.id} names no year`).toEqual(expect.any(Number));
      expect(measure.combinedCategory).toBe(range.category !== undefined);
      for (const sex of ['Male', 'Female'] as const) {
        for (let age = BOOK_AGES.first; age <= BOOK_AGES.last + 10; age += 1) {
          const groups = measure.groups.filter((group) => covers(group, sex, age));
          // A child the result does not rate has no bands: the minors rule says what the passport does.
          expect(groups, `${range.id} ${sex} ${age}`).toHaveLength(ratesAge(range, age) ? 1 : 0);
        }
      }
    }
  });

  it("says for every value the colour and label the engine gives that person, with the passport's text", () => {
    for (const range of REFERENCE_TABLE) {
      const measure = book.measures.find((m) => m.id === range.id)!;
      for (const sex of ['Male', 'Female'] as const) {
        for (const age of [12, 17, 18, 25, 34, 45, 67, 75, 95]) {
          if (!ratesAge(range, age)) continue;
          const group = measure.groups.find((g) => covers(g, sex, Math.min(age, BOOK_AGES.last)))!;
          const bands = range.bands({ sex, ageYears: age });
          for (const value of probes(range, sex, age)) {
            const shown = group.bands.filter((band) => inBand(value, band));
            expect(shown, `${range.id} ${sex} ${age}: ${value}`).toHaveLength(1);
            const [band] = shown;
            expect(band!.color).toBe(bands.colors.find((b) => inBand(value, b))!.color);
            expect(band!.label).toEqual(bands.labels.find((b) => inBand(value, b))?.label ?? null);
            expect(band!.advice.en).not.toBe('');
            expect(band!.advice.nl).not.toBe('');
          }
        }
      }
    }
  });

  it('says per result what children and young people get, with its source', () => {
    const minors = (id: string) => book.measures.find((m) => m.id === id)!.minors;
    // The book says what the table says.
    for (const range of REFERENCE_TABLE) {
      const rule = minorsRuleOf(range);
      expect(minors(range.id), range.id).toMatchObject({
        rule: rule.rule,
        below: rule.below,
        source: rule.source,
      });
    }
    expect(minors('systolicBloodPressure')).toMatchObject({ rule: 'notRated', below: 16 });
    expect(minors('bmi').source).toContain('WHO BMI-for-age');
    expect(minors('bmi').text.nl).toContain('Niet beoordeeld voor je leeftijd');
    expect(minors('physicalActivity')).toMatchObject({ rule: 'paediatric', below: 18, from: 5 });
    // Every result has a rule: without one of its own, nobody under 18 is rated.
    expect(book.measures.every((m) => m.minors.below >= 16 && m.minors.source !== '')).toBe(true);

    const activity = book.measures.find((m) => m.id === 'physicalActivity')!;
    const young = activity.groups.find((g) => g.ageFrom === 5 && g.ageTo === 17)!;
    expect(young.bands.at(-1)).toMatchObject({ from: 420, to: null, color: 'green' });
    const bmi = book.measures.find((m) => m.id === 'bmi')!;
    expect(bmi.groups.map(groupTitle)).toEqual(['Everyone, 18 years and over']);

    const markdown = referenceBookMarkdown(book, MADE_AT);
    for (const measure of book.measures) expect(markdown).toContain(minorsText(measure.minors));
    expect(markdown).toContain('Under 18 years: not rated');
  });

  it('keeps bands that differ by sex apart, and those that differ by age', () => {
    const waist = book.measures.find((m) => m.id === 'waistCircumference')!;
    expect(new Set(waist.groups.map((group) => group.sex))).toEqual(new Set(['Male', 'Female']));
    const vo2max = book.measures.find((m) => m.id === 'vo2max')!;
    expect(vo2max.groups.filter((group) => group.sex === 'Male').length).toBeGreaterThan(3);
    expect(groupTitle({ sex: 'Male', ageFrom: 30, ageTo: 39 })).toBe('Men, 30 to 39 years');
    expect(groupTitle({ sex: null, ageFrom: null, ageTo: 17 })).toBe('Everyone, under 18 years');
  });

  it('writes Markdown with every result, its bands and sources, and a sign-off for this version', () => {
    const markdown = referenceBookMarkdown(book, MADE_AT);
    expect(markdown).toContain(`version ${REFERENCE_TABLE_VERSION}`);
    for (const measure of book.measures) {
      expect(markdown).toContain(`. ${measure.name.en}\n`);
      expect(markdown).toContain(sourceText(measure.source));
      for (const group of measure.groups) {
        for (const band of group.bands) expect(markdown).toContain(`**${valuesText(band, measure)}**`);
      }
    }
    const signOff = markdown.slice(markdown.indexOf('## Clinical sign-off'));
    expect(signOff).toContain(`reference table version ${REFERENCE_TABLE_VERSION}`);
    for (const line of ['Name:', 'Date:', 'Signature:']) expect(signOff).toContain(line);
  });

  it('writes the same as a PDF, ending with the sign-off', async () => {
    const { pages } = readPdf(await referenceBookPdf(book, MADE_AT));
    const lines = pages.flat();
    const text = lines.join(' ');
    expect(lines[0]).toContain(`version ${REFERENCE_TABLE_VERSION}`);
    for (const [i, measure] of book.measures.entries())
      expect(lines).toContain(`${i + 1}. ${measure.name.en}`);
    expect(text).toContain('Clinical sign-off');
    expect(lines.at(-1)).toMatch(/^Remarks: _+$/);
    expect(lines.some((line) => line.startsWith('Signature: '))).toBe(true);
  });
});

describe('GET /api/v2/reference-book', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [Role.DOCTOR, Role.HEALTH_COACH, Role.CONSUMER]) {
      const email = `${role.toLowerCase()}.book@example.com`;
      await createUser(t, { email, groups: [role] });
      tokens.set(role, (await signedIn(t, email)).accessToken);
    }
  });
  afterAll(() => t.close());

  it('answers a doctor the book of the table the results are computed with', async () => {
    const response = await rest(t.app, 'GET', '/api/v2/reference-book', { token: tokens.get(Role.DOCTOR) });
    expect(response.statusCode).toBe(200);
    const answered = response.json() as typeof book;
    expect(answered.version).toBe(await t.ctx.services.results.tableVersion());
    expect(answered).toEqual(JSON.parse(JSON.stringify(book)));
  });

  it('lets a health coach download it as a PDF named after its version', async () => {
    const response = await rest(t.app, 'GET', '/api/v2/reference-book.pdf', {
      token: tokens.get(Role.HEALTH_COACH),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `Reference book ${REFERENCE_TABLE_VERSION}.pdf`,
    );
    const { pages } = readPdf(response.rawPayload);
    expect(pages[0]![0]).toContain(`version ${REFERENCE_TABLE_VERSION}`);
  });

  it('is not for consumers, nor without a session', async () => {
    for (const path of ['/api/v2/reference-book', '/api/v2/reference-book.pdf']) {
      expect((await rest(t.app, 'GET', path, { token: tokens.get(Role.CONSUMER) })).statusCode).toBe(403);
      expect((await rest(t.app, 'GET', path)).statusCode).toBe(401);
    }
  });
});
