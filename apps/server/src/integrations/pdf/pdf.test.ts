import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf.js';
import { createPdf } from './index.js';
import { newDocument } from './renderer.js';

/** The text area of an A4 page with 2 cm margins, in points. */
const TEXT_WIDTH = 595.28 - 2 * 56;

describe('PDF documents', () => {
  it('write letters beyond Latin-1 in the embedded Noto Sans, and read back as written', async () => {
    const text = 'Łódź — 5 € naïve Ωμέγα, Жизнь ½ ± 2 °C';
    const pdf = await createPdf({ title: 'Łódź', language: 'pl-PL' })
      .title('Raport Łódź')
      .heading('Ωμέγα')
      .paragraph(text)
      .toBuffer();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/%%EOF\n?$/);
    // The font dictionaries name the embedded subsets of Noto Sans and nothing else.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular\b/);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const { pages, fonts } = readPdf(pdf);
    expect(fonts.map((name) => name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
    expect(pages).toEqual([['Raport Łódź', 'Ωμέγα', text]]);
  });

  it('flow text onto as many pages as it needs, keeping brackets and backslashes', async () => {
    const writer = createPdf({ title: 'Test' }).title('Titel');
    const lines = Array.from({ length: 120 }, (_, i) => `Regel ${i + 1}: één (twee) – drie \\ vier`);
    for (const line of lines) writer.paragraph(line);
    const { pages } = readPdf(await writer.toBuffer());
    expect(pages).toHaveLength(3);
    expect(pages.flat()).toEqual(['Titel', ...lines]);
  });

  it('break a long line between words so that it stays inside the page', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const writer = createPdf({ title: 'Test' }).paragraph(words.join(' '));
    const [shown] = readPdf(await writer.toBuffer()).pages;
    expect(shown!.length).toBeGreaterThan(3);
    expect(shown!.join(' ')).toBe(words.join(' '));
    // Measured in the renderer's body text.
    const measure = newDocument({ title: 'Test' });
    for (const line of shown!) expect(measure.widthOfString(line)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it('write tables, the header row first, each row on its own line', async () => {
    const writer = createPdf({ title: 'Test' })
      .heading('Resultaten')
      .table(
        [
          ['Body mass index (BMI)', '23,4 kg/m²', 'groen'],
          ['Vis', '2,0 keer per week', 'geel'],
        ],
        { header: ['Meting', 'Waarde', 'Kleur'], columnWidths: ['*', 120, 80] },
      )
      .paragraph('Na de tabel.');
    const { pages, fonts } = readPdf(await writer.toBuffer());
    expect(pages).toEqual([
      [
        'Resultaten',
        'Meting\tWaarde\tKleur',
        'Body mass index (BMI)\t23,4 kg/m²\tgroen',
        'Vis\t2,0 keer per week\tgeel',
        'Na de tabel.',
      ],
    ]);
    expect(fonts).toHaveLength(2);
  });

  it('draw documents side by side, each its own, and go on after one that cannot be drawn', async () => {
    const names = ['Eén', 'Twee', 'Drie', 'Vier'];
    const pdfs = await Promise.all(names.map((name) => createPdf({ title: name }).title(name).toBuffer()));
    expect(pdfs.map((pdf) => readPdf(pdf).pages)).toEqual(names.map((name) => [[name]]));
    // A width that is not a number: pdfkit cannot write it, and the caller hears why.
    const refused = createPdf({ title: 'Test' })
      .table([['a']], { columnWidths: [Number.NaN] })
      .toBuffer();
    await expect(refused).rejects.toThrow('PDF rendering failed: unsupported number: NaN');
    const { pages } = readPdf(await createPdf({ title: 'Test' }).paragraph('Daarna.').toBuffer());
    expect(pages).toEqual([['Daarna.']]);
  });
});
