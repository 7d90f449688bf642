import { calendarDateIn, FieldType, unitSuspicion, type UnitSuspicion } from '@health-passport/domain';
import { forEachField, type FormGroup } from '@health-passport/form-engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { SheetData } from 'read-excel-file/node';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { detectFileType, type FileKind, type FileStore } from '../../integrations/files/index.js';
import type { Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import {
  checkedDefinition,
  editableKeys,
  FormName,
  instrumentsByKey,
  resolveGroups,
  withValues,
  type FormDataService,
  type SubmitInput,
  type FormError,
  type Instrument,
} from '../formdata/index.js';
import type { PassportRow, PassportsService } from '../passports/index.js';
import {
  ACTIVITY_IMPORT,
  activityItems,
  unpackXlsx,
  importErrors,
  parseActivityRows,
} from './activityImport.js';
import {
  measurementPages,
  partsFor,
  VIDEO_UPLOAD_KEYS,
  type MeasurementPart,
} from './measurements.definitions.js';
import { measurementUploads } from './measurements.tables.js';

/** What an upload field holds: an image, or a video for the video fields. */
export type MediaKind = Extract<FileKind, 'image' | 'video'>;

/** Scan images and videos may be at most this large. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const measurementErrors = {
  notAnUploadField: (dataKey: string) =>
    new AppError(
      'BAD_REQUEST',
      'notAnUploadField',
      `${dataKey || 'The dataKey'} is not an upload field of this form.`,
      {
        keys: [dataKey],
      },
    ),
  unsupportedFileType: (expected: MediaKind) =>
    new AppError(
      'BAD_REQUEST',
      'unsupportedFileType',
      expected === 'video'
        ? 'Only MP4 or WebM videos can be uploaded for this field.'
        : 'Only PNG, JPEG or WebP images can be uploaded.',
    ),
  fileTooLarge: (limitBytes: number) =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      'fileTooLarge',
      `The file is larger than ${Math.round(limitBytes / (1024 * 1024))} MB.`,
    ),
  /** Values that look entered in another unit, sent without the confirmation that they are right. */
  unitCheckRequired: (suspicious: readonly (UnitSuspicion & { dataKey: string })[]) =>
    new AppError(
      'BAD_REQUEST',
      'unitCheckRequired',
      `These values look entered in another unit; check them and confirm: ${suspicious
        .map((s) => `${s.dataKey} looks like ${s.likelyUnit} (that would be ${s.convertedValue} ${s.unit})`)
        .join(', ')}.`,
      {
        keys: suspicious.map((s) => s.dataKey),
        fields: Object.fromEntries(suspicious.map((s) => [s.dataKey, 'unitCheckRequired'])),
        units: Object.fromEntries(
          suspicious.map(({ dataKey, unit, likelyUnit, convertedValue }) => [
            dataKey,
            { unit, likelyUnit, convertedValue },
          ]),
        ),
      },
    ),
};

interface Definition {
  parts: readonly MeasurementPart[];
  groups: Record<Language, FormGroup[]>;
  keys: Set<string>;
  uploadKeys: Set<string>;
  instruments: Map<string, Instrument>;
}

export interface MeasurementsService {
  /** The parts measured for a passport. */
  partsOf(passport: Pick<PassportRow, 'packageCode' | 'remeasurementType'>): readonly MeasurementPart[];
  /** The measurements form of that person's passport with the saved values (404 when not theirs). */
  form(serviceNumber: string, passportId: string, language: Language): Promise<FormGroup[]>;
  /** Validates and stores values (one transaction, saved_by recorded); publishes measurements.saved. */
  save(input: {
    serviceNumber: string;
    passportId: string;
    items: unknown;
    savedBy: string;
    language: Language;
    /**
     * Keys whose value staff confirmed after the warning that it looks entered in another unit. A changed value
     * that looks so and is not confirmed refuses the save (400 unitCheckRequired).
     */
    unitsConfirmed?: readonly string[];
  }): Promise<FormGroup[]>;
  /**
   * What `save` hands the form data for these values of the passport, checks included: for a caller that stores
   * the measurements of many new passports at once (FormDataService.submitNew) and computes them itself.
   */
  submission(
    passport: Pick<PassportRow, 'id' | 'packageCode' | 'remeasurementType'>,
    input: { items: unknown; savedBy: string; unitsConfirmed?: readonly string[] },
  ): SubmitInput;
  /** The upload fields of a passport's form (images and videos), in form order. */
  uploadKeysOf(passport: Pick<PassportRow, 'packageCode' | 'remeasurementType'>): ReadonlySet<string>;
  /**
   * The files a passport's upload fields hold now: each current value that names an upload of the same
   * passport and field, in form order.
   */
  currentUploads(
    passport: Pick<PassportRow, 'id' | 'packageCode' | 'remeasurementType'>,
  ): Promise<CurrentUpload[]>;
  /** Stores a scan image or video for an upload field; returns the stored name to save as the field's value. */
  upload(input: {
    serviceNumber: string;
    passportId: string;
    dataKey: string;
    bytes: Buffer;
    originalName: string | undefined;
    uploadedBy: string;
  }): Promise<string>;
  /** Imports an activity spreadsheet onto the person's current passport; returns the number of days. */
  importActivity(input: { serviceNumber: string; bytes: Buffer; importedBy: string }): Promise<number>;
}

/** A file an upload field holds. */
export interface CurrentUpload {
  dataKey: string;
  /** The stored name in the file store. */
  name: string;
  kind: MediaKind;
  contentType: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  passports: PassportsService;
  formData: FormDataService;
  events: EventsService;
  files: FileStore;
}

export function createMeasurementsService({
  db,
  clock,
  passports,
  formData,
  events,
  files,
}: Deps): MeasurementsService {
  const cache = new Map<string, Definition>();
  const definitionOf = (passport: Pick<PassportRow, 'packageCode' | 'remeasurementType'>): Definition => {
    const parts = partsFor(passport.packageCode, passport.remeasurementType);
    const cacheKey = parts.join(',');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const localized = measurementPages(parts);
    const groups = {
      en: checkedDefinition(`measurements ${cacheKey} (en)`, resolveGroups(localized, 'en')),
      nl: checkedDefinition(`measurements ${cacheKey} (nl)`, resolveGroups(localized, 'nl')),
    };
    const uploadKeys = new Set<string>();
    forEachField(groups.en, ({ field }) => {
      if (field.type === FieldType.UploadField) uploadKeys.add(field.dataKey);
    });
    const definition = {
      parts,
      groups,
      keys: editableKeys(groups.en),
      uploadKeys,
      instruments: instrumentsByKey(localized),
    };
    cache.set(cacheKey, definition);
    return definition;
  };

  const service: MeasurementsService = {
    partsOf: (passport) => definitionOf(passport).parts,

    uploadKeysOf: (passport) => definitionOf(passport).uploadKeys,

    async currentUploads(passport) {
      const values = await formData.currentValues(passport.id, FormName.MEASUREMENTS);
      const held = [...definitionOf(passport).uploadKeys].flatMap((dataKey) => {
        const name = values[dataKey];
        return name ? [{ dataKey, name }] : [];
      });
      if (held.length === 0) return [];
      const rows = await db
        .select({
          name: measurementUploads.name,
          dataKey: measurementUploads.dataKey,
          contentType: measurementUploads.contentType,
        })
        .from(measurementUploads)
        .where(
          and(
            eq(measurementUploads.passportId, passport.id),
            inArray(
              measurementUploads.name,
              held.map((h) => h.name),
            ),
          ),
        );
      return held.flatMap(({ dataKey, name }) => {
        const row = rows.find((r) => r.name === name && r.dataKey === dataKey);
        if (!row) return [];
        const kind: MediaKind = row.contentType.startsWith('video/') ? 'video' : 'image';
        return [{ dataKey, name, kind, contentType: row.contentType }];
      });
    },

    async form(serviceNumber, passportId, language) {
      const { passport } = await passports.requireForPerson(serviceNumber, passportId);
      const values = await formData.currentValues(passport.id, FormName.MEASUREMENTS);
      return withValues(definitionOf(passport).groups[language], values);
    },

    submission(passport, { items, savedBy, unitsConfirmed = [] }) {
      const definition = definitionOf(passport);
      // An upload field holds the stored name of an image uploaded for this passport and field.
      const checkUploads = async (values: Readonly<Record<string, string>>, tx: Tx): Promise<FormError[]> => {
        const named = Object.entries(values).filter(
          ([key, value]) => definition.uploadKeys.has(key) && value !== '',
        );
        if (named.length === 0) return [];
        const rows = await tx
          .select({ name: measurementUploads.name, dataKey: measurementUploads.dataKey })
          .from(measurementUploads)
          .where(
            and(
              eq(measurementUploads.passportId, passport.id),
              inArray(
                measurementUploads.name,
                named.map(([, v]) => v),
              ),
            ),
          );
        return named
          .filter(([key, value]) => !rows.some((r) => r.name === value && r.dataKey === key))
          .map(([dataKey]) => ({ dataKey, code: 'unknownUpload' }));
      };
      // A changed value that looks entered in another unit is stored only when staff confirmed it: the results
      // would otherwise colour it as if it were right.
      const checkUnits = (
        values: Readonly<Record<string, string>>,
        current: Readonly<Record<string, string>>,
      ): void => {
        const suspicious = Object.entries(values).flatMap(([dataKey, value]) => {
          if (value === '' || value === current[dataKey] || unitsConfirmed.includes(dataKey)) return [];
          const suspicion = unitSuspicion(dataKey, Number(value));
          return suspicion ? [{ dataKey, ...suspicion }] : [];
        });
        if (suspicious.length > 0) throw measurementErrors.unitCheckRequired(suspicious);
      };
      return {
        passportId: passport.id,
        form: FormName.MEASUREMENTS,
        definition: definition.groups.en,
        items,
        editableKeys: definition.keys,
        savedBy,
        instrumentOf: (key) => definition.instruments.get(key),
        check: async (values, checkTx, current) => {
          const unknownUploads = await checkUploads(values, checkTx);
          if (unknownUploads.length === 0) checkUnits(values, current);
          return unknownUploads;
        },
      };
    },

    async save({ serviceNumber, passportId, items, savedBy, language, unitsConfirmed = [] }) {
      const { passport } = await passports.requireForPerson(serviceNumber, passportId);
      const definition = definitionOf(passport);
      const submission = service.submission(passport, { items, savedBy, unitsConfirmed });
      const result = await events.transaction(async (tx) => {
        await passports.lock(tx, passport.id);
        const saved = await formData.submit(tx, submission);
        // The first complete save dates the measurement (results use it for the person's age) and lets the
        // passport's results be computed.
        if (saved.complete) await formData.markCompleted(tx, passport.id, FormName.MEASUREMENTS, savedBy);
        if (saved.changedKeys.length > 0) {
          await events.publish(tx, 'measurements.saved', {
            passportId: passport.id,
            savedBy,
            dataKeys: saved.changedKeys,
          });
        }
        return saved;
      }, 'measurements.save');
      return withValues(definition.groups[language], result.values);
    },

    async upload({ serviceNumber, passportId, dataKey, bytes, originalName, uploadedBy }) {
      const { passport } = await passports.requireForPerson(serviceNumber, passportId);
      if (!definitionOf(passport).uploadKeys.has(dataKey)) throw measurementErrors.notAnUploadField(dataKey);
      const expected: MediaKind = VIDEO_UPLOAD_KEYS.has(dataKey) ? 'video' : 'image';
      const type = detectFileType(bytes);
      if (type?.kind !== expected) throw measurementErrors.unsupportedFileType(expected);
      const name = await files.save(bytes, type.extension);
      try {
        await db.insert(measurementUploads).values({
          name,
          passportId: passport.id,
          dataKey,
          contentType: type.contentType,
          sizeBytes: bytes.length,
          originalName: originalName?.slice(0, 255) ?? null,
          uploadedBy,
          uploadedAt: clock.now(),
        });
      } catch (error) {
        // Best effort, as for documents: the row's error is the one to answer.
        await files.remove(name).catch(() => undefined);
        throw error;
      }
      return name;
    },

    async importActivity({ serviceNumber, bytes, importedBy }) {
      const { passport } = await passports.requireCurrentForServiceNumber(serviceNumber);
      // Unpacked under a hard cap here; the reader gets the checked parts, uncompressed.
      const checked = unpackXlsx(bytes);
      let rows: SheetData;
      // The spreadsheet reader is loaded with the first import, not with the server.
      const { readSheet } = await import('read-excel-file/node');
      try {
        rows = await readSheet(checked);
      } catch {
        throw importErrors.unreadable('its content cannot be read');
      }
      const days = parseActivityRows(rows, calendarDateIn(clock.now()));
      const items = activityItems(days);
      await events.transaction(async (tx) => {
        await passports.lock(tx, passport.id);
        const current = await formData.currentValues(passport.id, FormName.MEASUREMENTS, tx);
        const changed = items.filter((item) => current[item.dataKey] !== item.dataValue);
        await formData.append(tx, {
          passportId: passport.id,
          form: FormName.MEASUREMENTS,
          savedBy: importedBy,
          items: changed.map((item) => ({ ...item, instrument: ACTIVITY_IMPORT })),
        });
        if (changed.length > 0) {
          await events.publish(tx, 'measurements.saved', {
            passportId: passport.id,
            savedBy: importedBy,
            dataKeys: changed.map((item) => item.dataKey),
          });
        }
      });
      return days.length;
    },
  };
  return service;
}
