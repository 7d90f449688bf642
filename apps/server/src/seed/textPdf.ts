/**
 * A small, valid PDF of text lines (PDF 1.4, A4, the standard Helvetica fonts), for the demo documents: no
 * dependency, and small enough to read. Lines flow onto as many pages as they need.
 */

export interface PdfLine {
  text: string;
  /** Bold and larger for headings; default 10 pt regular. */
  style?: 'title' | 'heading' | 'body';
}

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES = {
  title: { font: 'F2', size: 18, leading: 28 },
  heading: { font: 'F2', size: 12, leading: 20 },
  body: { font: 'F1', size: 10, leading: 14 },
} as const;

/** Characters WinAnsiEncoding places outside Latin-1 (typographic quotes and dashes, the euro). */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsiEncoding: bytes beyond ASCII as octal escapes, anything unknown as "?". */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI_EXTRAS[char] ?? char.codePointAt(0)!;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code >= 0x80 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

/** Helvetica's average character is about half its size wide; wrapping a little early keeps lines inside. */
const AVERAGE_CHARACTER_WIDTH = 0.55;

/** The text in lines that fit the page's width, broken between words. */
function wrap(text: string, size: number): string[] {
  const maxCharacters = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * AVERAGE_CHARACTER_WIDTH));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > maxCharacters) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

/** The lines laid out top to bottom, a new page when one is full. */
function paginate(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let content = '';
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const style = STYLES[line.style ?? 'body'];
    for (const text of wrap(line.text, style.size)) {
      if (y - style.leading < PAGE.margin && content !== '') {
        pages.push(content);
        content = '';
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      content += `BT /${style.font} ${style.size} Tf ${PAGE.margin} ${y} Td ${pdfString(text)} Tj ET\n`;
    }
  }
  pages.push(content);
  return pages;
}

export function textPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const pages = paginate(lines);
  // 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then a page and its content per page.
  const pageId = (index: number) => 6 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Health Passport) >>`,
  ];
  pages.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    );
  });

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
