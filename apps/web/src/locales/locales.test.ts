import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import nlNL from './nl-NL.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of leaves(value, path)) result.set(k, v);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('locale files', () => {
  const en = leaves(enUS as Tree);
  const nl = leaves(nlNL as Tree);

  it('have exactly the same keys', () => {
    expect([...nl.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(nl.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...en, ...nl]) expect(text.trim(), key).not.toBe('');
  });
});
