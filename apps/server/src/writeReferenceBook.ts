import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { referenceBookMarkdown, referenceBookOf, referenceBookPdf } from './modules/layouts/referenceBook.js';
import { loadReferenceTable } from './modules/passports/index.js';

/**
 * `npm run reference-book [-- DIRECTORY]`: writes the reference book of the reference table as it is now, as
 * Markdown and PDF named after the table's version, into docs/reference-book (or the directory given).
 */
async function main(argv: string[]): Promise<void> {
  const directory = path.resolve(
    argv[0] ?? new URL('../../../docs/reference-book/', import.meta.url).pathname,
  );
  const { REFERENCE_TABLE, REFERENCE_TABLE_VERSION } = await loadReferenceTable();
  const book = referenceBookOf(REFERENCE_TABLE, REFERENCE_TABLE_VERSION);
  const madeAt = new Date();
  const base = path.join(directory, `reference-book-${book.version}`);
  await mkdir(directory, { recursive: true });
  await writeFile(`${base}.md`, referenceBookMarkdown(book, madeAt));
  await writeFile(`${base}.pdf`, await referenceBookPdf(book, madeAt));
  process.stdout.write(`Reference book of table version ${book.version}: ${base}.md and ${base}.pdf\n`);
}

await main(process.argv.slice(2));
