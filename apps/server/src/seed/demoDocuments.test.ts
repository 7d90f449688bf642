import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { seedDemoDocuments } from './demoDocuments.js';
import { DEMO_PASSPORT_EMAIL } from './demoPassports.js';
import { seedDemoData } from './demoSeed.js';

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
    // A PDF that holds together, its text in Dutch as she reads it.
    const lines = readPdf(response.rawPayload).pages.flat();
    expect(lines).toContain('Je resultaten');
    // Her results, from the engine, in Dutch: numbers with a decimal comma, Dutch units, answers as words.
    expect(lines).toContainEqual(expect.stringMatching(/^Body mass index \(BMI\): \d+,\d kg\/m² – /));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Vis: \d+,\d keer per week – .* \((groen|geel|oranje|rood)\)$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Roken: [A-Z][a-z ]+ \((groen|geel|oranje|rood)\)$/));
  });

  it('are added once', async () => {
    expect(await seedDemoDocuments(t.ctx)).toBe(false);
    expect(await annaDocuments()).toHaveLength(2);
  });
});
