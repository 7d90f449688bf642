import { queryOptions } from '@tanstack/react-query';
import type { IsoDate, Locale } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { SharedHealthPassportsQuery } from '../../lib/gql/graphql';

/** The signed-in person's own passports, each with its live shares (customer-journey §7 "shared health passports"). */
const SharedHealthPassportsDocument = graphql(`
  query SharedHealthPassports {
    healthPassports {
      id
      status
      displayName
      localizedProductName
      createdDate
      shares {
        ...ShareFields
      }
    }
  }
`);

graphql(`
  fragment ShareFields on Share {
    name
    email
    phoneNumber
    serviceNumber
    status
    expiryDate
    createdDate
    activatedDate
  }
`);

graphql(`
  fragment HealthDataReadFields on HealthDataRead {
    id
    healthPassportId
    viewerId
    viewerName
    viewerRoles
    what
    detail
    viewedAt
  }
`);

/** Who read the passport's health data: staff and external viewers, newest first (the access audit). */
const HealthPassportViewsDocument = graphql(`
  query HealthPassportViews($healthPassportId: ID!) {
    healthPassportViews(healthPassportId: $healthPassportId) {
      ...HealthDataReadFields
    }
  }
`);

const ShareHealthPassportDocument = graphql(`
  mutation ShareHealthPassport($healthPassportId: ID!, $expiryDate: Date, $recipient: ShareRecipientInput!) {
    shareHealthPassport(healthPassportId: $healthPassportId, expiryDate: $expiryDate, recipient: $recipient) {
      id
      shares {
        ...ShareFields
      }
    }
  }
`);

const RevokeShareDocument = graphql(`
  mutation RevokeShare($healthPassportId: ID!, $recipientServiceNumber: String!) {
    revokeShare(healthPassportId: $healthPassportId, recipientServiceNumber: $recipientServiceNumber) {
      id
    }
  }
`);

export type SharedPassport = SharedHealthPassportsQuery['healthPassports'][number];
export type Share = NonNullable<SharedPassport['shares']>[number];

export const sharingQueryKey = ['sharing'] as const;

/** Product names come in the interface language: the language is part of the key. */
export function sharedPassportsQueryKey(locale: Locale) {
  return [...sharingQueryKey, 'passports', locale] as const;
}

export function sharedPassportsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: sharedPassportsQueryKey(locale),
    queryFn: async () => (await graphqlRequest(SharedHealthPassportsDocument)).healthPassports,
  });
}

export function passportViewsQueryOptions(passportId: string) {
  return queryOptions({
    queryKey: [...sharingQueryKey, 'views', passportId] as const,
    queryFn: async () =>
      (await graphqlRequest(HealthPassportViewsDocument, { healthPassportId: passportId }))
        .healthPassportViews,
  });
}

export interface ShareRequest {
  healthPassportId: string;
  /** Absent: the server's default, 3 months from today. */
  expiryDate: IsoDate | null;
  recipient: { firstName: string; lastName: string; email: string; phoneNumber: string };
}

/** Shares the passport; answers its live shares, the new one included. */
export async function sharePassport(request: ShareRequest): Promise<Share[]> {
  const { shareHealthPassport } = await graphqlRequest(ShareHealthPassportDocument, request);
  return shareHealthPassport.shares ?? [];
}

export async function revokeShare(healthPassportId: string, recipientServiceNumber: string): Promise<void> {
  await graphqlRequest(RevokeShareDocument, { healthPassportId, recipientServiceNumber });
}
