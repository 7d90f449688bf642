// Renders the documents the web app serves from /docs/ (terms and conditions, instructions for use) from their
// Markdown in docs/legal/ to PDF.
// Run `node scripts/render-legal-pdfs.mjs` after changing a document, and commit the Markdown and the PDFs
// together. markdown-it turns the Markdown into simple styled HTML (headings, paragraphs, numbered clauses,
// lists, bold, italic and links; a line of --- starts a new page), which Debian's Chromium prints to A4
// (CHROMIUM_PATH overrides the path).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Source Markdown -> PDF served by the web app. */
const DOCUMENTS = [
  { lang: 'en', source: 'docs/legal/terms-en.md', target: 'apps/web/public/docs/terms-en.pdf' },
  { lang: 'nl', source: 'docs/legal/terms-nl.md', target: 'apps/web/public/docs/terms-nl.pdf' },
  { lang: 'en', source: 'docs/legal/instructions-en.md', target: 'apps/web/public/docs/instructions-en.pdf' },
  { lang: 'nl', source: 'docs/legal/instructions-nl.md', target: 'apps/web/public/docs/instructions-nl.pdf' },
];

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Markdown to HTML with markdown-it (raw HTML in the source is shown as text). A top-level paragraph that starts
 * with a clause number such as "7.2" gets a hanging number: <p class="clause"><span class="number">7.2</span>...
 */
const markdownIt = new MarkdownIt();
markdownIt.core.ruler.push('clause_numbers', (state) => {
  state.tokens.forEach((token, i) => {
    const inline = state.tokens[i + 1];
    const first = inline?.children?.[0];
    if (token.type !== 'paragraph_open' || token.level !== 0 || first?.type !== 'text') return;
    const clause = /^(\d+\.\d+)\s+/.exec(first.content);
    if (!clause) return;
    token.attrJoin('class', 'clause');
    first.content = first.content.slice(clause[0].length);
    const open = new state.Token('span_open', 'span', 1);
    open.attrSet('class', 'number');
    const number = new state.Token('text', '', 0);
    number.content = clause[1];
    inline.children.unshift(open, number, new state.Token('span_close', 'span', -1));
  });
});

function cssString(text) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function page({ lang, title, body }) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  @page {
    size: A4;
    margin: 20mm 20mm 22mm;
    @bottom-left {
      content: ${cssString(`${title} - `)} counter(page) "/" counter(pages);
      font: 8pt 'Liberation Sans', Arial, Helvetica, sans-serif;
      color: #555;
    }
  }
  html { font: 10pt/1.45 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1a1a1a; }
  body { margin: 0; }
  h1 { font-size: 18pt; line-height: 1.2; margin: 0 0 4pt; }
  h1 + p { font-size: 8.5pt; color: #555; margin: 0 0 14pt; }
  h2 { font-size: 11.5pt; margin: 14pt 0 4pt; break-after: avoid; }
  h3 { font-size: 10pt; margin: 10pt 0 3pt; break-after: avoid; }
  p { margin: 0 0 5pt; orphans: 3; widows: 3; }
  p.clause { padding-left: 2.4em; text-indent: -2.4em; }
  p.clause .number { display: inline-block; width: 2.4em; text-indent: 0; font-weight: bold; }
  ul, ol { margin: 0 0 6pt; padding-left: 1.6em; }
  p.clause + ul, p.clause + ol { padding-left: 4.2em; }
  ul, ol, li { break-inside: avoid; }
  li { margin: 0 0 2pt; }
  p:has(+ ul), p:has(+ ol) { break-after: avoid; }
  /* A line of --- in the Markdown: the next page starts. */
  hr { break-after: page; border: 0; margin: 0; }
  a { color: inherit; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function render({ lang, source, target }, workDir) {
  const markdown = fs.readFileSync(path.join(ROOT, source), 'utf8');
  const title = /^#\s+(.*)$/m.exec(markdown)?.[1].trim();
  if (!title) throw new Error(`${source} has no "# " title`);

  const htmlFile = path.join(workDir, `${path.basename(source, '.md')}.html`);
  fs.writeFileSync(htmlFile, page({ lang, title, body: markdownIt.render(markdown) }));

  const pdfFile = path.join(ROOT, target);
  fs.mkdirSync(path.dirname(pdfFile), { recursive: true });
  fs.rmSync(pdfFile, { force: true });
  try {
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        '--no-first-run',
        `--user-data-dir=${path.join(workDir, 'profile')}`,
        `--print-to-pdf=${pdfFile}`,
        pathToFileURL(htmlFile).href,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
    );
  } catch (error) {
    throw new Error(`Chromium could not print ${source}: ${error.stderr?.toString() || error.message}`, {
      cause: error,
    });
  }
  if (!fs.existsSync(pdfFile) || !fs.readFileSync(pdfFile).subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw new Error(`Chromium did not write a PDF for ${source}`);
  }
  console.log(`${source} -> ${target}`);
}

if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it (Debian: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-legal-'));
try {
  for (const document of DOCUMENTS) render(document, workDir);
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
