// The web app's gzipped JavaScript (node:zlib, level 9), read from the built app in apps/web/dist (or WEB_DIST). The
// build writes no manifest, so the chunks' own import statements are the graph:
// - before the sign-in page draws: the entry scripts and modulepreloads in index.html, the static imports they
//   reach, the app's entry that index.html's script imports (and its static imports), the core texts of one language (the chunk `<locale>.core`; the heaviest language), and the sign-in page's
//   lazy chunk (auth) with its static imports and its texts;
// - per page: the same entry set and core texts plus the page's lazy chunk (a target of `import()` in the entry set,
//   named by its feature or page) with everything it imports statically, and on demand (charts and the like) unless
//   that is another page's lazy chunk or texts.
// Texts: each language is built in parts (apps/web/src/locales/textParts.ts), chunks named `<locale>.<part>`. A part
// other than the core is named after the chunk that loads it with its code (withTexts in apps/web/src/lib/i18n.ts),
// so a page counts the parts named after it and after the chunks it loads; a part no chunk is named after is an
// error here rather than left uncounted.
// A chunk counts once however many import it; CSS, images and source maps are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const KIB = 1024;

const IMPORT = /(?:\bfrom\s*|\bimport\s*)(["'`])\.\/([^"'`]+\.js)\1/g;
const DYNAMIC = /\bimport\(\s*(["'`])\.\/([^"'`]+\.js)\1\s*\)/g;

export function webWeight() {
  const assets = path.join(dist, 'assets');
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const imports = (file, pattern) =>
    [...fs.readFileSync(path.join(assets, file), 'utf8').matchAll(pattern)].map((m) => m[2]);
  /** The files `roots` reach through static imports, and through `import()` of files that `lazyTo` accepts. */
  const closure = (roots, lazyTo = () => false) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      imports(file, IMPORT).forEach(visit);
      imports(file, DYNAMIC).filter(lazyTo).forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0) / KIB;

  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  // index.html's script (src/boot.ts) imports the app's entry (src/main.tsx, chunk `main`) once it has drawn a page's
  // early heading: part of the entry set, as every page waits for it.
  const appEntry = (file) => /^main-[\w-]{8}\.js$/.test(file);
  const entry = closure(entryFiles, appEntry);
  if (![...entry].some(appEntry)) throw new Error('index.html does not reach the app entry (main-*.js)');
  const pageName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
  const lazy = [...new Set([...entry].flatMap((file) => imports(file, DYNAMIC)))].filter(
    (file) => !entry.has(file),
  );
  const textPart = (file) => /^([a-z]{2}-[A-Z]{2})\.(.+)$/.exec(pageName(file));
  const isLanguage = (file) => textPart(file) !== null;
  const texts = new Map(); // locale -> part -> file
  for (const file of lazy.filter(isLanguage)) {
    const [, locale, part] = textPart(file);
    if (!texts.has(locale)) texts.set(locale, new Map());
    texts.get(locale).set(part, file);
  }
  const language = [...texts.values()]
    .filter((parts) => parts.has('core'))
    .sort((a, b) => sizeOf(b.get('core')) - sizeOf(a.get('core')))[0];
  const before = new Set([...entry, ...(language ? [language.get('core')] : [])]);
  const pages = new Set(lazy.filter((file) => !isLanguage(file)));
  const chunkNames = new Set([...pages].map(pageName));
  for (const part of language?.keys() ?? []) {
    if (part !== 'core' && !chunkNames.has(part))
      throw new Error(`texts ${part}: no lazy chunk of that name`);
  }
  /** The texts that come with `files`: the parts named after them. */
  const textsOf = (files) => [...files].map((file) => language?.get(pageName(file))).filter(Boolean);

  const routes = [...pages].map((page) => {
    const code = closure([page], (file) => !pages.has(file) && !isLanguage(file));
    const files = new Set([...before, ...code, ...textsOf(code)]);
    return { page: pageName(page), kib: total(files) };
  });
  routes.sort((a, b) => b.kib - a.kib);
  const signIn = routes.find((route) => route.page === 'auth');
  return {
    entryKib: total(entry),
    languageKib: language ? total([language.get('core')]) : 0,
    signInKib: signIn?.kib ?? NaN,
    routes,
  };
}
