import { inflateSync } from 'node:zlib';

/**
 * Reads back a PDF the server made, as a viewer would: it checks that the file holds together (every object where
 * the cross-reference table says, every stream as long as it says) and answers the fonts and the text of each page,
 * decoded through the fonts' ToUnicode maps. Only what our PDFs use: Flate streams, Type0 fonts, TJ arrays.
 */
export interface PdfContent {
  /** Each page's lines top to bottom, without trailing spaces; pieces on one baseline (table cells) joined by a tab. */
  pages: string[][];
  /** The BaseFont names of the fonts the pages use. */
  fonts: string[];
  /** Each page's pieces of text where they stand (x from the left, y from the bottom), to tell table columns apart. */
  pieces: PdfPiece[][];
}

export interface PdfPiece {
  x: number;
  y: number;
  text: string;
}

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('no %PDF- header');
  const trailer = /startxref\n(\d+)\n%%EOF\n?$/.exec(text);
  if (!trailer) throw new Error('no startxref and %%EOF at the end');
  const xref = Number(trailer[1]);
  const table = /^xref\n0 (\d+)\n/.exec(text.slice(xref));
  if (!table) throw new Error('startxref does not point at the xref table');
  const entries = text
    .slice(xref + table[0].length)
    .split('\n')
    .slice(0, Number(table[1]));

  const objects = new Map<number, PdfObject>();
  entries.forEach((entry, id) => {
    if (!entry.endsWith(' n ')) return;
    const offset = Number(entry.slice(0, 10));
    const header = `${id} 0 obj\n`;
    if (text.slice(offset, offset + header.length) !== header)
      throw new Error(`object ${id} is not at ${offset}`);
    const start = offset + header.length;
    const end = text.indexOf('\nendobj', start);
    const streamAt = text.indexOf('\nstream\n', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(id, { dictionary: text.slice(start, end) });
      return;
    }
    const dictionary = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataAt = streamAt + '\nstream\n'.length;
    if (text.slice(dataAt + length, dataAt + length + 10) !== '\nendstream') {
      throw new Error(`stream ${id} is not ${length} bytes long`);
    }
    const raw = pdf.subarray(dataAt, dataAt + length);
    objects.set(id, { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  });
  return objects;
}

const ref = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** Code -> text from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A ligature maps to several code units, written with spaces between them ("<0066 0069>" for "fi").
  const utf16 = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');
  for (const [, body] of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of body!.matchAll(/<(\w+)>\s*<([\w ]+)>/g)) {
      map.set(parseInt(code!, 16), utf16(unicode!));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const [, from, , list] of body!.matchAll(/<(\w+)>\s*<(\w+)>\s*\[([^\]]*)\]/g)) {
      [...list!.matchAll(/<([\w ]+)>/g)].forEach(([, unicode], i) =>
        map.set(parseInt(from!, 16) + i, utf16(unicode!)),
      );
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfContent {
  const objects = parseObjects(pdf);
  const get = (id: number) => {
    const object = objects.get(id);
    if (!object) throw new Error(`object ${id} is missing`);
    return object;
  };
  const text = pdf.toString('latin1');
  const root = get(ref(text.slice(text.lastIndexOf('\ntrailer\n')), 'Root'));
  const kids = /\/Kids \[([^\]]*)\]/.exec(get(ref(root.dictionary, 'Pages')).dictionary)?.[1] ?? '';

  const fonts = new Set<string>();
  const pieces: PdfPiece[][] = [];
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId]) => {
    const page = get(Number(pageId)).dictionary;
    const resources = get(ref(page, 'Resources')).dictionary;
    const fontMaps = new Map<string, Map<number, string>>();
    const fontEntries = /\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, fontId] of fontEntries.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = get(Number(fontId)).dictionary;
      fonts.add(/\/BaseFont \/(\S+)/.exec(font)?.[1] ?? '?');
      fontMaps.set(name!, toUnicodeMap(get(ref(font, 'ToUnicode')).stream!.toString('latin1')));
    }

    // Each BT ... ET block: its font, its baseline and the glyph codes its TJ arrays show.
    const onPage: PdfPiece[] = [];
    pieces.push(onPage);
    const content = get(ref(page, 'Contents')).stream!.toString('latin1');
    for (const [, block] of content.matchAll(/\nBT\n([\s\S]*?)\nET\n/g)) {
      const [, x, y] = /([\d.-]+) ([\d.-]+) Tm/.exec(block!) ?? [];
      const map = fontMaps.get(/\/(\w+) [\d.]+ Tf/.exec(block!)?.[1] ?? '') ?? new Map<number, string>();
      let text = '';
      for (const [, hex] of block!.matchAll(/<(\w+)>/g)) {
        for (let i = 0; i < hex!.length; i += 4)
          text += map.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '\uFFFD';
      }
      onPage.push({ x: Number(x), y: Number(y), text });
    }
    const lines = new Map<number, PdfPiece[]>();
    for (const piece of onPage) {
      const y = Math.round(piece.y);
      lines.set(y, [...(lines.get(y) ?? []), piece]);
    }
    return [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((p) => p.text.trimEnd())
          .join('\t'),
      );
  });
  return { pages, fonts: [...fonts].sort(), pieces };
}
