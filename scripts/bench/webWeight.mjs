// The web app's gzipped JavaScript (node:zlib, level 9), read from the built app in apps/web/dist. The build writes no
// manifest, so the chunks' own import statements are the graph:
// - before the sign-in page draws: the entry scripts and modulepreloads in index.html, the static imports they
//   reach, the texts of one language (a chunk named by its locale; the heaviest language), and the sign-in page's
//   lazy chunk (auth) with its static imports;
// - per page: the same entry set and language plus the page's lazy chunk (a target of `import()` in the entry set,
//   named by its feature or page) with everything it imports statically, and on demand (charts and the like) unless
//   that is another page's lazy chunk or a language.
// A chunk counts once however many import it; CSS, images and source maps are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('apps/web/dist');
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
  const entry = closure(entryFiles);
  const pageName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
  const lazy = [...new Set([...entry].flatMap((file) => imports(file, DYNAMIC)))].filter(
    (file) => !entry.has(file),
  );
  const isLanguage = (file) => /^[a-z]{2}-[A-Z]{2}$/.test(pageName(file));
  const languages = lazy.filter(isLanguage);
  const language = languages.sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  const before = new Set([...entry, ...(language ? [language] : [])]);
  const pages = new Set(lazy.filter((file) => !isLanguage(file)));

  const routes = [...pages].map((page) => {
    const files = new Set([...before, ...closure([page], (file) => !pages.has(file) && !isLanguage(file))]);
    return { page: pageName(page), kib: total(files) };
  });
  routes.sort((a, b) => b.kib - a.kib);
  const signIn = routes.find((route) => route.page === 'auth');
  return {
    entryKib: total(entry),
    languageKib: language ? total([language]) : 0,
    signInKib: signIn?.kib ?? NaN,
    routes,
  };
}
