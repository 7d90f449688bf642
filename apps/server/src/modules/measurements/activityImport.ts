/**
 * The activity spreadsheet import (passport-and-professional §5 "Activity import takes a spreadsheet file",
 * §7 PUT /api/v2/imports/activity-excel/): one row per day, validated cell by cell with the form engine, stored
 * as measurement data items `Activity:<yyyy-mm-dd>:<Column>`. The columns are documented in README.md.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { FieldType, type IsoDate } from '@health-passport/domain';
import { dateFieldToIso, isPassing, validateField, type FormField } from '@health-passport/form-engine';
import { AppError } from '../../errors.js';
import type { Instrument } from '../formdata/index.js';

export const ACTIVITY_KEY_PREFIX = 'Activity:';
/** Stored with every imported value. */
export const ACTIVITY_IMPORT: Instrument = { code: 'activity-excel', version: '1' };
/** A year of days at most. */
export const MAX_ACTIVITY_DAYS = 366;
/** The .xlsx file's size limit, and the limit on what it unpacks to (a zip bomb is refused unread). */
export const MAX_ACTIVITY_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_ACTIVITY_UNPACKED_BYTES = 32 * 1024 * 1024;
/** What one part of the archive may unpack to, and how many parts it may have. */
export const MAX_ACTIVITY_ENTRY_BYTES = 16 * 1024 * 1024;
const MAX_ACTIVITY_ENTRIES = 200;
/** At most this many problems are listed in one answer. */
const MAX_REPORTED_PROBLEMS = 20;

/** A cell as the spreadsheet reader gives it: string, number, boolean, Date or null. */
type CellValue = unknown;

interface Column {
  /** The name in messages and in the stored key. */
  name: 'Date' | 'Steps' | 'ActiveMinutes' | 'SleepHours';
  /** Accepted header texts, lower case: English and Dutch. */
  headers: readonly string[];
  /** The header as people read it. */
  title: string;
  required: boolean;
  /** The engine field each cell is validated as. */
  field: FormField;
  /** What a valid cell is, for the message. */
  rule: string;
  wholeNumber: boolean;
}

const numeric = (dataKey: string, min: number, max: number, required: boolean): FormField => ({
  type: FieldType.TextField,
  dataKey,
  label: dataKey,
  numeric: true,
  minValue: min,
  maxValue: max,
  required,
});

export const ACTIVITY_COLUMNS: readonly Column[] = [
  {
    name: 'Date',
    headers: ['date', 'datum', 'day', 'dag'],
    title: 'Date',
    required: true,
    field: { type: FieldType.DateField, dataKey: 'Date', label: 'Date', required: true },
    rule: 'must be a date cell or a date written dd-mm-yyyy',
    wholeNumber: false,
  },
  {
    name: 'Steps',
    headers: ['steps', 'stappen'],
    title: 'Steps',
    required: true,
    field: numeric('Steps', 0, 100_000, true),
    rule: 'must be a whole number from 0 to 100000',
    wholeNumber: true,
  },
  {
    name: 'ActiveMinutes',
    headers: ['active minutes', 'activeminutes', 'actieve minuten'],
    title: 'Active minutes',
    required: true,
    field: numeric('ActiveMinutes', 0, 1440, true),
    rule: 'must be a whole number from 0 to 1440',
    wholeNumber: true,
  },
  {
    name: 'SleepHours',
    headers: ['sleep hours', 'sleephours', 'slaapuren', 'uren slaap'],
    title: 'Sleep hours',
    required: false,
    field: numeric('SleepHours', 0, 24, false),
    rule: 'must be empty or a number from 0 to 24',
    wholeNumber: false,
  },
];

export interface ActivityDay {
  /** yyyy-mm-dd */
  date: IsoDate;
  values: Partial<Record<Column['name'], string>>;
}

export interface SpreadsheetProblem {
  row: number;
  column: string | null;
  message: string;
}

const problemText = (p: SpreadsheetProblem) =>
  p.column ? `Row ${p.row}, column ${p.column}: ${p.message}` : `Row ${p.row}: ${p.message}`;

export const importErrors = {
  /** Not an .xlsx file, or one that cannot be read. */
  unreadable: (why: string) =>
    new AppError(
      'BAD_REQUEST',
      'invalidSpreadsheet',
      `The file is not a readable .xlsx spreadsheet: ${why}.`,
    ),
  /** Cells or headers that break the rules; the message names the first row and column. */
  problems: (problems: readonly SpreadsheetProblem[]) => {
    const first = problems[0];
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : '';
    return new AppError(
      'BAD_REQUEST',
      'invalidSpreadsheet',
      `${first ? problemText(first) : 'The spreadsheet is not valid'}${more}`,
      { problems: problems.map((p) => ({ ...p, text: problemText(p) })) },
    );
  },
};

const normalizeHeader = (cell: CellValue) =>
  typeof cell === 'string' ? cell.trim().toLowerCase().replace(/\s+/g, ' ') : '';

/** A date cell (read as a Date at midnight UTC) or text dd-mm-yyyy, as dd-mm-yyyy text. */
function dateText(cell: CellValue): string {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    return `${pad(cell.getUTCDate())}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCFullYear(), 4)}`;
  }
  return typeof cell === 'string' ? cell.trim() : '';
}

function cellText(cell: CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : 'NaN';
  if (typeof cell === 'string') return cell.trim();
  if (cell instanceof Date) return 'a date';
  return typeof cell === 'boolean' ? String(cell) : 'a value';
}

/**
 * Reads the rows of the first sheet: row 1 holds the headers (any order, extra columns ignored), every
 * further non-empty row is one day. Throws importErrors.problems naming row and column of each bad cell.
 */
export function parseActivityRows(rows: readonly (readonly CellValue[])[], today: IsoDate): ActivityDay[] {
  const problems: SpreadsheetProblem[] = [];
  const header = rows[0] ?? [];
  const positions = new Map<Column, number>();
  for (const column of ACTIVITY_COLUMNS) {
    const index = header.findIndex((cell) => column.headers.includes(normalizeHeader(cell)));
    if (index >= 0) positions.set(column, index);
    else if (column.required) {
      problems.push({
        row: 1,
        column: column.title,
        message: `this header is missing; the first row must name the columns ${ACTIVITY_COLUMNS.map((c) => c.title).join(', ')}`,
      });
    }
  }
  if (problems.length > 0) throw importErrors.problems(problems);

  const days: ActivityDay[] = [];
  const rowOfDate = new Map<IsoDate, number>();
  rows.slice(1).forEach((cells, offset) => {
    const row = offset + 2;
    if (cells.every((cell) => cellText(cell) === '')) return;
    const day: ActivityDay = { date: '', values: {} };
    for (const [column, index] of positions) {
      const cell = cells[index] ?? null;
      const text = column.name === 'Date' ? dateText(cell) : cellText(cell);
      const result = validateField(column.field, text);
      let ok = isPassing(result) && !(column.required && text === '');
      const value = result.normalized ?? text;
      if (ok && column.wholeNumber && text !== '') ok = Number.isInteger(Number(value));
      if (ok && column.name === 'Date') {
        // The engine's date rule (§5) accepts day 00-31 in any month; an import needs a real day.
        const iso = dateFieldToIso(value);
        if (iso === null) ok = false;
        else if (iso > today) {
          problems.push({ row, column: column.title, message: 'must not be in the future' });
          continue;
        } else if (rowOfDate.has(iso)) {
          problems.push({
            row,
            column: column.title,
            message: `repeats the date of row ${rowOfDate.get(iso)}`,
          });
          continue;
        } else {
          rowOfDate.set(iso, row);
          day.date = iso;
        }
      }
      if (!ok) problems.push({ row, column: column.title, message: column.rule });
      else if (column.name !== 'Date' && value !== '') day.values[column.name] = value;
    }
    if (day.date !== '') days.push(day);
  });
  if (problems.length > 0) throw importErrors.problems(problems.slice(0, MAX_REPORTED_PROBLEMS));
  if (days.length === 0) {
    throw importErrors.problems([{ row: 2, column: null, message: 'the spreadsheet has no days to import' }]);
  }
  if (days.length > MAX_ACTIVITY_DAYS) {
    throw importErrors.problems([
      {
        row: MAX_ACTIVITY_DAYS + 2,
        column: null,
        message: `at most ${MAX_ACTIVITY_DAYS} days can be imported at once`,
      },
    ]);
  }
  return days;
}

/** The data items of the imported days. */
export function activityItems(days: readonly ActivityDay[]): { dataKey: string; dataValue: string }[] {
  return days.flatMap((day) =>
    Object.entries(day.values).map(([name, value]) => ({
      dataKey: `${ACTIVITY_KEY_PREFIX}${day.date}:${name}`,
      dataValue: value,
    })),
  );
}

/**
 * The .xlsx (a zip archive) unpacked here, by its central directory, with a hard cap on the bytes each entry and all
 * entries together inflate to, whatever the archive declares: a zip bomb is refused after at most the cap is
 * inflated. The answer is a new, uncompressed archive of the parts the spreadsheet reader needs (.xml, .rels), so
 * the reader sees exactly what was checked here. Throws importErrors.unreadable otherwise.
 */
export function unpackXlsx(bytes: Buffer): Buffer {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw importErrors.unreadable('it is not an .xlsx file');
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw importErrors.unreadable('the archive is damaged');
  const count = bytes.readUInt16LE(end + 10);
  if (count > MAX_ACTIVITY_ENTRIES) throw importErrors.unreadable('the archive has too many parts');
  let offset = bytes.readUInt32LE(end + 16);
  let unpacked = 0;
  const entries: { name: string; data: Buffer }[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) {
      throw importErrors.unreadable('the archive is damaged');
    }
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (!name.endsWith('.xml') && !name.endsWith('.rels')) continue;
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== 0x04034b50) {
      throw importErrors.unreadable('the archive is damaged');
    }
    const start =
      localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (start + compressedSize > bytes.length) throw importErrors.unreadable('the archive is damaged');
    const stored = bytes.subarray(start, start + compressedSize);
    const cap = Math.min(MAX_ACTIVITY_ENTRY_BYTES, MAX_ACTIVITY_UNPACKED_BYTES - unpacked);
    const data = inflateCapped(method, stored, cap);
    unpacked += data.length;
    entries.push({ name, data });
  }
  return storedZip(entries);
}

/** An entry's bytes, inflating no more than `cap` bytes: beyond it the archive is refused. */
function inflateCapped(method: number, stored: Buffer, cap: number): Buffer {
  if (method === 0) {
    if (stored.length > cap) throw importErrors.unreadable('it unpacks to too much data');
    return stored;
  }
  if (method !== 8) throw importErrors.unreadable('the archive uses an unknown compression');
  try {
    // maxOutputLength stops inflating at the cap: memory stays bounded whatever the entry claims.
    return inflateRawSync(stored, { maxOutputLength: Math.max(cap, 1) });
  } catch (error) {
    if (error instanceof RangeError) throw importErrors.unreadable('it unpacks to too much data');
    throw importErrors.unreadable('the archive is damaged');
  }
}

/** A zip archive of uncompressed entries (method 0) with their true sizes and CRC-32. */
function storedZip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  return writeZip(
    entries.map(({ name, data }) => ({ name, stored: data, method: 0, size: data.length, crc: crc32(data) })),
  );
}

/** One entry of a zip archive as written: its bytes as stored, how (0 stored, 8 deflated), its size and CRC-32. */
export interface ZipEntry {
  name: string;
  stored: Buffer;
  method: 0 | 8;
  size: number;
  crc: number;
}

/** A zip archive of the entries, each with the size it states (UTF-8 names, no extra fields). */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let at = 0;
  for (const { name, stored, method, size, crc } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(at, 42);
    parts.push(local, nameBytes, stored);
    directory.push(central, nameBytes);
    at += 30 + nameBytes.length + stored.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}
