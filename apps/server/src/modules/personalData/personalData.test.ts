import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, signedIn } from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demoSeed.js';
import { EXPORTED_TABLES } from './exportedTables.js';
import { documents } from '../documents/index.js';
import { personalDataExports } from './index.js';
import { tablesAboutAPerson } from './personTables.js';

const SCHEMA_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/contracts/personal-data-export.schema.json',
);

const EXPORT_FIELDS = 'status requestedAt readyAt expiresAt sizeBytes url urlExpiresAt';
const MY_EXPORT = `query { myDataExport { ${EXPORT_FIELDS} } }`;
const REQUEST_EXPORT = `mutation { requestMyDataExport { ${EXPORT_FIELDS} } }`;

interface ExportView {
  status: string;
  requestedAt: string | null;
  expiresAt: string | null;
  url: string | null;
}

interface MyData {
  personId: string;
  tables: Record<string, Record<string, unknown>[]>;
  notExported: Record<string, string>;
  files: { path: string; table: string; id: string }[];
}

/**
 * Real time moved on by hand: the seed needs time to pass between its steps, and the expiry job waits in the queue
 * for its real day, which the test brings by calling its work.
 */
let offsetMs = 0;
const clock = {
  now: () => new Date(Date.now() + offsetMs),
  advance: (ms: number) => {
    offsetMs += ms;
  },
};
let t: TestApp;
const tokens: Record<string, string> = {};
const people: Record<string, { id: string; email: string; serviceNumber: string; familyName: string }> = {};

async function myExport(token: string) {
  const { body } = await gql(t.app, MY_EXPORT, {}, token);
  return body.data?.myDataExport as ExportView;
}

async function requestExport(token: string) {
  const { status, body } = await gql(t.app, REQUEST_EXPORT, {}, token);
  return {
    status,
    view: body.data?.requestMyDataExport as ExportView | undefined,
    code: body.errors?.[0]?.extensions?.code as string | undefined,
  };
}

/** What /privacy does: asks again until the export is no longer being prepared. */
async function waitUntilPrepared(token: string): Promise<ExportView> {
  for (let tries = 0; tries < 100; tries += 1) {
    const view = await myExport(token);
    if (view.status !== 'PREPARING') return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The export stayed PREPARING');
}

const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

let anna: { view: ExportView; zip: Record<string, Uint8Array>; data: MyData; text: string };

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await seedDemoData(t.ctx, t.app);
  for (const [name, email] of [
    ['anna', 'anna@example.com'],
    ['bram', 'bram@example.com'],
    ['onboarder', 'onboarder@example.com'],
  ] as const) {
    const user = (await t.ctx.services.users.findByEmail(email))!;
    people[name] = user;
    tokens[name] = (await signedIn(t, email, DEMO_PASSWORD)).accessToken;
  }
  const requested = await requestExport(tokens.anna!);
  expect(requested.code).toBeUndefined();
  const view = await waitUntilPrepared(tokens.anna!);
  const response = await download(view.url!, tokens.anna);
  expect(response.statusCode).toBe(200);
  const zip = unzipSync(new Uint8Array(response.rawPayload));
  const text = strFromU8(zip['my-data.json']!);
  anna = { view, zip, data: JSON.parse(text) as MyData, text };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('what the export holds', () => {
  it('declares every table about a person, and only those, as exported or deliberately not', () => {
    const about = tablesAboutAPerson();
    const undeclared = [...about.keys()].filter((table) => !(table in EXPORTED_TABLES));
    expect(undeclared).toEqual([]);
    const notAboutAPerson = Object.keys(EXPORTED_TABLES).filter((table) => !about.has(table));
    expect(notAboutAPerson).toEqual([]);
    for (const [table, how] of Object.entries(EXPORTED_TABLES)) {
      if (how.how !== 'rows') continue;
      const links = (about.get(table) ?? []).map((link) => link.column);
      const selecting = table === 'users' ? [...links, 'id'] : links;
      expect(
        how.by.filter((column) => !selecting.includes(column)),
        `${table} is selected by columns that are no link to a person`,
      ).toEqual([]);
    }
  });

  it('puts every table about a person in my-data.json: its rows, or why it is left out', () => {
    for (const table of tablesAboutAPerson().keys()) {
      const how = EXPORTED_TABLES[table]!;
      if (how.how === 'rows') expect(anna.data.tables[table], table).toBeInstanceOf(Array);
      else expect(anna.data.notExported[table], table).toBe(how.why);
    }
  });

  it("holds anna's profile, measurements with their history, consents, orders and documents", () => {
    const { tables } = anna.data;
    expect(anna.data.personId).toBe(people.anna!.id);
    expect(tables.users).toEqual([
      expect.objectContaining({ email: 'anna@example.com', given_name: 'Anna' }),
    ]);
    expect(anna.text).toContain(people.anna!.familyName);
    // Measurements and answers: every saved row, so earlier values stay beside the current ones.
    const passports = new Set(tables.health_passports!.map((row) => row.id));
    expect(passports.size).toBeGreaterThan(1);
    expect(tables.data_items!.length).toBeGreaterThan(10);
    expect(tables.data_items!.every((row) => passports.has(row.passport_id))).toBe(true);
    expect(tables.passport_results!.length).toBeGreaterThan(0);
    expect(tables.permission_grants!.length).toBeGreaterThan(0);
    expect(tables.orders!.length).toBeGreaterThan(0);
    expect(tables.documents!.length).toBeGreaterThan(0);
    expect(tables.documents![0]).toEqual(
      expect.objectContaining({ name: expect.any(String), content_type: expect.any(String) }),
    );
    // Documents come as files too, named and listed.
    const documentFiles = anna.data.files.filter((file) => file.table === 'documents');
    expect(documentFiles).toHaveLength(tables.documents!.length);
    for (const file of documentFiles) expect(anna.zip[file.path]?.length).toBeGreaterThan(0);
  });

  it('holds her health record as a FHIR R4 bundle beside the JSON', () => {
    const bundle = JSON.parse(strFromU8(anna.zip['health-record.fhir.json']!)) as {
      resourceType: string;
      entry: { resource: { resourceType: string } }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    const kinds = new Set(bundle.entry.map((entry) => entry.resource.resourceType));
    expect([...kinds]).toEqual(expect.arrayContaining(['Patient', 'Observation', 'Consent']));
  });

  it('keeps secrets out: the password is there as a fact with its date, never its hash', () => {
    const [credentials] = anna.data.tables.credentials!;
    expect(credentials).toEqual(expect.objectContaining({ password_updated_at: expect.any(String) }));
    expect(credentials).not.toHaveProperty('password_hash');
    expect(anna.text).not.toMatch(/\$argon2/);
    expect(anna.data.tables.refresh_tokens!.every((row) => !('token_hash' in row))).toBe(true);
  });

  it("holds nothing of another person's", () => {
    for (const other of [people.bram!]) {
      expect(anna.text).not.toContain(other.id);
      expect(anna.text).not.toContain(other.email);
      expect(anna.text).not.toContain(other.serviceNumber);
    }
  });

  it('is described by the JSON Schema in docs/contracts', () => {
    const schema = JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8')) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(anna.data), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    // The schema names every exported table, so a new one is described before it can be exported.
    const described = Object.keys(
      (schema as { properties: { tables: { properties: object } } }).properties.tables.properties,
    );
    const exported = Object.entries(EXPORTED_TABLES)
      .filter(([table, how]) => how.how === 'rows' && tablesAboutAPerson().has(table))
      .map(([table]) => table);
    expect(exported.filter((table) => !described.includes(table))).toEqual([]);
  });

  it('tells anna in her language that it is ready, with the privacy page and not the file', async () => {
    const mail = await lastMessageTo(t, 'anna@example.com');
    expect(mail?.subject).toMatch(/Your data is ready to download|Je gegevens staan klaar/);
    expect(mail?.text).toContain('/privacy');
    expect(mail?.text).not.toContain('my-data.zip');
  });
});

describe('asking and downloading', () => {
  it('answers exportAlreadyRunning while one is being prepared, and changes nothing', async () => {
    await t.ctx.db
      .insert(personalDataExports)
      .values({ userId: people.bram!.id, status: 'PREPARING', requestedAt: clock.now() });
    const before = await t.ctx.db
      .select()
      .from(personalDataExports)
      .where(eq(personalDataExports.userId, people.bram!.id));
    const second = await requestExport(tokens.bram!);
    expect(second.status).toBe(200);
    expect(second.code).toBe('exportAlreadyRunning');
    const after = await t.ctx.db
      .select()
      .from(personalDataExports)
      .where(eq(personalDataExports.userId, people.bram!.id));
    expect(after).toEqual(before);
    expect((await myExport(tokens.bram!)).status).toBe('PREPARING');
  });

  it('shows a person only their own export, and NONE before they ask', async () => {
    const view = await myExport(tokens.onboarder!);
    expect(view).toEqual(expect.objectContaining({ status: 'NONE', url: null }));
  });

  it('shows an export that could not be made as FAILED, and the person may ask again', async () => {
    await t.ctx.db.insert(personalDataExports).values({
      userId: people.onboarder!.id,
      status: 'FAILED',
      requestedAt: clock.now(),
      failedAt: clock.now(),
    });
    expect((await myExport(tokens.onboarder!)).status).toBe('FAILED');
    const again = await requestExport(tokens.onboarder!);
    expect(again.code).toBeUndefined();
    expect((await waitUntilPrepared(tokens.onboarder!)).status).toBe('READY');
  });

  it("answers 404 to anyone else's session with anna's link, 401 without a session", async () => {
    expect((await download(anna.view.url!, tokens.bram)).statusCode).toBe(404);
    expect((await download(anna.view.url!, tokens.onboarder)).statusCode).toBe(404);
    expect((await download(anna.view.url!)).statusCode).toBe(401);
    const tampered = anna.view.url!.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await download(tampered, tokens.anna)).statusCode).toBe(404);
  });

  it('asks for a new link after ten minutes, and deletes the export after a week', async () => {
    clock.advance(11 * 60 * 1000);
    const old = await download(anna.view.url!, tokens.anna);
    expect(old.statusCode).toBe(403);
    expect(old.json().error.code).toBe('linkExpired');
    const fresh = await myExport(tokens.anna!);
    expect(fresh.status).toBe('READY');
    expect((await download(fresh.url!, tokens.anna)).statusCode).toBe(200);

    clock.advance(7 * 24 * 60 * 60 * 1000);
    const token = (await signedIn(t, 'anna@example.com', DEMO_PASSWORD)).accessToken;
    expect((await myExport(token)).status).toBe('NONE');
    expect((await download(fresh.url!, token)).statusCode).toBe(403);
    const [row] = await t.ctx.db
      .select()
      .from(personalDataExports)
      .where(eq(personalDataExports.userId, people.anna!.id));
    const storedName = row!.storedName!;
    await expect(t.ctx.files.read(storedName)).resolves.toBeInstanceOf(Buffer);
    // What the expiry job does when its day comes.
    await t.ctx.services.personalData.expire(row!.id);
    await expect(t.ctx.files.read(storedName)).rejects.toMatchObject({ code: 'ENOENT' });
    const [expired] = await t.ctx.db
      .select()
      .from(personalDataExports)
      .where(eq(personalDataExports.id, row!.id));
    expect(expired).toEqual(expect.objectContaining({ status: 'EXPIRED', storedName: null }));
    // She may ask again.
    expect((await requestExport(token)).code).toBeUndefined();
  });

  it('gives up as FAILED when the files cannot be read at the last try, and says so', async () => {
    const token = (await signedIn(t, 'anna@example.com', DEMO_PASSWORD)).accessToken;
    await waitUntilPrepared(token);
    const [document] = await t.ctx.db.select().from(documents).where(eq(documents.personId, people.anna!.id));
    await t.ctx.files.remove(document!.storedName);
    await t.ctx.db.delete(personalDataExports).where(eq(personalDataExports.userId, people.anna!.id));
    const [row] = await t.ctx.db
      .insert(personalDataExports)
      .values({ userId: people.anna!.id, status: 'PREPARING', requestedAt: clock.now() })
      .returning();
    // The job's first try fails and is tried again later; the last one marks it FAILED.
    await expect(t.ctx.services.personalData.build(row!.id, 1)).rejects.toThrow();
    expect((await myExport(token)).status).toBe('PREPARING');
    await expect(t.ctx.services.personalData.build(row!.id, 3)).rejects.toThrow();
    expect((await myExport(token)).status).toBe('FAILED');
  });
});
