import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '@health-passport/domain';
import { fieldRegistry, isKnownFieldType } from './fieldRegistry';

describe('field registry', () => {
  it('has a component for each of the 22 field types of §3', () => {
    expect(FIELD_TYPES).toHaveLength(22);
    for (const type of FIELD_TYPES) expect(typeof fieldRegistry[type], type).toBe('function');
    expect(Object.keys(fieldRegistry).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('knows only those types', () => {
    expect(isKnownFieldType('TextField')).toBe(true);
    expect(isKnownFieldType('toString')).toBe(false);
    expect(isKnownFieldType('Hologram')).toBe(false);
  });
});
