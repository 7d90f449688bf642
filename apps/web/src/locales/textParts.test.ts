import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import { CORE_TEXTS, TEXT_PARTS, type TextGroup, type TextPart } from './textParts';

// The texts a screen shows must be loaded before it draws, or it shows keys: these tests read the code as the build
// splits it. A chunk loaded with `withTexts(part, () => import(...))` brings that part; everything else the app
// runs (main.tsx and what it imports, at once or on demand) has only the core.

const src = resolve(import.meta.dirname, '..');
const groups = Object.keys(enUS) as TextGroup[];
/** A string that starts with a group's name and a dot: a key of that group (`'shop.title'`, `` `shop.${x}` ``). */
const keyOfGroup = new RegExp(`['"\`](${groups.join('|')})\\.[\\w$]`, 'g');
const loadedWithTexts = /withTexts\(\s*'([\w-]+)',\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

interface Module {
  imports: string[];
  /** `import()`s, except those loaded with a part of the texts. */
  loads: string[];
  /** The chunks this module loads with a part of the texts. */
  withTexts: { part: string; file: string }[];
  groups: Set<TextGroup>;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages: no texts of ours
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file),
  );
}

const modules = new Map<string, Module>();
function moduleAt(file: string): Module {
  let module = modules.get(file);
  if (!module) {
    const code = readFileSync(file, 'utf8');
    const resolved = (specifiers: string[]) =>
      specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== undefined);
    const withTexts = [...code.matchAll(loadedWithTexts)].map(([, part, specifier]) => ({
      part: part!,
      file: resolveImport(file, specifier!)!,
    }));
    // Every import() in the module, minus one for each withTexts call on the same file.
    const loads = resolved([...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!));
    for (const { file: loaded } of withTexts) loads.splice(loads.indexOf(loaded), 1);
    module = {
      // Type-only imports bring no code (textParts.ts itself names keys without showing them).
      imports: resolved(
        [...code.matchAll(/^(?:import|export)\s+(type\s)?(?:[^;]*?\bfrom\s*)?'([^']+)'/gms)]
          .filter((m) => !m[1])
          .map((m) => m[2]!),
      ),
      loads,
      withTexts,
      groups: new Set([...code.matchAll(keyOfGroup)].map((m) => m[1] as TextGroup)),
    };
    modules.set(file, module);
  }
  return module;
}

/** The groups `root` and what it imports or loads use, up to chunks loaded with texts of their own. */
function groupsUsedFrom(root: string): Map<TextGroup, string> {
  const used = new Map<TextGroup, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const module = moduleAt(file);
    for (const group of module.groups) if (!used.has(group)) used.set(group, relative(src, file));
    [...module.imports, ...module.loads].forEach(visit);
  };
  visit(root);
  return used;
}

/** Every chunk the app loads with a part of the texts, found from main.tsx. */
function chunksWithTexts(): { part: string; file: string }[] {
  const found = new Map<string, { part: string; file: string }>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const module = moduleAt(file);
    for (const loaded of module.withTexts) {
      found.set(`${loaded.part} ${loaded.file}`, loaded);
      visit(loaded.file);
    }
    [...module.imports, ...module.loads].forEach(visit);
  };
  visit(resolve(src, 'main.tsx'));
  return [...found.values()];
}

const core = new Set<TextGroup>(CORE_TEXTS);
const outside = (used: Map<TextGroup, string>, allowed: Set<TextGroup>) =>
  [...used].filter(([group]) => !allowed.has(group)).map(([group, file]) => `${group} (${file})`);

describe('the texts in parts', () => {
  it('put every group of the texts in the core or a part', () => {
    const inParts = new Set<TextGroup>([...CORE_TEXTS, ...Object.values(TEXT_PARTS).flat()]);
    expect(groups.filter((group) => !inParts.has(group))).toEqual([]);
  });

  it('give the shell and the sign-in frame only the core texts', () => {
    expect(outside(groupsUsedFrom(resolve(src, 'main.tsx')), core)).toEqual([]);
  });

  it('bring with each page or modal chunk the texts it shows', () => {
    const chunks = chunksWithTexts();
    expect(chunks.length).toBeGreaterThan(10);
    for (const { part, file } of chunks) {
      expect(Object.keys(TEXT_PARTS), relative(src, file)).toContain(part);
      const allowed = new Set<TextGroup>([...core, ...TEXT_PARTS[part as TextPart]]);
      expect(outside(groupsUsedFrom(file), allowed), `${relative(src, file)} with ${part}`).toEqual([]);
    }
  });

  it('load every part with some chunk', () => {
    const loaded = new Set(chunksWithTexts().map(({ part }) => part));
    expect(Object.keys(TEXT_PARTS).filter((part) => !loaded.has(part))).toEqual([]);
  });
});
