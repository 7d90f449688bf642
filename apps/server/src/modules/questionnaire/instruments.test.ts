import { NEGATIVE_ALLOWED_FIELDS, SCAN_DATA_KEY_PREFIX } from '@health-passport/domain';
import { collectFields, parseFormDefinition } from '@health-passport/form-engine';
import { describe, expect, it } from 'vitest';
import {
  editableKeys,
  resolveGroups,
  type LocalizedField,
  type LocalizedGroup,
  type Text,
} from '../formdata/index.js';
import { MEASUREMENT_PAGES } from '../measurements/index.js';
import { REGISTER_CONSENT_FORM } from '../registerConsent/index.js';
import { QUESTIONNAIRE_INSTRUMENTS } from './instruments.js';
import { FULL_QUESTIONNAIRE, SHORT_QUESTIONNAIRE } from './questionnaire.definitions.js';

const FORMS: [string, readonly LocalizedGroup[]][] = [
  ['full questionnaire', FULL_QUESTIONNAIRE],
  ['short questionnaire', SHORT_QUESTIONNAIRE],
  ['register consent', REGISTER_CONSENT_FORM],
  ['measurements', Object.values(MEASUREMENT_PAGES)],
];

function texts(groups: readonly LocalizedGroup[]): Text[] {
  const out: Text[] = [];
  const field = (f: LocalizedField) => {
    for (const text of [f.label, f.description, f.placeholder, f.unit, f.minLabel, f.maxLabel])
      if (text) out.push(text);
    for (const option of f.options ?? []) out.push(option.label);
    (f.fields ?? []).forEach(field);
  };
  const group = (g: LocalizedGroup) => {
    out.push(g.label);
    g.fields.forEach(field);
    (g.groups ?? []).forEach(group);
  };
  groups.forEach(group);
  return out;
}

describe('form definitions', () => {
  it.each(FORMS)(
    '%s parses with the engine in both languages, every text in English and Dutch',
    (_name, groups) => {
      for (const language of ['en', 'nl'] as const) {
        const parsed = parseFormDefinition(resolveGroups(groups, language));
        expect(parsed.ok ? [] : parsed.errors).toEqual([]);
      }
      for (const text of texts(groups)) {
        expect(text.en.trim(), JSON.stringify(text)).not.toBe('');
        expect(text.nl.trim(), JSON.stringify(text)).not.toBe('');
      }
    },
  );

  it('makes every questionnaire answer required', () => {
    const fields = collectFields(resolveGroups(FULL_QUESTIONNAIRE, 'en')).filter((f) => f.dataKey !== '');
    expect(fields.length).toBeGreaterThan(60);
    for (const field of fields) expect(field.required, field.dataKey).toBe(true);
  });

  it('keeps scoring metadata for items that exist, with reversed items among them', () => {
    const keys = editableKeys(resolveGroups(FULL_QUESTIONNAIRE, 'en'));
    for (const scoring of QUESTIONNAIRE_INSTRUMENTS) {
      for (const item of scoring.items)
        expect(keys.has(item), `${scoring.instrument.code} ${item}`).toBe(true);
      for (const item of scoring.reversed ?? []) expect(scoring.items).toContain(item);
    }
    const pss = QUESTIONNAIRE_INSTRUMENTS.find((s) => s.instrument.code === 'PSS-10');
    expect(pss?.reversed).toEqual(['PSS10_4', 'PSS10_5', 'PSS10_7', 'PSS10_8']);
    const brs = QUESTIONNAIRE_INSTRUMENTS.find((s) => s.instrument.code === 'BRS');
    expect(brs?.reversed).toEqual(['BRS_2', 'BRS_4', 'BRS_6']);
  });

  it('uses the domain’s negative-allowed keys for the z-scores and the scan prefix for scans', () => {
    const keys = editableKeys(resolveGroups(Object.values(MEASUREMENT_PAGES), 'en'));
    for (const key of NEGATIVE_ALLOWED_FIELDS) expect(keys.has(key)).toBe(true);
    const scanKeys = [...keys].filter((k) => k.startsWith(SCAN_DATA_KEY_PREFIX));
    expect(scanKeys).toEqual(
      expect.arrayContaining(['MyScans:LV_EF', 'MyScans:Doppler_Image', 'MyScans:Abdo_AAA_Image']),
    );
  });
});
