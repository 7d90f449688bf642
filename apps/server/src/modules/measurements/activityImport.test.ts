import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { zipBomb } from '../../test/zipBomb.js';
import {
  activityItems,
  MAX_ACTIVITY_FILE_BYTES,
  MAX_ACTIVITY_UNPACKED_BYTES,
  parseActivityRows,
  unpackXlsx,
} from './activityImport.js';

const TODAY = '2026-03-02';
const header = ['Date', 'Steps', 'Active minutes', 'Sleep hours'];

function problems(rows: unknown[][]): string[] {
  try {
    parseActivityRows(rows, TODAY);
  } catch (error) {
    if (error instanceof AppError) {
      return (error.details?.problems as { text: string }[]).map((p) => p.text);
    }
    throw error;
  }
  return [];
}

describe('parseActivityRows', () => {
  it('reads columns in any order, in English or Dutch, ignoring extra columns and empty rows', () => {
    const days = parseActivityRows(
      [
        ['Notes', 'Slaapuren', 'Stappen', 'Datum', 'Actieve minuten'],
        ['ok', '6,5', 9000, '01-03-2026', 30],
        [null, null, null, null, null],
        ['', null, '0', new Date(Date.UTC(2026, 1, 28)), '0'],
      ],
      TODAY,
    );
    expect(days).toEqual([
      { date: '2026-03-01', values: { Steps: '9000', ActiveMinutes: '30', SleepHours: '6.5' } },
      { date: '2026-02-28', values: { Steps: '0', ActiveMinutes: '0' } },
    ]);
    expect(activityItems(days).map((i) => i.dataKey)).toContain('Activity:2026-03-01:SleepHours');
  });

  it('names the row and column of every bad cell', () => {
    expect(
      problems([
        header,
        ['31-02-2026', 100, 10, 7],
        ['01-03-2026', -5, 10, 7],
        ['02-03-2026', 100, 1441, 25],
        ['03-03-2026', 100, 10, 7],
        ['01-03-2026', 'many', '', 7],
      ]),
    ).toEqual([
      'Row 2, column Date: must be a date cell or a date written dd-mm-yyyy',
      'Row 3, column Steps: must be a whole number from 0 to 100000',
      'Row 4, column Active minutes: must be a whole number from 0 to 1440',
      'Row 4, column Sleep hours: must be empty or a number from 0 to 24',
      'Row 5, column Date: must not be in the future',
      'Row 6, column Date: repeats the date of row 3',
      'Row 6, column Steps: must be a whole number from 0 to 100000',
      'Row 6, column Active minutes: must be a whole number from 0 to 1440',
    ]);
  });

  it('needs the headers and at least one day', () => {
    expect(problems([['Date', 'Steps']])[0]).toMatch(/^Row 1, column Active minutes: this header is missing/);
    expect(problems([header])).toEqual(['Row 2: the spreadsheet has no days to import']);
  });
});

describe('unpackXlsx', () => {
  it('refuses what is not a zip archive', () => {
    expect(() => unpackXlsx(Buffer.from('hello, this is plain text'))).toThrow(/not an .xlsx file/);
    expect(() => unpackXlsx(Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]))).toThrow(
      /damaged/,
    );
  });

  it('refuses a zip bomb that lies about its size, whatever the archive declares', () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(MAX_ACTIVITY_FILE_BYTES);
    const before = process.memoryUsage().arrayBuffers;
    let refusal: unknown;
    try {
      unpackXlsx(bomb);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 400, code: 'invalidSpreadsheet' });
    expect((refusal as AppError).message).toMatch(/unpacks to too much data/);
    // At most the cap was inflated, not the 64 MiB the sheet holds.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(
      MAX_ACTIVITY_UNPACKED_BYTES + 8 * 1024 * 1024,
    );
  });

  it('hands the reader the same sheet, uncompressed', async () => {
    const rows = [header, ['01-03-2026', 8000, 45, 7.5]];
    const xlsx = await writeExcelFile(rows as SheetData, { dateFormat: 'dd-mm-yyyy' }).toBuffer();
    expect(await readSheet(unpackXlsx(xlsx))).toEqual(await readSheet(xlsx));
  });
});
