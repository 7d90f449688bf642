import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { seedDemoDocuments } from './demoDocuments.js';
import { DEMO_PASSPORT_EMAIL } from './demoPassports.js';
import { seedDemoData } from './demoSeed.js';
import { textPdf } from './textPdf.js';

/** The objects a PDF's cross-reference table points at must start exactly there. */
function checkCrossReferences(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const entries = text.slice(startxref).match(/^\d{10} 00000 n $/gm) ?? [];
  expect(entries.length).toBeGreaterThan(4);
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Every stream is as long as it says.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
  }
}

describe('textPdf', () => {
  it('writes a valid PDF whose cross references and stream lengths hold, over several pages', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      text: `Regel ${i + 1}: één (twee) – drie \\ vier`,
    }));
    const pdf = textPdf('Test', [{ text: 'Titel', style: 'title' }, ...lines]);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    checkCrossReferences(pdf);
    expect(pdf.toString('latin1')).toMatch(/\/Count 3 >>/);
    // Dutch letters in WinAnsi, parentheses and backslashes escaped.
    expect(pdf.toString('latin1')).toContain('(Regel 1: \\351\\351n \\(twee\\) \\226 drie \\\\ vier) Tj');
  });

  it('breaks a long line between words so that it stays inside the page', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const pdf = textPdf('Test', [{ text: words.join(' ') }]).toString('latin1');
    const shown = [...pdf.matchAll(/Td \((.*)\) Tj/g)].map((m) => m[1]!);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.join(' ')).toBe(words.join(' '));
    for (const line of shown) expect(line.length).toBeLessThanOrEqual(87);
  });
});

describe('anna’s demo documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.ctx, t.app);
  });
  afterAll(() => t.close());

  const annaDocuments = async () => {
    const anna = (await t.ctx.services.users.findByEmail(DEMO_PASSPORT_EMAIL))!;
    return t.ctx.services.documents.own({ userId: anna.id, email: anna.email, roles: ['CONSUMER'] });
  };

  it('are her health check report in Dutch and English, uploaded by the data expert, small PDFs', async () => {
    const list = await annaDocuments();
    expect(list.map((d) => [d.name, d.type, d.uploadedBy, d.fileName, d.contentType])).toEqual([
      ['Health check report', 'REPORT', 'Daan Data', 'Health check report.pdf', 'application/pdf'],
      ['Rapport gezondheidscheck', 'REPORT', 'Daan Data', 'Rapport gezondheidscheck.pdf', 'application/pdf'],
    ]);
    for (const document of list) expect(document.size).toBeLessThan(50 * 1024);

    const response = await t.app.inject({ method: 'GET', url: list[1]!.url! });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    checkCrossReferences(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain('(Je resultaten) Tj');
    // Her results, from the engine, in Dutch: numbers with a decimal comma, Dutch units, answers as words.
    const results = [...text.matchAll(/^BT \/F1 10 Tf \d+ \d+ Td \((.*)\) Tj ET$/gm)].map((m) => m[1]);
    expect(results).toContainEqual(
      expect.stringMatching(/^Body mass index \\\(BMI\\\): \d+,\d kg\/m\\262 \\226 /),
    );
    expect(results).toContainEqual(
      expect.stringMatching(/^Vis: \d+,\d keer per week \\226 .* \\\((groen|geel|oranje|rood)\\\)$/),
    );
    expect(results).toContainEqual(
      expect.stringMatching(/^Roken: [A-Z][a-z ]+ \\\((groen|geel|oranje|rood)\\\)$/),
    );
  });

  it('are added once', async () => {
    expect(await seedDemoDocuments(t.ctx)).toBe(false);
    expect(await annaDocuments()).toHaveLength(2);
  });
});
