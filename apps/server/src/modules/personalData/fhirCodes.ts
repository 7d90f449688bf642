import { createHash } from 'node:crypto';
import { LOINC_SYSTEM, loincOf } from '@health-passport/domain';
import type { CodeableConcept, Coding, Quantity } from './fhirTypes.js';

/**
 * The product's own identifier and code systems in the FHIR export. They name things, they are not addresses
 * anyone serves: one stable base under a reserved domain (.example, RFC 2606), so a receiving system can tell
 * the product's codes from LOINC's and keep them apart from another portal's. Change none of them: a
 * receiving system matches earlier exports by them. The contract: docs/contracts/health-record-fhir.md.
 */
export const FHIR_BASE = 'https://health-passport.example/fhir';

export const FHIR_SYSTEMS = Object.freeze({
  /** Patient.identifier: the person's service number. */
  serviceNumber: `${FHIR_BASE}/sid/service-number`,
  /** Consent.identifier: the row of the consent ledger a consent was given in. */
  permissionGrant: `${FHIR_BASE}/sid/permission-grant`,
  /** Observation.code of a measurement: the measurements form's data key. */
  measurement: `${FHIR_BASE}/CodeSystem/measurement`,
  /** Observation.code of a computed result: the reference table's result id. */
  result: `${FHIR_BASE}/CodeSystem/result`,
} as const);

/** The canonical of a questionnaire instrument: `<base>/Questionnaire/<instrument>|<version>`. */
export function questionnaireCanonical(instrument: string, version: string | null): string {
  const url = `${FHIR_BASE}/Questionnaire/${encodeURIComponent(instrument)}`;
  return version ? `${url}|${encodeURIComponent(version)}` : url;
}

export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

/**
 * The UCUM code of each unit the product shows. TSH's "mU/L" is milli-international units (m[IU]/L), not
 * milli-enzyme units. Units that are counts or points of a scale have no code and go out as text.
 */
const UCUM_CODES: Readonly<Record<string, string>> = {
  cm: 'cm',
  mm: 'mm',
  kg: 'kg',
  ml: 'mL',
  L: 'L',
  W: 'W',
  '%': '%',
  h: 'h',
  hours: 'h',
  minutes: 'min',
  'min/week': 'min/wk',
  'kg/m²': 'kg/m2',
  mmHg: 'mm[Hg]',
  'beats/min': '/min',
  'ml/kg/min': 'mL/kg/min',
  'mmol/L': 'mmol/L',
  'mmol/mol': 'mmol/mol',
  'µmol/L': 'umol/L',
  'nmol/L': 'nmol/L',
  'µg/L': 'ug/L',
  'U/L': 'U/L',
  'mU/L': 'm[IU]/L',
  'ml/min/1.73m²': 'mL/min/{1.73_m2}',
};

/** A value with its unit as shown, and its UCUM code where the unit has one. */
export function quantity(value: number, unit: string): Quantity {
  const code = Object.hasOwn(UCUM_CODES, unit) ? UCUM_CODES[unit] : undefined;
  return { value, unit, ...(code ? { system: UCUM_SYSTEM, code } : {}) };
}

/** The code of a measure: LOINC where it has a code, the product's own code always, and its name as text. */
export function measureCode(system: string, id: string, name: string): CodeableConcept {
  const loinc = loincOf(id);
  const coding: Coding[] = [{ system, code: id, display: name }];
  if (loinc) coding.unshift({ system: LOINC_SYSTEM, code: loinc.code, display: loinc.display });
  return { coding, text: name };
}

const OBSERVATION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';
const CATEGORY_DISPLAY = {
  'vital-signs': 'Vital Signs',
  laboratory: 'Laboratory',
  exam: 'Exam',
  imaging: 'Imaging',
  survey: 'Survey',
  activity: 'Activity',
} as const;
export type ObservationCategory = keyof typeof CATEGORY_DISPLAY;

/**
 * The category of an observation: a measure with a LOINC code is a vital sign or a laboratory test as its code
 * says; any other falls back to what its form part or result says.
 */
export function categoryOf(id: string, fallback: ObservationCategory): CodeableConcept[] {
  const kind = loincOf(id)?.kind;
  const code: ObservationCategory = kind === 'laboratory' ? 'laboratory' : kind ? 'vital-signs' : fallback;
  return [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code, display: CATEGORY_DISPLAY[code] }] }];
}

/**
 * The namespace of the ids made for records without a UUID of their own (data items, results): the same on every
 * export, so a receiving system can match a resource with the one it got before.
 */
const ID_NAMESPACE = Buffer.from('4f1d8a56a0c24b2f9d7e3c51b6e0a9d2', 'hex');

/** A name-based UUID (RFC 4122 version 5) in the export's own namespace. */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(ID_NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const urnOf = (id: string): string => `urn:uuid:${id}`;
