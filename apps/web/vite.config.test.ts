import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownTextDirections } from './vite.config';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

const plugin = knownTextDirections();
const transform = plugin.transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** React Aria's own module, as the build reads it. */
const utilsFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
  'dist/private/i18n/utils.mjs',
);

/** React Aria's isRTL as the build leaves it. */
async function builtIsRtl(): Promise<(locale: string) => boolean> {
  const code = transform.call(context, readFileSync(utilsFile, 'utf8'), utilsFile) as string;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'text-directions-')), 'utils.mjs');
  // Without its source map comment: the map stays beside React Aria's file.
  writeFileSync(file, code.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    isRTL: (locale: string) => boolean;
  };
  return module.isRTL;
}

describe('knownTextDirections', () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers the portal's languages without asking Intl.Locale", async () => {
    const isRtl = await builtIsRtl();
    const locale = vi.spyOn(Intl, 'Locale');
    expect(['en-US', 'en', 'nl-NL', 'nl'].map(isRtl)).toEqual([false, false, false, false]);
    expect(locale).not.toHaveBeenCalled();
  });

  it('leaves every other language to React Aria', async () => {
    const isRtl = await builtIsRtl();
    expect(isRtl('ar-EG')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('de-DE')).toBe(false);
  });

  it("stops the build when React Aria's code no longer reads as expected", () => {
    expect(() => transform.call(context, 'export function isRTL() { return false; }', utilsFile)).toThrow(
      /no longer reads as knownTextDirections\(\) expects/,
    );
  });

  it('leaves other modules alone', () => {
    expect(transform.call(context, 'export const x = 1;', '/src/other.ts')).toBeUndefined();
  });
});
