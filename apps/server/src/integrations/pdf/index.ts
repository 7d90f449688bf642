/**
 * The PDFs the server makes (reports, documents): A4 pages in the product's typeface, Noto Sans, embedded so that
 * every Latin, Greek and Cyrillic letter shows as written. Only these fonts are used, never PDF's standard fonts,
 * whose encoding has no room for letters like "ł" or "Ω".
 *
 * A document is written here as a list of steps; the renderer (renderer.ts) draws it in a thread of its own, so the
 * server goes on answering while a report is laid out.
 */
import { Worker } from 'node:worker_threads';
import { APP_TIME_ZONE } from '@health-passport/domain';
import type {
  PdfCell,
  PdfOptions,
  PdfStep,
  PdfTableOptions,
  RenderAnswer,
  RenderRequest,
} from './renderer.js';

export type { PdfCell, PdfOptions, PdfTableOptions } from './renderer.js';

export class PdfWriter {
  private readonly steps: PdfStep[] = [];

  constructor(private readonly options: PdfOptions) {}

  /** The document's title, large and bold. */
  title(text: string): this {
    this.steps.push({ kind: 'title', text });
    return this;
  }

  /** A section heading; it does not stay alone at the foot of a page. */
  heading(text: string): this {
    this.steps.push({ kind: 'heading', text });
    return this;
  }

  /** Body text, wrapped between words to the page's width and onto new pages; an empty text is a blank line. */
  paragraph(text: string): this {
    this.steps.push({ kind: 'paragraph', text });
    return this;
  }

  /** A table of text cells with thin grey lines, across the page's width, going on over pages as it needs. */
  table(rows: readonly (readonly PdfCell[])[], options: PdfTableOptions = {}): this {
    this.steps.push({ kind: 'table', rows, options });
    return this;
  }

  /** Ends the document and answers its bytes, once the renderer has drawn it. */
  toBuffer(): Promise<Buffer> {
    return renderer.render(this.options, this.steps);
  }
}

/** The renderer's file: beside this one in the source, dist/pdfRenderer.js beside server.js in the bundle. */
const RENDERER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./renderer.ts', import.meta.url)
  : new URL('./pdfRenderer.js', import.meta.url);

/**
 * One renderer thread for the process, started with the first document and ended when none has come for a while: it
 * holds pdfkit and the fonts, tens of MB that most servers need only now and then. Documents queue in its order.
 */
class PdfRenderer {
  static readonly IDLE_MS = 10_000;
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { resolve(bytes: Buffer): void; reject(error: Error): void }>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  render(options: PdfOptions, steps: readonly PdfStep[]): Promise<Buffer> {
    const worker = this.started();
    clearTimeout(this.idleTimer);
    worker.ref();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, options, steps } satisfies RenderRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(RENDERER_URL, {
      // From the source the renderer is TypeScript, which Node runs as is from 22.18 on; earlier 22s need the flag.
      execArgv:
        RENDERER_URL.pathname.endsWith('.ts') && !process.features.typescript
          ? ['--experimental-strip-types']
          : [],
    });
    worker.on('message', (answer: RenderAnswer) => this.answered(answer));
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`the PDF renderer stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private answered(answer: RenderAnswer): void {
    const document = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if ('error' in answer) document?.reject(new Error(`PDF rendering failed: ${answer.error}`));
    else
      document?.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    const worker = this.worker;
    if (this.waiting.size > 0 || !worker) return;
    // Idle: it no longer keeps the process alive, and ends unless a document comes soon.
    worker.unref();
    this.idleTimer = setTimeout(() => {
      this.worker = undefined;
      void worker.terminate();
    }, PdfRenderer.IDLE_MS).unref();
  }

  /** A renderer that failed or ended: what it had not drawn fails, and the next document starts a new one. */
  private stopped(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    for (const document of this.waiting.values()) document.reject(error);
    this.waiting.clear();
  }
}

const renderer = new PdfRenderer();

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
