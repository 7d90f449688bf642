import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAnswered } from './answers.js';

describe('isAnswered', () => {
  it('treats empty, blank and -1 as unanswered', () => {
    for (const value of [undefined, null, '', '   ', -1, '-1']) expect(isAnswered(value)).toBe(false);
  });

  it('accepts any other text, including 0', () => {
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered('0')).toBe(true);
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && s.trim() !== '-1'),
        (text) => isAnswered(text),
      ),
    );
  });
});
