import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/database.js';
import { collectPersonalData } from './collect.js';

/** A file of the person's that goes into the zip, under `folder/name`. */
export interface ExportFile {
  folder: 'documents' | 'scans';
  name: string;
  /** The row it belongs to, so my-data.json can say which file is which. */
  table: string;
  id: string;
  bytes: Buffer;
}

export const EXPORT_FORMAT = 'health-passport/personal-data-export';
export const EXPORT_FORMAT_VERSION = 1;
export const MY_DATA_FILE = 'my-data.json';
export const HEALTH_RECORD_FILE = 'health-record.fhir.json';

interface BuildInput {
  db: Db;
  personId: string;
  exportedAt: Date;
  /** The person's files; `passportIds` are their passports, whose scan images belong to them. */
  files: (personId: string, passportIds: readonly string[]) => Promise<ExportFile[]>;
  /** The FHIR R4 Bundle of the person's health record. */
  healthRecord: () => Promise<object>;
}

/** The JSON of everything held about the person (described by docs/contracts/personal-data-export.schema.json). */
export async function myDataJson(db: Db, personId: string, exportedAt: Date) {
  const collected = await collectPersonalData(db, personId);
  return { format: EXPORT_FORMAT, version: EXPORT_FORMAT_VERSION, exportedAt, personId, ...collected };
}

/**
 * The export's zip: my-data.json, the FHIR bundle of the health record, and the person's documents and scan
 * images as files.
 */
export async function buildExportZip({ db, personId, exportedAt, files, healthRecord }: BuildInput) {
  const data = await myDataJson(db, personId, exportedAt);
  const passportIds = (data.tables.health_passports ?? []).map((row) => String(row.id));
  const own = await files(personId, passportIds);
  const entries: Zippable = {};
  const listed: { path: string; table: string; id: string }[] = [];
  for (const file of own) {
    const path = `${file.folder}/${uniqueName(entries, file.folder, file.name)}`;
    // Documents and images are compressed already.
    entries[path] = [new Uint8Array(file.bytes), { level: 0 }];
    listed.push({ path, table: file.table, id: file.id });
  }
  entries[MY_DATA_FILE] = strToU8(json({ ...data, files: listed }));
  entries[HEALTH_RECORD_FILE] = strToU8(json(await healthRecord()));
  return Buffer.from(zipSync(entries, { level: 6, mtime: exportedAt }));
}

/** Two documents may share a name: the second becomes "name (2).pdf". */
function uniqueName(entries: Zippable, folder: string, name: string): string {
  const safe = name.replace(/[/\\]/g, '_');
  const dot = safe.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let candidate = safe;
  for (let n = 2; `${folder}/${candidate}` in entries; n += 1) candidate = `${stem} (${n})${extension}`;
  return candidate;
}

/** Indented, readable JSON; a 64-bit number stays exact as text. */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
