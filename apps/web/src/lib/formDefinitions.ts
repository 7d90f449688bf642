import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { parseFormDefinition } from '@health-passport/form-engine';
import type { DataItem, FormGroup } from '@health-passport/form-engine';
import type { Locale } from '@health-passport/domain';
import { ApiError, CLIENT_ERROR_CODES, restRequest } from './api';

/** A definition the engine refuses is a broken answer (reported by the form's failure state). */
function definitionOf(json: unknown): FormGroup[] {
  const parsed = parseFormDefinition(json);
  if (parsed.ok) return parsed.groups;
  throw new ApiError(
    200,
    CLIENT_ERROR_CODES.badResponse,
    `The server sent a form definition the form engine refuses: ${parsed.errors.slice(0, 5).join('; ')}`,
  );
}

/*
 * Calls of the server-defined forms (questionnaire, register consent, measurements). Kept out of lib/api so
 * the form engine loads with the pages that use it, not with every page.
 */

/**
 * A server-defined form (docs/contracts/forms-api.md): `FormGroup[]` in the given language (sent as
 * `Accept-Language`), with the saved answers as `dataValue`, checked by the form engine.
 */
export async function getFormDefinition(path: string, locale: Locale): Promise<FormGroup[]> {
  return definitionOf(
    await restRequest<unknown>('GET', path, undefined, { headers: { 'Accept-Language': locale } }),
  );
}

/**
 * Saves data items of a server-defined form; answers the refreshed `FormGroup[]` (undefined when the server
 * answers without a body, in which case the form keeps its definition).
 */
export async function putFormAnswers(
  path: string,
  items: readonly DataItem[],
  locale: Locale,
): Promise<FormGroup[] | undefined> {
  const json = await restRequest<unknown>('PUT', path, items, { headers: { 'Accept-Language': locale } });
  return json === undefined ? undefined : definitionOf(json);
}

/**
 * A server-defined form a person fills in page by page on a page of its own (questionnaire, register
 * consent): the path it is loaded from (GET) and saved to (PUT), and the first part of its query key.
 */
export interface ServerForm {
  path: string;
  queryKey: readonly [string];
}

/**
 * The form in the interface language, saved answers filled in. After a language switch the previous
 * language stays on screen until the new one is there, so the open page is kept.
 */
export function serverFormQueryOptions(form: ServerForm, locale: Locale) {
  return queryOptions({
    queryKey: [...form.queryKey, locale] as const,
    queryFn: () => getFormDefinition(form.path, locale),
    placeholderData: keepPreviousData,
    // Not while someone is answering: the page keeps the cache up to date with every save itself.
    refetchOnWindowFocus: false,
  });
}

/** Saves data items of a page of the form; answers the refreshed definition (see putFormAnswers). */
export function saveServerForm(
  form: ServerForm,
  items: readonly DataItem[],
  locale: Locale,
): Promise<FormGroup[] | undefined> {
  return putFormAnswers(form.path, items, locale);
}
