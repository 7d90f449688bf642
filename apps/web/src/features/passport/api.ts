import { queryOptions } from '@tanstack/react-query';
import {
  isLayoutType,
  LOCAL_LAYOUT_PREFIX,
  staticLayoutUrl,
  type LayoutComponent,
  type LayoutDocument,
  type Locale,
  type NavigationRoute,
  type NavigationRoutes,
  type PassportStatus,
} from '@health-passport/domain';
import { ApiError, CLIENT_ERROR_CODES, graphqlRequest, restRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import { passportPagesQueryKey } from '../../lib/queryKeys';

/**
 * Whose passport the pages ask for: the consumer's own (`/api/v2/{passportId}/...`), or, for a professional,
 * the selected individual's (`/api/v2/health-coach/{serviceNumber}/{passportId}/...`) (§7).
 */
export interface PassportScope {
  passportId: string;
  /** The selected individual's service number; null for the consumer's own passport. */
  serviceNumber: string | null;
}

/** Code of a layout whose type the portal does not show (§2.4 "Other layouts: not shown"). */
export const UNSUPPORTED_LAYOUT_TYPE = 'unsupportedLayoutType';

function scopeBase({ passportId, serviceNumber }: PassportScope): string {
  const passport = encodeURIComponent(passportId);
  return serviceNumber === null
    ? `/api/v2/${passport}`
    : `/api/v2/health-coach/${encodeURIComponent(serviceNumber)}/${passport}`;
}

export function routesPath(scope: PassportScope): string {
  return `${scopeBase(scope)}/routes`;
}

/** "my-health/body-heart" keeps its slash; each segment is encoded. */
export function layoutPath(scope: PassportScope, layout: string): string {
  return `${scopeBase(scope)}/${layout.split('/').map(encodeURIComponent).join('/')}`;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function malformed(what: string): ApiError {
  return new ApiError(200, CLIENT_ERROR_CODES.badResponse, `The server sent a malformed ${what}`);
}

function parseRoute(value: unknown): NavigationRoute {
  if (!isObject(value) || !isText(value.name) || !isText(value.path) || !isText(value.layout)) {
    throw malformed('navigation route');
  }
  return {
    name: value.name,
    path: value.path,
    layout: value.layout,
    title: isText(value.title) ? value.title : value.name,
    ...(isText(value.icon) ? { icon: value.icon } : {}),
    ...(isText(value.upsellText) && value.upsellText !== '' ? { upsellText: value.upsellText } : {}),
    children: Array.isArray(value.children) ? value.children.map(parseRoute) : [],
  };
}

export function parseNavigationRoutes(value: unknown): NavigationRoutes {
  if (!isObject(value) || !Array.isArray(value.routes)) throw malformed('navigation routes');
  return {
    passportId: isText(value.passportId) ? value.passportId : '',
    routes: value.routes.map(parseRoute),
  };
}

/**
 * A layout document. Its content tree is passed on as it came: the catalogue renders what it knows and a
 * notice for the rest. A layout type the portal does not show is refused with a warning (§2.4).
 */
export function parseLayoutDocument(value: unknown): LayoutDocument {
  if (!isObject(value) || !isText(value.type) || !Array.isArray(value.components)) {
    throw malformed('layout');
  }
  if (!isLayoutType(value.type)) {
    console.warn(`Layout type "${value.type}" is not shown`);
    throw new ApiError(200, UNSUPPORTED_LAYOUT_TYPE, `Layout type "${value.type}" is not shown`);
  }
  return {
    type: value.type,
    name: isText(value.name) ? value.name : '',
    title: isText(value.title) ? value.title : '',
    theme: isText(value.theme) ? value.theme : '',
    passportId: isText(value.passportId) ? value.passportId : '',
    ...(isText(value.tableVersion) && value.tableVersion !== '' ? { tableVersion: value.tableVersion } : {}),
    components: value.components as LayoutComponent[],
  };
}

/** Server texts come in the interface language; the language is part of every key, so a switch reloads. */
const languageHeaders = (locale: Locale) => ({ headers: { 'Accept-Language': locale } });

/** The menu routes of a passport (§7 routes). */
export function passportRoutesQueryOptions(scope: PassportScope, locale: Locale) {
  return queryOptions({
    queryKey: [...passportPagesQueryKey, 'routes', scope.serviceNumber, scope.passportId, locale] as const,
    queryFn: async () =>
      parseNavigationRoutes(
        await restRequest<unknown>('GET', routesPath(scope), undefined, languageHeaders(locale)),
      ),
  });
}

/**
 * The layout of one route (§2.4): from the server, or the static JSON of a "local:" layout. The key holds
 * the layout, the passport and its status, so it reloads when any of them changes.
 */
export function layoutQueryOptions(
  scope: PassportScope,
  layout: string,
  passportStatus: PassportStatus,
  locale: Locale,
) {
  const url = layout.startsWith(LOCAL_LAYOUT_PREFIX) ? staticLayoutUrl(layout) : layoutPath(scope, layout);
  return queryOptions({
    queryKey: [
      ...passportPagesQueryKey,
      'layout',
      scope.serviceNumber,
      scope.passportId,
      passportStatus,
      layout,
      locale,
    ] as const,
    queryFn: async () =>
      parseLayoutDocument(await restRequest<unknown>('GET', url, undefined, languageHeaders(locale))),
  });
}

/** `healthPassportHasProgram` (§7): whether the passport belongs to a programme (a mission package). */
const HealthPassportHasProgramDocument = graphql(`
  query HealthPassportHasProgram($healthPassportId: ID!) {
    healthPassportHasProgram(healthPassportId: $healthPassportId)
  }
`);

export function hasProgramQueryOptions(passportId: string) {
  return queryOptions({
    queryKey: [...passportPagesQueryKey, 'hasProgram', passportId] as const,
    queryFn: async () =>
      (await graphqlRequest(HealthPassportHasProgramDocument, { healthPassportId: passportId }))
        .healthPassportHasProgram,
  });
}
