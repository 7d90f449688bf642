import { queryOptions } from '@tanstack/react-query';
import type { HealthDataKind, Locale } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { MyConsentHistoryQuery, MyDataExportQuery } from '../../lib/gql/graphql';

/** The person's own consent ledger over all their passports, newest first. */
const MyConsentHistoryDocument = graphql(`
  query MyConsentHistory {
    myConsentHistory {
      id
      action
      type
      version
      title {
        en_US
        nl_NL
      }
      url {
        en_US
        nl_NL
      }
      isRequired
      withdrawable
      occurredAt
      recordedByOther
      healthPassport {
        id
        displayName
        localizedProductName
        createdDate
      }
      requestedPermission {
        id
      }
    }
  }
`);

const WithdrawPermissionDocument = graphql(`
  mutation WithdrawPermission($healthPassportId: ID!, $requestedPermissionId: ID!) {
    withdrawPermission(healthPassportId: $healthPassportId, requestedPermissionId: $requestedPermissionId)
  }
`);

/** Who read the person's data, over all their passports (the access audit), filtered by reader and kind. */
const MyHealthDataViewsDocument = graphql(`
  query MyHealthDataViews($viewerId: ID, $what: HealthDataKind) {
    myHealthDataViews(viewerId: $viewerId, what: $what) {
      ...HealthDataReadFields
    }
  }
`);

export type ConsentEntry = MyConsentHistoryQuery['myConsentHistory'][number];

export const privacyQueryKey = ['privacy'] as const;

/** Titles and passport names come in the interface language: the language is part of the key. */
export function consentHistoryQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...privacyQueryKey, 'consents', locale] as const,
    queryFn: async () => (await graphqlRequest(MyConsentHistoryDocument)).myConsentHistory,
  });
}

export interface DataViewsFilter {
  viewerId: string | null;
  what: HealthDataKind | null;
}

export function dataViewsQueryOptions(filter: DataViewsFilter) {
  return queryOptions({
    queryKey: [...privacyQueryKey, 'views', filter.viewerId, filter.what] as const,
    queryFn: async () => (await graphqlRequest(MyHealthDataViewsDocument, filter)).myHealthDataViews,
  });
}

export async function withdrawPermission(healthPassportId: string, requestedPermissionId: string) {
  return (await graphqlRequest(WithdrawPermissionDocument, { healthPassportId, requestedPermissionId }))
    .withdrawPermission;
}

graphql(`
  fragment DataExportFields on DataExport {
    status
    requestedAt
    readyAt
    expiresAt
    sizeBytes
    url
    urlExpiresAt
  }
`);

/** The person's latest data export: NONE, PREPARING, READY (with a signed url valid minutes) or FAILED. */
const MyDataExportDocument = graphql(`
  query MyDataExport {
    myDataExport {
      ...DataExportFields
    }
  }
`);

const RequestMyDataExportDocument = graphql(`
  mutation RequestMyDataExport {
    requestMyDataExport {
      ...DataExportFields
    }
  }
`);

export type DataExport = MyDataExportQuery['myDataExport'];

/** How often /privacy asks again while the export is being prepared. */
export const DATA_EXPORT_POLL_MS = 2000;

export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: [...privacyQueryKey, 'export'] as const,
    queryFn: async () => (await graphqlRequest(MyDataExportDocument)).myDataExport,
    // Asks again while the job prepares it; the signed url of a READY export is fresh on every answer.
    refetchInterval: (query) => (query.state.data?.status === 'PREPARING' ? DATA_EXPORT_POLL_MS : false),
  });
}

export async function requestMyDataExport(): Promise<DataExport> {
  return (await graphqlRequest(RequestMyDataExportDocument)).requestMyDataExport;
}
