import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isComponentType, isLayoutType, staticLayoutUrl } from '@health-passport/domain';
import { describe, expect, it } from 'vitest';
import { genesStaticLayoutPath, STATIC_LAYOUTS } from './staticLayouts.js';

/** Where the web serves /layouts/{name}.json from. */
const PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/**
 * The static layouts are generated from the page templates. After changing such a template, write the files
 * again with UPDATE_STATIC_LAYOUTS=1 npx vitest run apps/server/src/modules/layouts/staticLayouts.test.ts
 */
const UPDATE = process.env.UPDATE_STATIC_LAYOUTS === '1';

describe('static layouts', () => {
  it.each(STATIC_LAYOUTS)('$file is the page template’s content', ({ file, document }) => {
    const target = `${PUBLIC}/layouts/${file}`;
    if (UPDATE) fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
    const served = JSON.parse(fs.readFileSync(target, 'utf8'));
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    expect(isLayoutType(served.type)).toBe(true);
    expect(served.passportId).toBe('');
    for (const component of served.components) expect(isComponentType(component.type)).toBe(true);
  });

  it('are where the web loads the routes’ local: layouts from', () => {
    for (const language of ['en', 'nl'] as const) {
      const url = staticLayoutUrl(genesStaticLayoutPath(language));
      expect(fs.existsSync(`${PUBLIC}${url}`), url).toBe(true);
    }
  });
});
