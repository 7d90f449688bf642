import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { UNITS_CONFIRMED_PARAM, UPLOAD_SUCCESS_MARKER, type Locale } from '@health-passport/domain';
import type { DataItem, FormGroup } from '@health-passport/form-engine';
import { restUpload } from '../../lib/api';
import { getFormDefinition, putFormAnswers } from '../../lib/formDefinitions';
import type { UploadAnswer } from '../forms';

const enc = encodeURIComponent;

/** `GET`/`PUT /api/v2/users/{serviceNumber}/{passportId}/onboarding` (docs/contracts/forms-api.md, P&P §7). */
export function measurementsPath(serviceNumber: string, passportId: string): string {
  return `/api/v2/users/${enc(serviceNumber)}/${enc(passportId)}/onboarding`;
}

/** `POST /api/v2/users/{serviceNumber}/{passportId}/uploads`: scan images of upload fields. */
export function uploadsPath(serviceNumber: string, passportId: string): string {
  return `/api/v2/users/${enc(serviceNumber)}/${enc(passportId)}/uploads`;
}

/** `PUT /api/v2/imports/activity-excel/`: an activity tracker's spreadsheet of a person. */
export const ACTIVITY_IMPORT_PATH = '/api/v2/imports/activity-excel/';

/** The file types the activity import takes (an Excel workbook, .xlsx). */
export const SPREADSHEET_EXTENSION = '.xlsx';
export const SPREADSHEET_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const measurementsQueryKey = ['measurements'] as const;

export function measurementsQueryOptions(serviceNumber: string, passportId: string, locale: Locale) {
  return queryOptions({
    queryKey: [...measurementsQueryKey, serviceNumber, passportId, locale] as const,
    queryFn: () => getFormDefinition(measurementsPath(serviceNumber, passportId), locale),
    // After a language switch the open page stays on screen until the translated form is there.
    placeholderData: keepPreviousData,
    // Not while someone is entering measurements: every save answers the refreshed form itself.
    refetchOnWindowFocus: false,
  });
}

/**
 * Saves a page of measurements; `unitsConfirmed` names the values staff confirmed after the warning that they look
 * entered in another unit (the server refuses such a value without it).
 */
export function saveMeasurements(
  serviceNumber: string,
  passportId: string,
  items: readonly DataItem[],
  locale: Locale,
  unitsConfirmed: readonly string[] = [],
): Promise<FormGroup[] | undefined> {
  const path = measurementsPath(serviceNumber, passportId);
  const query =
    unitsConfirmed.length > 0 ? `?${UNITS_CONFIRMED_PARAM}=${unitsConfirmed.map(enc).join(',')}` : '';
  return putFormAnswers(`${path}${query}`, items, locale);
}

/** Whether an answer of the upload or import endpoints reports success (P&P §4, §7). */
export function isSuccessAnswer(text: string): boolean {
  return text.toLowerCase().includes(UPLOAD_SUCCESS_MARKER);
}

/**
 * Uploads one scan image. The server answers `success: <stored name>`; that name becomes the field's value
 * (so the saved measurement points at the stored file). Any other answer fails the upload field.
 */
export async function uploadScanFile(
  serviceNumber: string,
  passportId: string,
  dataKey: string,
  file: File,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('dataKey', dataKey);
  form.set('file', file);
  const text = await restUpload('POST', uploadsPath(serviceNumber, passportId), form);
  const stored = /success\s*:\s*(\S.*)$/i.exec(text.trim())?.[1]?.trim();
  return stored ? { text, value: stored } : text;
}

/** Imports an activity spreadsheet of a person; answers the server's text (`success: 14 days imported`). */
export function importActivitySpreadsheet(serviceNumber: string, file: File): Promise<string> {
  const form = new FormData();
  form.set('serviceNumber', serviceNumber);
  form.set('file', file);
  return restUpload('PUT', ACTIVITY_IMPORT_PATH, form);
}
