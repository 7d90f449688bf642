/**
 * The PDF renderer: a worker thread (index.ts starts it) that lays out and writes a document's steps with pdfkit.
 * Loading pdfkit and its fonts, layout and font subsetting take tens to hundreds of milliseconds a document; on the
 * server's own thread they held up every other request meanwhile. Self-contained (only Node and pdfkit), so that Node
 * runs this file as it is when the server runs from its source (tests, tsx), where its types are stripped; the bundle
 * has it as dist/pdfRenderer.js (build.mjs).
 */
import { createRequire } from 'node:module';
import { isMainThread, parentPort } from 'node:worker_threads';
import type PdfKit from 'pdfkit';

/** What a document asks the renderer for, in order (index.ts records them). */
export type PdfStep =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  | { kind: 'table'; rows: readonly (readonly PdfCell[])[]; options: PdfTableOptions };

/** A table cell: its text, and optionally a colour drawn as a thick bar along its left edge (a result's colour). */
export type PdfCell = string | { text: string; mark?: string };

export interface PdfTableOptions {
  /** A bold first row. */
  header?: readonly string[];
  /** Each column's width in points, or "*" to share what is left; default equal columns. */
  columnWidths?: readonly (number | '*')[];
}

export interface PdfOptions {
  /** Shown as the window title by PDF viewers. */
  title: string;
  /** BCP 47 language of the text, for screen readers ("nl-NL"). */
  language?: string;
}

/** A request to the renderer, and its answer: the document's bytes or why it could not be drawn. */
export interface RenderRequest {
  id: number;
  options: PdfOptions;
  steps: readonly PdfStep[];
}
export type RenderAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

// Resolved through the package, so it is found from the source and from the bundle in dist alike.
const load = createRequire(import.meta.url);
const FONTS = {
  regular: load.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: load.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

/** 2 cm around the text, as the documents have always had. */
const MARGIN = 56;
const STYLES = {
  title: { font: 'bold', size: 18, spaceAfter: 10 },
  heading: { font: 'bold', size: 12, spaceBefore: 6 },
  body: { font: 'regular', size: 10 },
} as const;
const LINE = { width: 0.5, color: '#999999' };

/** A new A4 document in the product's fonts, "regular" and "bold", set for body text. */
export function newDocument({ title, language }: PdfOptions): PDFKit.PDFDocument {
  const PDFDocument = load('pdfkit') as typeof PdfKit;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONTS.regular,
    lang: language,
    displayTitle: true,
    info: { Title: title, Producer: 'Health Passport', Creator: 'Health Passport' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  return use(doc, 'body');
}

function use(doc: PDFKit.PDFDocument, style: keyof typeof STYLES): PDFKit.PDFDocument {
  return doc.font(STYLES[style].font).fontSize(STYLES[style].size);
}

function draw(doc: PDFKit.PDFDocument, step: PdfStep): void {
  switch (step.kind) {
    case 'title':
      use(doc, 'title').text(step.text, { paragraphGap: STYLES.title.spaceAfter });
      use(doc, 'body');
      return;
    case 'heading': {
      // A heading does not stay alone at the foot of a page.
      use(doc, 'heading');
      const needed = STYLES.heading.spaceBefore + doc.currentLineHeight(true) * 3;
      if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
      else doc.y += STYLES.heading.spaceBefore;
      doc.text(step.text);
      use(doc, 'body');
      return;
    }
    case 'paragraph':
      // Wrapped between words to the page's width and onto new pages; an empty text is a blank line.
      if (step.text === '') doc.moveDown();
      else doc.text(step.text);
      return;
    case 'table': {
      const { header, columnWidths } = step.options;
      const data = [
        ...(header ? [header.map((text) => ({ text, type: 'TH' as const, font: { src: 'bold' } }))] : []),
        ...step.rows.map((row) => row.map(cellOf)),
      ];
      doc.x = doc.page.margins.left;
      doc.table({
        data,
        columnStyles: columnWidths ? [...columnWidths] : undefined,
        defaultStyle: { border: LINE.width, borderColor: LINE.color, padding: 4 },
      });
      doc.moveDown(0.5);
      return;
    }
  }
}

function cellOf(cell: PdfCell): string | PDFKit.Mixins.CellOptions {
  if (typeof cell === 'string' || cell.mark === undefined) return typeof cell === 'string' ? cell : cell.text;
  return {
    text: cell.text,
    border: { top: LINE.width, right: LINE.width, bottom: LINE.width, left: 6 },
    borderColor: { top: LINE.color, right: LINE.color, bottom: LINE.color, left: cell.mark },
    padding: { top: 4, right: 4, bottom: 4, left: 10 },
  };
}

/** The document's bytes: its steps drawn in order. */
export async function render(options: PdfOptions, steps: readonly PdfStep[]): Promise<Buffer> {
  const doc = newDocument(options);
  // Collected from the start: the document streams its bytes as it is written.
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const step of steps) draw(doc, step);
  doc.end();
  return await bytes;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ id, options, steps }: RenderRequest) => {
    render(options, steps).then(
      (buffer) => {
        // Memory of its own, handed over rather than copied (a small Buffer may share its memory with others).
        const bytes = new Uint8Array(buffer);
        port.postMessage({ id, bytes } satisfies RenderAnswer, [bytes.buffer]);
      },
      (error: unknown) =>
        port.postMessage({
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderAnswer),
    );
  });
}
