/**
 * The PDFs the server makes (reports, documents): A4 pages in the product's typeface, Noto Sans, embedded so that
 * every Latin, Greek and Cyrillic letter shows as written. Only these fonts are used, never PDF's standard fonts,
 * whose encoding has no room for letters like "ł" or "Ω".
 */
import { createRequire } from 'node:module';
import { APP_TIME_ZONE } from '@health-passport/domain';
import type PdfKit from 'pdfkit';

// Resolved through the package, so it is found from the source (tests, tsx) and from the bundle in dist alike.
const load = createRequire(import.meta.url);
const resolve = load.resolve;
// pdfkit and its fonts' tables are loaded with the first PDF, not with the server: most starts make none.
let pdfkit: typeof PdfKit | undefined;
const PDFDocument = (options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument =>
  new (pdfkit ??= load('pdfkit') as typeof PdfKit)(options);
export const PDF_FONTS = {
  regular: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

/** 2 cm around the text, as the documents have always had. */
const MARGIN = 56;
const STYLES = {
  title: { font: 'bold', size: 18, spaceAfter: 10 },
  heading: { font: 'bold', size: 12, spaceBefore: 6 },
  body: { font: 'regular', size: 10 },
} as const;

export interface PdfOptions {
  /** Shown as the window title by PDF viewers. */
  title: string;
  /** BCP 47 language of the text, for screen readers ("nl-NL"). */
  language?: string;
}

/** A table cell: its text, and optionally a colour drawn as a thick bar along its left edge (a result's colour). */
export type PdfCell = string | { text: string; mark?: string };

export interface PdfTableOptions {
  /** A bold first row. */
  header?: readonly string[];
  /** Each column's width in points, or "*" to share what is left; default equal columns. */
  columnWidths?: readonly (number | '*')[];
}

export class PdfWriter {
  /** The pdfkit document, for what the helpers below do not cover; its fonts are "regular" and "bold". */
  readonly doc: PDFKit.PDFDocument;
  private readonly bytes: Promise<Buffer>;

  constructor({ title, language }: PdfOptions) {
    this.doc = PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: PDF_FONTS.regular,
      lang: language,
      displayTitle: true,
      info: { Title: title, Producer: 'Health Passport', Creator: 'Health Passport' },
    });
    this.doc.registerFont('regular', PDF_FONTS.regular);
    this.doc.registerFont('bold', PDF_FONTS.bold);
    this.use('body');
    // Collected from the start: the document streams its bytes as it is written.
    this.bytes = new Promise((resolvePdf, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  private use(style: keyof typeof STYLES): this {
    this.doc.font(STYLES[style].font).fontSize(STYLES[style].size);
    return this;
  }

  /** The document's title, large and bold. */
  title(text: string): this {
    this.use('title').doc.text(text, { paragraphGap: STYLES.title.spaceAfter });
    return this.use('body');
  }

  /** A section heading; it does not stay alone at the foot of a page. */
  heading(text: string): this {
    this.use('heading');
    const needed = STYLES.heading.spaceBefore + this.doc.currentLineHeight(true) * 3;
    if (this.doc.y + needed > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
    else this.doc.y += STYLES.heading.spaceBefore;
    this.doc.text(text);
    return this.use('body');
  }

  /** Body text, wrapped between words to the page's width and onto new pages; an empty text is a blank line. */
  paragraph(text: string): this {
    if (text === '') this.doc.moveDown();
    else this.doc.text(text);
    return this;
  }

  /** A table of text cells with thin grey lines, across the page's width, going on over pages as it needs. */
  table(rows: readonly (readonly PdfCell[])[], { header, columnWidths }: PdfTableOptions = {}): this {
    const data = [
      ...(header ? [header.map((text) => ({ text, type: 'TH' as const, font: { src: 'bold' } }))] : []),
      ...rows.map((row) => row.map(cellOf)),
    ];
    this.doc.x = this.doc.page.margins.left;
    this.doc.table({
      data,
      columnStyles: columnWidths ? [...columnWidths] : undefined,
      defaultStyle: { border: LINE.width, borderColor: LINE.color, padding: 4 },
    });
    this.doc.moveDown(0.5);
    return this;
  }

  /** Ends the document and answers its bytes. */
  toBuffer(): Promise<Buffer> {
    this.doc.end();
    return this.bytes;
  }
}

const LINE = { width: 0.5, color: '#999999' };

function cellOf(cell: PdfCell): string | PDFKit.Mixins.CellOptions {
  if (typeof cell === 'string' || cell.mark === undefined) return typeof cell === 'string' ? cell : cell.text;
  return {
    text: cell.text,
    border: { top: LINE.width, right: LINE.width, bottom: LINE.width, left: 6 },
    borderColor: { top: LINE.color, right: LINE.color, bottom: LINE.color, left: cell.mark },
    padding: { top: 4, right: 4, bottom: 4, left: 10 },
  };
}

/** A date as documents write it ("9 March 1984", "9 maart 1984"), on the calendar of Amsterdam. */
export function pdfDate(date: Date, language: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: APP_TIME_ZONE,
  }).format(date);
}

export function createPdf(options: PdfOptions): PdfWriter {
  return new PdfWriter(options);
}
