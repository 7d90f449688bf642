import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSPORT_EMAIL } from '../../seed/demoPassports.js';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demoSeed.js';
import { signedIn } from '../../test/auth.js';
import { readPdf, type PdfPiece } from '../../test/pdf.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { passportShares } from '../sharing/sharing.tables.js';
import type { UserRow } from '../users/index.js';

/**
 * The passport PDF of anna's demo passports: her current passport compared with
 * her earlier one, in both languages, and who may download it.
 */

let t: TestApp;
let anna: UserRow;
let annaNow: string;
let bramPassport: string;
const tokens = new Map<string, string>();
const token = (email: string) => tokens.get(email)!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx, t.app);
  const { users, passports } = t.ctx.services;
  anna = (await users.findByEmail(DEMO_PASSPORT_EMAIL))!;
  annaNow = (await passports.listForUser(anna.id))[0]!.id;
  const bram = (await users.findByEmail('bram@example.com'))!;
  bramPassport = (await passports.listForUser(bram.id))[0]!.id;
  for (const email of [
    DEMO_PASSPORT_EMAIL,
    'bram@example.com',
    'coach@example.com',
    'external@example.com',
  ]) {
    tokens.set(email, (await signedIn(t, email, DEMO_PASSWORD)).accessToken);
  }
}, 180_000);
afterAll(() => t.close());

const download = (passportId: string, file: string, email?: string) =>
  rest(t.app, 'GET', `/api/v2/health-passports/${passportId}/report/${file}`, {
    token: email ? token(email) : undefined,
  });

const squash = (text: string) => text.replace(/\s+/g, '');

/**
 * The results tables as a reader sees them: per result (by its name) the text of each of the five columns, the
 * lines of a wrapped cell joined. Cells sit right of the page margin where headings and paragraphs start; a row
 * begins where its colour cell names a colour.
 */
function resultRows(pdf: Buffer, header: readonly string[], colours: readonly string[]) {
  const { pieces } = readPdf(pdf);
  const columnX = header.map((title) => pieces.flat().find((piece) => piece.text === title)!.x);
  const column = (piece: PdfPiece) => columnX.findLastIndex((x) => piece.x >= x - 3);
  const rows: string[][][] = [];
  for (const page of pieces) {
    const lines = [...new Set(page.map((piece) => piece.y))].sort((a, b) => b - a);
    let row: string[][] | undefined;
    for (const y of lines) {
      const line = page.filter((piece) => piece.y === y).sort((a, b) => a.x - b.x);
      if (line.some((piece) => piece.x <= 57) || header.includes(line[0]!.text)) {
        row = undefined;
        continue;
      }
      if (line.some((piece) => column(piece) === 3 && colours.includes(piece.text))) {
        row = header.map(() => []);
        rows.push(row);
      }
      for (const piece of line) row?.[column(piece)]?.push(piece.text);
    }
  }
  return new Map(
    rows.map((cells) => {
      const texts = cells.map((lines) => lines.join(' '));
      return [squash(texts[0]!), texts];
    }),
  );
}

const EN_HEADER = ['Result', 'Value', 'Healthy range', 'Colour', 'Trend'];
const NL_HEADER = ['Resultaat', 'Waarde', 'Gezond bereik', 'Kleur', 'Trend'];

describe('the passport PDF', () => {
  it("holds anna's results per system with value, unit, healthy range, colour in words and trend", async () => {
    const response = await download(annaNow, 'en_US.pdf', DEMO_PASSPORT_EMAIL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Health passport Anna de Vries \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = response.rawPayload;
    const lines = readPdf(pdf).pages.flat();
    expect(lines.slice(0, 4)).toEqual([
      'Personal Health Passport',
      'Anna de Vries',
      'Date of birth: 12 April 1986',
      `Service number: ${anna.serviceNumber}`,
    ]);
    const version = await t.ctx.services.results.tableVersion();
    expect(lines).toContain(`Reference table: version ${version}`);
    expect(lines.filter((line) => ['Mind', 'Body', 'Lifestyle'].includes(line))).toEqual([
      'Mind',
      'Body',
      'Lifestyle',
    ]);
    expect(lines.some((line) => /^Trends compared with the passport of \d+ \w+ \d{4}\.$/.test(line))).toBe(
      true,
    );

    const rows = resultRows(pdf, EN_HEADER, ['Green', 'Yellow', 'Orange', 'Red']);
    const row = (name: string) => rows.get(squash(name))?.map(squash);
    expect(row('Body mass index (BMI)')).toEqual(
      [
        'Body mass index (BMI)',
        '24.1 kg/m² Healthy weight',
        '18.5 – 24.9 kg/m²',
        'Green Good',
        'Improved (was 25.3 kg/m²)',
      ].map(squash),
    );
    // Yellow reads as "Fair"; a worsening says so with the earlier value.
    const [ferritin, ferritinValue, , ferritinColour, ferritinTrend] = row('Ferritin (iron stores)')!;
    expect([ferritin, ferritinValue, ferritinColour, ferritinTrend]).toEqual(
      ['Ferritin (iron stores)', '24 µg/L Low iron stores', 'Yellow Fair', 'Worsened (was 38 µg/L)'].map(
        squash,
      ),
    );
    expect(row('Perceived stress (PSS-10)')).toEqual(
      [
        'Perceived stress (PSS-10)',
        '19 points Moderate stress',
        'at most 13 points',
        'Orange Needs attention',
        'Improved (was 27 points)',
      ].map(squash),
    );
    // An answer, not a number: its label is the value, its healthy answers the range.
    expect(row('Smoking')).toEqual(
      ['Smoking', 'Never smoked', 'Never smoked', 'Green Good', 'Unchanged (was Never smoked)'].map(squash),
    );
    // Every result of her passport is there once, each with a colour in words.
    const { results } = await t.ctx.services.results.resultsFor(annaNow);
    expect(rows.size).toBe(results.length);

    const text = squash(lines.join(' '));
    expect(text).toContain(squash(`Sources (Reference table ${version})`));
    expect(text).toContain(squash('ESH 2023 (ESC/ESH classification): Mancia G, Kreutz R'));
  });

  it('is written in Dutch when asked for nl_NL', async () => {
    const response = await download(annaNow, 'nl_NL.pdf', DEMO_PASSPORT_EMAIL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="Gezondheidspaspoort Anna de Vries /);
    const lines = readPdf(response.rawPayload).pages.flat();
    expect(lines.slice(0, 3)).toEqual([
      'Persoonlijk Gezondheidspaspoort',
      'Anna de Vries',
      'Geboortedatum: 12 april 1986',
    ]);
    expect(lines).toContain(`Referentietabel: versie ${await t.ctx.services.results.tableVersion()}`);
    expect(lines.filter((line) => ['Geest', 'Lichaam', 'Leefstijl'].includes(line))).toHaveLength(3);
    const rows = resultRows(response.rawPayload, NL_HEADER, ['Groen', 'Geel', 'Oranje', 'Rood']);
    expect(rows.get(squash('Body mass index (BMI)'))?.map(squash)).toEqual(
      [
        'Body mass index (BMI)',
        '24,1 kg/m² Gezond gewicht',
        '18,5 – 24,9 kg/m²',
        'Groen Goed',
        'Verbeterd (was 25,3 kg/m²)',
      ].map(squash),
    );
    expect(rows.get(squash('Ervaren stress (PSS-10)'))?.map(squash)).toEqual(
      [
        'Ervaren stress (PSS-10)',
        '19 punten Matige stress',
        'maximaal 13 punten',
        'Oranje Aandacht nodig',
        'Verbeterd (was 27 punten)',
      ].map(squash),
    );
  });

  it('is refused for a passport that is not published, and for someone without access as for an unknown one', async () => {
    const unpublished = await download(bramPassport, 'en_US.pdf', 'bram@example.com');
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().error.code).toBe('passportNotPublished');
    // Staff who may read it hear the same.
    expect((await download(bramPassport, 'nl_NL.pdf', 'coach@example.com')).statusCode).toBe(409);

    for (const refused of [
      await download(annaNow, 'en_US.pdf', 'bram@example.com'),
      await download(annaNow, 'en_US.pdf', 'external@example.com'),
      // Someone else's unpublished passport tells nothing about its state.
      await download(bramPassport, 'en_US.pdf', 'external@example.com'),
      await download('00000000-0000-4000-8000-000000000000', 'en_US.pdf', DEMO_PASSPORT_EMAIL),
      await download('not-a-passport', 'en_US.pdf', DEMO_PASSPORT_EMAIL),
      await download(annaNow, 'de_DE.pdf', DEMO_PASSPORT_EMAIL),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('notFound');
    }
    expect((await download(annaNow, 'en_US.pdf')).statusCode).toBe(401);
  });

  it('goes to her health coach and to whom she shared it with, and shows in who viewed her passport', async () => {
    const coach = await download(annaNow, 'nl_NL.pdf', 'coach@example.com');
    expect(coach.statusCode).toBe(200);
    expect(readPdf(coach.rawPayload).pages.flat()).toContain('Geboortedatum: 12 april 1986');

    const external = (await t.ctx.services.users.findByEmail('external@example.com'))!;
    await t.ctx.db.insert(passportShares).values({
      passportId: annaNow,
      sharerId: anna.id,
      recipientId: external.id,
      recipientFirstName: external.givenName,
      recipientLastName: external.familyName,
      email: external.email,
      phoneNumber: '+31612345678',
      status: 'ACTIVE',
      expiryDate: '2099-12-31',
      createdAt: t.ctx.clock.now(),
      activatedAt: t.ctx.clock.now(),
    });
    const shared = await download(annaNow, 'en_US.pdf', 'external@example.com');
    expect(shared.statusCode).toBe(200);
    const lines = readPdf(shared.rawPayload).pages.flat();
    expect(lines.slice(0, 2)).toEqual(['Personal Health Passport', 'Anna de Vries']);
    // The birth date is not for external viewers (as in their list of her passports).
    expect(lines.some((line) => line.startsWith('Date of birth'))).toBe(false);

    const { body } = await gql(
      t.app,
      'query($id: ID!) { healthPassportViews(healthPassportId: $id) { viewerRoles what detail } }',
      { id: annaNow },
      token(DEMO_PASSPORT_EMAIL),
    );
    const views = (
      body.data!.healthPassportViews as { viewerRoles: string[]; what: string; detail: string }[]
    )
      .filter((view) => view.detail?.startsWith('pdf'))
      .map((view) => [view.viewerRoles.join(), view.what, view.detail]);
    expect(views).toEqual([
      ['EXTERNAL', 'passport', 'pdf en_US'],
      ['HEALTH_COACH', 'passport', 'pdf nl_NL'],
    ]);
  });
});
