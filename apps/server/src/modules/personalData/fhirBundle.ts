import {
  allowsNegativeValue,
  FieldType,
  PassportStatus,
  PermissionType,
  type PermissionType as PermissionTypeValue,
} from '@health-passport/domain';
import { asc, eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { GrantAction, permissionGrants, requestedPermissions } from '../consent/index.js';
import {
  createFormDataService,
  FormName,
  type FormDataService,
  type HistoryEntry,
  type LocalizedField,
} from '../formdata/index.js';
import { SYSTEM_RESULT_IDS } from '../layouts/index.js';
import { ACTIVITY_COLUMNS, ACTIVITY_KEY_PREFIX, MEASUREMENT_PAGES } from '../measurements/index.js';
import {
  createPassportsService,
  createResultsService,
  type FlaggedValue,
  type PassportRow,
  type ReferenceRange,
  type Result,
} from '../passports/index.js';
import { createUsersService, fullName, type UserRow } from '../users/index.js';
import {
  categoryOf,
  FHIR_SYSTEMS,
  measureCode,
  type ObservationCategory,
  quantity,
  questionnaireCanonical,
  stableUuid,
  urnOf,
} from './fhirCodes.js';
import { interpretationOf, referenceRangesOf } from './fhirResults.js';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Consent,
  Observation,
  Patient,
  QuestionnaireResponse,
  Reference,
  Resource,
} from './fhirTypes.js';

/**
 * The person's health record as a FHIR R4 `collection` Bundle (the `health-record.fhir.json` of the data export,
 * GDPR Art. 20): the Patient; an Observation per current measurement value of every passport; an Observation per
 * result of every PUBLISHED passport, with its normal range and the colour as interpretation (results of a
 * passport not yet unlocked are not the person's to read yet, as in the portal); a QuestionnaireResponse per
 * instrument answered; a Consent per grant in the consent ledger. Entries refer to each other by `urn:uuid:`.
 * The product's identifier and code systems are named in `fhirCodes.ts`; the contract is
 * docs/contracts/health-record-fhir.md.
 */
export async function fhirBundleFor(
  db: Db,
  personId: string,
  options: FhirBundleOptions = {},
): Promise<Bundle> {
  const { clock = systemClock, publicUrl } = options;
  const users = createUsersService(db, clock);
  const passports = createPassportsService(db, clock, users);
  const formData = createFormDataService(db, clock);
  const results = createResultsService({ db, clock, passports, formData, users });

  const person = await users.findById(personId);
  if (!person) throw new AppError('NOT_FOUND', 'notFound', 'No such person.');
  const subject: Reference = { reference: urnOf(person.id), display: fullName(person) || undefined };
  const ranges = new Map((await results.referenceTable()).map((range) => [range.id, range]));

  const resources: Resource[] = [patientOf(person)];
  const questionnaires: QuestionnaireResponse[] = [];
  for (const passport of [...(await passports.listForUser(person.id))].reverse()) {
    const items = await currentItems(formData, passport.id);
    resources.push(...measurementsOf(passport, items.get(FormName.MEASUREMENTS) ?? [], subject));
    if (passport.status === PassportStatus.PUBLISHED) {
      const computed = await results.resultsFor(passport.id);
      const measuredAt =
        (await formData.completedAt(passport.id, FormName.MEASUREMENTS)) ?? computed.computedAt;
      resources.push(
        ...computed.results.map((result) =>
          resultObservation(passport, result, ranges.get(result.id), measuredAt, subject),
        ),
        ...computed.flagged
          // An implausible value is never shown; one of a person too young for the range is, without a colour.
          .filter((flagged) => flagged.reason !== 'implausible')
          .map((flagged) =>
            resultObservation(passport, flagged, ranges.get(flagged.id), measuredAt, subject),
          ),
      );
    }
    for (const form of [FormName.QUESTIONNAIRE, FormName.RIVM_CONSENT]) {
      const completed = (await formData.completedAt(passport.id, form)) !== undefined;
      questionnaires.push(
        ...questionnaireResponses(passport, form, items.get(form) ?? [], completed, subject),
      );
    }
  }
  resources.push(...questionnaires, ...(await consentsOf(db, person, subject, publicUrl)));

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: clock.now().toISOString(),
    entry: resources.map((resource): BundleEntry => ({
      fullUrl: urnOf(resource.id!),
      resource: pruned(resource),
    })),
  };
}

export interface FhirBundleOptions {
  /** "Now" for the bundle's timestamp and the results computed for it. */
  clock?: Clock;
  /** The portal's address: links to the texts consented to that are paths on the portal become whole urls. */
  publicUrl?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Patient

const GENDERS: Readonly<Record<string, Patient['gender']>> = { Male: 'male', Female: 'female' };

function patientOf(person: UserRow): Patient {
  const family = [person.middleName, person.familyName].map((part) => part?.trim()).filter(Boolean);
  const language = person.locale.replace('_', '-');
  return {
    resourceType: 'Patient',
    id: person.id,
    identifier: [{ use: 'official', system: FHIR_SYSTEMS.serviceNumber, value: person.serviceNumber }],
    name: [
      {
        use: 'official',
        text: fullName(person),
        family: family.join(' '),
        given: person.givenName.trim() ? [person.givenName.trim()] : [],
      },
    ],
    telecom: [
      { system: 'email', value: person.email, use: 'home' },
      ...(person.phoneNumber
        ? [{ system: 'phone' as const, value: person.phoneNumber, use: 'mobile' as const }]
        : []),
    ],
    // A gender the product does not know is left out rather than guessed.
    gender: person.gender ? (GENDERS[person.gender] ?? 'other') : undefined,
    birthDate: person.birthDate ?? undefined,
    address: [person.streetAddress, person.locality, person.postalCode, person.country].some(Boolean)
      ? [
          {
            use: 'home',
            line: person.streetAddress ? [person.streetAddress] : [],
            city: person.locality ?? undefined,
            state: person.region ?? undefined,
            postalCode: person.postalCode ?? undefined,
            country: person.country ?? undefined,
          },
        ]
      : [],
    communication: [
      {
        language: { coding: [{ system: 'urn:ietf:bcp:47', code: language }], text: language },
        preferred: true,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements

/** Each form's current rows of a passport: the newest row per key, with when and by which instrument. */
async function currentItems(
  formData: FormDataService,
  passportId: string,
): Promise<Map<string, HistoryEntry[]>> {
  // Every row: the history is newest first, so the first row of a key is its current value.
  const history = await formData.history(passportId, { limit: Number.MAX_SAFE_INTEGER });
  const seen = new Set<string>();
  const byForm = new Map<string, HistoryEntry[]>();
  for (const entry of history) {
    const key = `${entry.form} ${entry.dataKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // An empty value clears the answer.
    if (entry.dataValue === '') continue;
    byForm.set(entry.form, [...(byForm.get(entry.form) ?? []), entry]);
  }
  // In the order they were saved: a form's page is saved in the form's order.
  for (const items of byForm.values()) items.reverse();
  return byForm;
}

interface MeasureField {
  field: LocalizedField;
  category: ObservationCategory;
}

/** What the form part a field belongs to makes of its values when the measure has no LOINC code. */
const PART_CATEGORY: Readonly<Record<keyof typeof MEASUREMENT_PAGES, ObservationCategory>> = {
  anthropometrics: 'exam',
  bloodPressure: 'vital-signs',
  spirometry: 'exam',
  gripStrength: 'exam',
  exerciseTest: 'exam',
  laboratory: 'laboratory',
  heartUltrasound: 'imaging',
  abdominalUltrasound: 'imaging',
};

/** The measurements form's value fields by data key. */
const MEASURE_FIELDS: ReadonlyMap<string, MeasureField> = (() => {
  const fields = new Map<string, MeasureField>();
  const walk = (list: readonly LocalizedField[], category: ObservationCategory): void => {
    for (const field of list) {
      if (field.dataKey) fields.set(field.dataKey, { field, category });
      walk(field.fields ?? [], category);
    }
  };
  for (const [part, page] of Object.entries(MEASUREMENT_PAGES)) {
    walk(page.fields, PART_CATEGORY[part as keyof typeof MEASUREMENT_PAGES]);
  }
  return fields;
})();

/** The units of the activity import's columns (`Activity:<yyyy-mm-dd>:<column>`). */
const ACTIVITY_UNITS: Readonly<Record<string, string>> = {
  Steps: 'steps',
  ActiveMinutes: 'minutes',
  SleepHours: 'hours',
};

/** A number as stored ("23.5"); undefined for anything else. */
function numeric(value: string): number | undefined {
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
}

function measurementsOf(
  passport: PassportRow,
  items: readonly HistoryEntry[],
  subject: Reference,
): Observation[] {
  return items.flatMap((item): Observation[] => {
    const base = {
      resourceType: 'Observation' as const,
      id: stableUuid(`measurement ${passport.id} ${item.dataKey}`),
      status: 'final' as const,
      subject,
    };
    if (item.dataKey.startsWith(ACTIVITY_KEY_PREFIX)) {
      const [day = '', column = ''] = item.dataKey.slice(ACTIVITY_KEY_PREFIX.length).split(':');
      const title = ACTIVITY_COLUMNS.find((c) => c.name === column)?.title ?? column;
      const value = numeric(item.dataValue);
      if (value === undefined) return [];
      return [
        {
          ...base,
          category: categoryOf(column, 'activity'),
          code: { text: title },
          effectiveDateTime: day,
          valueQuantity: quantity(value, ACTIVITY_UNITS[column] ?? ''),
        },
      ];
    }
    const measure = MEASURE_FIELDS.get(item.dataKey);
    // Uploads hold files, not values; a key the form no longer has keeps its raw value.
    if (measure?.field.type === FieldType.UploadField) return [];
    const name = measure?.field.label?.en ?? item.dataKey;
    const observation: Observation = {
      ...base,
      category: categoryOf(item.dataKey, measure?.category ?? 'exam'),
      code: measureCode(FHIR_SYSTEMS.measurement, item.dataKey, name),
      effectiveDateTime: item.savedAt.toISOString(),
    };
    const value = measure?.field.numeric ? numeric(item.dataValue) : undefined;
    if (value !== undefined) {
      // -1 is the form engine's "no answer" where a value cannot be negative.
      if (value < 0 && !allowsNegativeValue(item.dataKey)) return [];
      return [{ ...observation, valueQuantity: quantity(value, measure?.field.unit?.en ?? '') }];
    }
    const option = measure?.field.options?.find((o) => o.value === item.dataValue);
    return [{ ...observation, valueString: option?.label.en ?? item.dataValue }];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Results

/** What kind of result it is when it has no LOINC code: mind and lifestyle results come from the questionnaire. */
function resultCategory(id: string): ObservationCategory {
  return SYSTEM_RESULT_IDS.mind.includes(id) || SYSTEM_RESULT_IDS.lifestyle.includes(id) ? 'survey' : 'exam';
}

/**
 * A result of a published passport. A rated result (with a colour) carries its normal range and interpretation;
 * a value the range does not rate for the person's age has neither.
 */
function resultObservation(
  passport: PassportRow,
  result: Result | FlaggedValue,
  range: ReferenceRange | undefined,
  measuredAt: Date,
  subject: Reference,
): Observation {
  const name = range?.name.en ?? result.id;
  const unit = 'unit' in result ? result.unit : (range?.unit ?? '');
  const rated = 'color' in result;
  return {
    resourceType: 'Observation',
    id: stableUuid(`result ${passport.id} ${result.id}`),
    status: 'final',
    category: categoryOf(result.id, resultCategory(result.id)),
    code: measureCode(FHIR_SYSTEMS.result, result.id, name),
    subject,
    effectiveDateTime: measuredAt.toISOString(),
    issued: (passport.publishedAt ?? measuredAt).toISOString(),
    // A result without a unit is a category (smoking, sleep quality): its value is the category's name.
    ...(unit
      ? { valueQuantity: quantity(result.value, unit) }
      : rated && result.label
        ? { valueString: result.label.en }
        : { valueQuantity: { value: result.value } }),
    ...(rated
      ? {
          interpretation: [interpretationOf(result)],
          referenceRange: referenceRangesOf(result, range?.decimals ?? 0),
        }
      : { note: [{ text: 'Not rated: the reference range does not apply at this age.' }] }),
    ...(range ? { method: { text: `${range.source.name}: ${range.source.citation}` } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Questionnaires

/** One response per instrument (and version) of a form's current answers. */
function questionnaireResponses(
  passport: PassportRow,
  form: string,
  items: readonly HistoryEntry[],
  completed: boolean,
  subject: Reference,
): QuestionnaireResponse[] {
  const byInstrument = new Map<string, HistoryEntry[]>();
  for (const item of items) {
    const key = `${item.instrument ?? form}|${item.instrumentVersion ?? ''}`;
    byInstrument.set(key, [...(byInstrument.get(key) ?? []), item]);
  }
  return [...byInstrument.entries()].map(([key, answers]) => {
    const first = answers[0]!;
    const authored = answers.reduce((newest, a) => (a.savedAt > newest ? a.savedAt : newest), first.savedAt);
    return {
      resourceType: 'QuestionnaireResponse',
      id: stableUuid(`questionnaire ${passport.id} ${form} ${key}`),
      questionnaire: questionnaireCanonical(first.instrument ?? form, first.instrumentVersion),
      status: completed ? 'completed' : 'in-progress',
      subject,
      authored: authored.toISOString(),
      source: subject,
      item: answers.map((answer) => ({
        linkId: answer.dataKey,
        answer: [{ valueString: answer.dataValue }],
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Consents

const SCOPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/consentscope';
const SCOPES = {
  'patient-privacy': 'Privacy Consent',
  research: 'Research',
  treatment: 'Treatment',
} as const;

/** What each permission is about: the examination itself, research by the RIVM, or what happens to the data. */
const SCOPE_OF: Readonly<Record<PermissionTypeValue, keyof typeof SCOPES>> = {
  [PermissionType.INFORMED_CONSENT]: 'treatment',
  [PermissionType.RIVM_CONSENT]: 'research',
  [PermissionType.TERMS_AND_CONDITIONS]: 'patient-privacy',
  [PermissionType.PRIVACY_POLICY]: 'patient-privacy',
  [PermissionType.DOCTOR_INFORMATION_EXCHANGE]: 'patient-privacy',
};

/** The consent-category codes (LOINC document types of the R4 value set) of each permission. */
const CATEGORY_OF: Readonly<Record<PermissionTypeValue, { code: string; display: string }>> = {
  [PermissionType.INFORMED_CONSENT]: { code: '59284-0', display: 'Patient Consent' },
  [PermissionType.RIVM_CONSENT]: { code: '59284-0', display: 'Patient Consent' },
  [PermissionType.TERMS_AND_CONDITIONS]: { code: '59284-0', display: 'Patient Consent' },
  [PermissionType.PRIVACY_POLICY]: { code: '57016-8', display: 'Privacy policy acknowledgement Document' },
  [PermissionType.DOCTOR_INFORMATION_EXCHANGE]: {
    code: '64292-6',
    display: 'Release of information consent',
  },
};

/**
 * A Consent per grant in the person's ledger: active while it stands, inactive once withdrawn, its provision
 * running from the grant to the withdrawal. The policy is the text the person agreed to.
 */
async function consentsOf(
  db: Db,
  person: UserRow,
  subject: Reference,
  publicUrl: string | undefined,
): Promise<Consent[]> {
  const rows = await db
    .select({
      id: permissionGrants.id,
      passportId: permissionGrants.healthPassportId,
      permissionId: permissionGrants.requestedPermissionId,
      type: permissionGrants.type,
      version: permissionGrants.version,
      action: permissionGrants.action,
      occurredAt: permissionGrants.occurredAt,
      title: requestedPermissions.title,
      description: requestedPermissions.description,
      url: requestedPermissions.url,
    })
    .from(permissionGrants)
    .innerJoin(requestedPermissions, eq(requestedPermissions.id, permissionGrants.requestedPermissionId))
    .where(eq(permissionGrants.userId, person.id))
    .orderBy(asc(permissionGrants.recordedAt), asc(permissionGrants.id));
  const language = person.locale === 'nl_NL' ? 'nl_NL' : 'en_US';
  const other = language === 'nl_NL' ? 'en_US' : 'nl_NL';
  const open = new Map<string, Consent>();
  const consents: Consent[] = [];
  for (const row of rows) {
    const key = `${row.passportId} ${row.permissionId}`;
    if (row.action === GrantAction.WITHDRAWN) {
      const granted = open.get(key);
      if (granted) {
        granted.status = 'inactive';
        granted.provision = {
          ...granted.provision,
          period: { ...granted.provision?.period, end: row.occurredAt.toISOString() },
        };
        open.delete(key);
      }
      continue;
    }
    const type = row.type as PermissionTypeValue;
    const title = row.title[language] ?? row.title[other] ?? type;
    const link = row.url[language] ?? row.url[other];
    const url = link && publicUrl ? new URL(link, publicUrl).href : (link ?? undefined);
    const description = row.description[language] ?? row.description[other];
    const category: CodeableConcept = {
      coding: [{ system: 'http://loinc.org', ...(CATEGORY_OF[type] ?? CATEGORY_OF.INFORMED_CONSENT) }],
      text: title,
    };
    const scope = SCOPE_OF[type] ?? 'patient-privacy';
    const consent: Consent = {
      resourceType: 'Consent',
      id: row.id,
      identifier: [{ system: FHIR_SYSTEMS.permissionGrant, value: row.id }],
      status: 'active',
      scope: { coding: [{ system: SCOPE_SYSTEM, code: scope, display: SCOPES[scope] }] },
      category: [category],
      patient: subject,
      dateTime: row.occurredAt.toISOString(),
      sourceAttachment: {
        ...(url ? { url } : {}),
        title: `${title} (version ${row.version})`,
        language: language.replace('_', '-'),
      },
      // A permission without a document of its own is the statement the person agreed to.
      ...(url ? { policy: [{ uri: url }] } : { policyRule: { text: description ?? title } }),
      provision: { type: 'permit', period: { start: row.occurredAt.toISOString() } },
    };
    open.set(key, consent);
    consents.push(consent);
  }
  return consents;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * FHIR has no empty values: an element is there with content or not at all. Drops undefined, empty strings,
 * empty lists and objects left empty, at every depth.
 */
function pruned<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map(pruned).filter((item) => !isEmpty(item)) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruned(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(entries) as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date)) return Object.keys(value).length === 0;
  return false;
}
