import { configDefaults, defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { FIRST_PAINT_HEADINGS, TEXT_PART_GROUPS } from './src/locales/textParts.js';

const backend = 'http://localhost:3000';

/**
 * Tests of what a module does from its first import on (its state before any other test file used it): they run in
 * a module graph of their own, as the root vitest.config.ts's `web-fresh` project, and the `web` project leaves them out.
 */
export const FRESH_MODULE_TESTS = 'src/**/*.fresh.test.{ts,tsx}';

// Libraries change less often than our code: separate chunks stay cached across deploys.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
    priority: 2,
  },
  // What nearly every page draws with besides its own code: the data cache (@tanstack/react-query and the app's
  // client) and the page frame's small parts. One file instead of a dozen, which a page waited for in waves of six
  // requests (a browser's connections to one server) before it could draw; a page that uses fewer of them loads a few
  // KiB it does not need. The sign-in page needs none of them.
  {
    name: 'pages',
    test: /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/](queryClient\.tsx|format\.ts|localStore\.ts|analytics\.ts|ui[\\/](Page|LoadError|Skeleton|PlainList|cardLink)(\.tsx?|\.module\.css))$|[\\/]packages[\\/]domain[\\/]src[\\/]orders\.ts$/,
    // Only those: what they import stays where it is (the sign-in page shares some of it). After the `app` group,
    // which keeps what index.html's script imports (as the sign-in page needs it).
    includeDependenciesRecursively: false,
    priority: 0,
  },
  // The sign-in form's field parts (react-aria's text field, label and form checks, the app's TextField and its
  // styles): the sign-in page needs every one of them, so one file instead of seven, each a request before it draws.
  {
    name: 'fields',
    test: /[\\/](react-aria-components[\\/]dist[\\/]private[\\/](TextArea|TextField|FieldError|Form|Text|Input|Autocomplete|Group)\.mjs|react-stately[\\/]dist[\\/]private[\\/]form[\\/]useFormValidationState\.mjs|react-aria[\\/]dist[\\/]private[\\/](label[\\/]useField|label[\\/]useLabel|utils[\\/]useLabels|utils[\\/]useFormReset|form[\\/]useFormValidation|textfield[\\/]useTextField)\.mjs|src[\\/]lib[\\/]ui[\\/](TextField\.tsx|Field\.module\.css))$/,
    // Only those: what they import stays where it is (much of it is the shell's).
    includeDependenciesRecursively: false,
    priority: 2,
  },
  // index.html's script (src/boot.ts) and what it imports are one small file, which draws a page's early heading before
  // the app's scripts are asked for. What the app's entry (src/main.tsx) imports besides (our code, smaller libraries)
  // is one more chunk: the first page needs a few files, not dozens of small ones, each a request before it can draw.
  {
    name: 'boot',
    test: /[\\/]src[\\/]boot\.ts$/,
    priority: 3,
  },
  {
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/]src[\\/]boot\.ts$|[\\/]index\.html$/.test(id),
    priority: 1,
  },
];

/**
 * Our own modules (the app's and the domain package's) do nothing when imported, except these: so a chunk holds only
 * the modules whose exports it uses, not everything an index.ts re-exports (the sign-in page then ships without the
 * phone-number library, the carousel and the other pages' components).
 */
const withSideEffects = /[\\/]src[\\/](main\.tsx|boot\.ts|lib[\\/]i18n\.ts)$/;
const ownSource = /[\\/](packages[\\/]domain|apps[\\/]web)[\\/]src[\\/].*\.tsx?$/;

/**
 * Each script and stylesheet also as `<file>.br`, brotli at its highest level, which the server sends to browsers that
 * accept it (apps/server/src/app.ts): about an eighth fewer bytes than the server's own compression, and the scripts
 * before the first page are most of what a slow connection waits for.
 */
function brotliFiles(): Plugin {
  const compress = promisify(brotliCompress);
  return {
    name: 'brotli-files',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|css)$/.test(file.fileName))
          .map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            const compressed = await compress(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            if (compressed.length < source.length)
              await writeFile(path.join(dir!, `${file.fileName}.br`), compressed);
          }),
      );
    },
  };
}

/**
 * React Aria works out the browser's language as its module loads: Intl.DateTimeFormat.supportedLocalesOf (which
 * loads the date formats' data) and the text direction (Intl.Locale's maximize, which loads the likely-subtags data):
 * 40-70 ms on a laptop, four times that on Lighthouse's phone, in the task that starts the first page's downloads.
 * Here that happens when a component first asks for it (React Aria's I18nProvider, in the time-sliced first render),
 * and the tag is checked with Intl.getCanonicalLocales, which throws for exactly the malformed tags the other throws
 * for, without loading any data. The build stops if React Aria's code no longer reads as expected, so the change
 * cannot silently stop applying.
 */
function lazyDefaultLocale(): Plugin {
  const file = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
  const check = 'Intl.DateTimeFormat.supportedLocalesOf([';
  const atLoad = /let (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/;
  return {
    name: 'lazy-default-locale',
    transform(code, id) {
      if (!file.test(id)) return undefined;
      const [, current, compute] = atLoad.exec(code) ?? [];
      const firstRead = `useState)(${current})`;
      if (!code.includes(check) || !current || !code.includes(firstRead)) {
        this.error(`${id} no longer reads as lazyDefaultLocale() expects: review it`);
      }
      return code
        .replace(check, 'Intl.getCanonicalLocales([')
        .replace(atLoad, `let ${current} = null;`)
        .replace(firstRead, `useState)(() => (${current} ??= ${compute}()))`);
    },
  };
}

const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));
/** The portal's languages: one texts file each, named by its locale (en-US.json). */
const LOCALES = readdirSync(localesDir)
  .filter((file) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(file))
  .map((file) => file.slice(0, -'.json'.length));

/**
 * React Aria finds a language's text direction with Intl.Locale's maximize (and its text info), which loads the likely
 * subtags data: 20-30 ms on a laptop the first time, a long task on a phone, in the first render (React Aria's
 * I18nProvider, and its useLocale's default locale). The portal's own languages, and their bare language tags, have
 * their direction worked out here, at build time, the same way; any other tag still goes React Aria's way. The build
 * stops if React Aria's code no longer reads as expected.
 */
export function knownTextDirections(): Plugin {
  const file = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/;
  const start =
    /(function \$\w+\$export\$\w+\(localeString\) \{\n)(\s*\/\/ If the Intl\.Locale API is available)/;
  const isRtl = (tag: string) => {
    const locale = new Intl.Locale(tag).maximize() as Intl.Locale & {
      textInfo?: { direction: string };
      getTextInfo?: () => { direction: string };
    };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    if (!direction) throw new Error(`knownTextDirections(): no text direction for ${tag} in this Node`);
    return direction === 'rtl';
  };
  const known = Object.fromEntries(
    LOCALES.flatMap((locale) => [locale, new Intl.Locale(locale).language]).map((tag) => [tag, isRtl(tag)]),
  );
  return {
    name: 'known-text-directions',
    transform(code, id) {
      if (!file.test(id)) return undefined;
      if (!start.test(code)) this.error(`${id} no longer reads as knownTextDirections() expects: review it`);
      return code.replace(
        start,
        `$1    const known = ${JSON.stringify(known)}[localeString];\n    if (known !== undefined) return known;\n$2`,
      );
    },
  };
}

const textsModule = 'virtual:texts';

/**
 * The texts in parts (src/locales/textParts.ts): `virtual:texts` exports each language's part loaders, and
 * `virtual:texts/<locale>/<part>` is the part's groups of that language's file, a chunk named `<locale>.<part>`.
 */
function textParts(): Plugin {
  const localeFile = (locale: string) => `${localesDir}${locale}.json`;
  return {
    name: 'text-parts',
    resolveId(id) {
      return id === textsModule || id.startsWith(`${textsModule}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${textsModule}`) {
        const loaders = LOCALES.map(
          (locale) =>
            `${JSON.stringify(locale)}: {${Object.keys(TEXT_PART_GROUPS)
              .map((part) => `${JSON.stringify(part)}: () => import('${textsModule}/${locale}/${part}')`)
              .join(', ')}}`,
        );
        return `export const textLoaders = {${loaders.join(',\n')}};`;
      }
      if (id === `\0${textsModule}/first-paint`) {
        const texts = Object.fromEntries(
          LOCALES.map((locale) => [locale, JSON.parse(readFileSync(localeFile(locale), 'utf8')) as unknown]),
        );
        const text = (locale: string, key: string) =>
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[locale]);
        const headings = Object.fromEntries(
          Object.entries(FIRST_PAINT_HEADINGS).map(([path, keys]) => [
            path,
            Object.fromEntries(
              LOCALES.map((locale) => [
                locale,
                { title: text(locale, keys.title), lead: text(locale, keys.lead), frame: keys.frame },
              ]),
            ),
          ]),
        );
        LOCALES.forEach((locale) => this.addWatchFile(localeFile(locale)));
        return `export default ${JSON.stringify(headings)};`;
      }
      if (!id.startsWith(`\0${textsModule}/`)) return undefined;
      const [locale, part] = id.slice(textsModule.length + 2).split('/') as [
        string,
        keyof typeof TEXT_PART_GROUPS,
      ];
      const groups = TEXT_PART_GROUPS[part];
      if (!LOCALES.some((known) => known === locale) || !groups) throw new Error(`${id}: no such texts`);
      this.addWatchFile(localeFile(locale));
      const texts = JSON.parse(readFileSync(localeFile(locale), 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(groups.map((group) => [group, texts[group]]));
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}

/** Text parts are named by language and part (`en-US.shop`); every other chunk by its own name. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  return id.startsWith(`\0${textsModule}/`)
    ? `assets/${id.slice(textsModule.length + 2).replace('/', '.')}-[hash].js`
    : 'assets/[name]-[hash].js';
}

const generatedDocuments = fileURLToPath(new URL('./src/lib/gql/graphql.ts', import.meta.url));
const documentModule = 'virtual:graphql-document/';

interface GeneratedDocument {
  /** The export's name in graphql.ts, e.g. `CartByIdDocument`. */
  name: string;
  /** The arguments of its `new TypedDocumentString(...)`: the text (fragments included) and any meta. */
  args: string;
}

/** The generated documents by what they define: `operation CartById`, `fragment CartSummary`. */
function readGeneratedDocuments(): Map<string, GeneratedDocument> {
  const source = readFileSync(generatedDocuments, 'utf8');
  const documents = new Map<string, GeneratedDocument>();
  for (const [, name, args] of source.matchAll(
    /^export const (\w+) = new TypedDocumentString\((`[^`]*`(?:, \{[^\n]*?\})?)\) as unknown as/gm,
  )) {
    const first = /^`\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(args!);
    if (first)
      documents.set(`${first[1] === 'fragment' ? 'fragment' : 'operation'} ${first[2]}`, {
        name: name!,
        args: args!,
      });
  }
  return documents;
}

/**
 * Each `graphql(`...`)` call becomes an import of a module holding only its document, as the client preset's Babel
 * plugin does for its map: the generated `graphql()` looks documents up in one map of every operation, so the first
 * page carried the text of all of them. A document lives in the chunk of the code that runs it. The types still
 * come from the generated `graphql()` overloads (typecheck), and codegen still reads the calls.
 */
function graphqlDocumentImports(): Plugin {
  const call = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
  let documents: Map<string, GeneratedDocument> | undefined;
  const byName = (name: string) =>
    [...(documents ??= readGeneratedDocuments()).values()].find((d) => d.name === name);
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      documents = undefined; // codegen may have run since the last build (watch mode)
    },
    resolveId(id) {
      return id.startsWith(documentModule) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${documentModule}`)) return undefined;
      const document = byName(id.slice(documentModule.length + 1));
      if (!document) throw new Error(`${id}: not in the generated documents; run npm run codegen`);
      return [
        `import { TypedDocumentString } from ${JSON.stringify(generatedDocuments)};`,
        `export default /* @__PURE__ */ new TypedDocumentString(${document.args});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === generatedDocuments) {
        // Only the class is used from here now; its own copies of the documents are dropped.
        return {
          code: code.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString('),
          map: null,
        };
      }
      if (
        !/[\\/]src[\\/].*\.tsx?$/.test(file) ||
        file.includes('/src/lib/gql/') ||
        !code.includes('graphql(`')
      ) {
        return undefined;
      }
      documents ??= readGeneratedDocuments();
      const imports = new Set<string>();
      const replaced = code.replace(call, (whole, text: string) => {
        const first = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
        const definition = first && `${first[1] === 'fragment' ? 'fragment' : 'operation'} ${first[2]}`;
        const name = definition && documents!.get(definition)?.name;
        if (!name)
          throw new Error(
            `${file}: no generated document for ${definition ?? 'an unnamed document'}; run npm run codegen`,
          );
        imports.add(name);
        // The same line count, so the lines after it keep their place in the source map.
        return `__document_${name}${'\n'.repeat(whole.split('\n').length - 1)}`;
      });
      if (imports.size === 0) return undefined;
      const lines = [...imports].map((name) => `import __document_${name} from '${documentModule}${name}';`);
      return { code: `${replaced}\n${lines.join('\n')}\n`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    textParts(),
    graphqlDocumentImports(),
    react(),
    lazyDefaultLocale(),
    knownTextDirections(),

    brotliFiles(),
  ],
  build: {
    outDir: 'dist',
    // No `<link rel="modulepreload">` for a dynamic import's chunks: Vite's helper added one per chunk of the imported
    // graph, and each took about a millisecond of the main thread on a laptop (four on Lighthouse's phone) in the tasks
    // that start the app and its first page (boot.ts's import of the app, the page's preload), which Lighthouse counts
    // as blocking time (docs/performance.md, "Web"). The browser still asks for a chunk's imports as soon as it has
    // read the chunk: a page not yet visited waits one round trip more for its deeper files. Stylesheets are still
    // asked for beside their chunk.
    modulePreload: false,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // index.html's script (src/boot.ts) imports the app's entry once a page's early heading is drawn; as an entry of
      // its own, what it imports stays grouped as the first page needs it (vendorGroups).
      input: { index: 'index.html', main: 'src/main.tsx' },
      treeshake: {
        moduleSideEffects: (id: string) =>
          ownSource.test(id) && !withSideEffects.test(id) ? false : undefined,
      },
      output: { codeSplitting: { groups: vendorGroups }, chunkFileNames: chunkFileName },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/auth', '/actuator', '/dev'].map((path) => [
        path,
        { target: backend, changeOrigin: true },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, FRESH_MODULE_TESTS],
    setupFiles: ['src/test/loadOnDemandModules.ts', 'src/test/setup.ts'],
    // A worker runs file after file with the modules loaded once: importing React, React Aria and the app and
    // starting happy-dom for every file cost more than the tests themselves. The setup file loads what the app loads
    // on demand up front and resets what a test leaves behind (rendered trees, session, storage, cookies, stubs,
    // timers).
    isolate: false,
    // A test that waits for what the page shows may take longer than the default 5 s on a loaded machine.
    testTimeout: 30_000,
  },
});
