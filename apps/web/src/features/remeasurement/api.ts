import { queryOptions } from '@tanstack/react-query';
import { PassportStatus } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type { RemeasurementAddressInput, RemeasurementPassportsQuery } from '../../lib/gql/graphql';
import { passportsQueryKey } from '../passports';

const RemeasurementPassportsDocument = graphql(`
  query RemeasurementPassports {
    healthPassports {
      id
      status
      createdDate
      remeasurementAvailableFrom
    }
  }
`);

const RedeemRemeasurementDocument = graphql(`
  mutation RedeemRemeasurement($healthPassportId: ID!, $address: RemeasurementAddressInput!) {
    redeemRemeasurement(healthPassportId: $healthPassportId, address: $address) {
      id
      status
      product {
        packageCode
      }
      healthPassport {
        id
        packageCode
        status
        remeasurementType
      }
    }
  }
`);

export type RemeasurementPassport = RemeasurementPassportsQuery['healthPassports'][number];

/**
 * The signed-in customer's passports with the first day of their remeasurement. Under the passport lists' key,
 * so whatever refreshes the passports refreshes this too.
 */
export function remeasurementPassportsQueryOptions() {
  return queryOptions({
    queryKey: [...passportsQueryKey, 'remeasurement'] as const,
    queryFn: async () => (await graphqlRequest(RemeasurementPassportsDocument)).healthPassports,
  });
}

/** Redeems the bought remeasurement for the passport, from the address (customer-journey §4, §7). */
export async function redeemRemeasurement(healthPassportId: string, address: RemeasurementAddressInput) {
  return (await graphqlRequest(RedeemRemeasurementDocument, { healthPassportId, address }))
    .redeemRemeasurement;
}

/** What the customer may do about remeasuring now. */
export type RemeasurementOutlook =
  /** Not before that day (yyyy-mm-dd). */
  { kind: 'from'; availableFrom: string } | { kind: 'now'; passportId: string };

const newestFirst = (passports: readonly RemeasurementPassport[]) =>
  [...passports].sort((a, b) => b.createdDate.localeCompare(a.createdDate));

/** The newest PUBLISHED passport: the one a remeasurement is redeemed for (customer-journey §8 notYetReadyToBuy). */
export function latestPublishedPassport(
  passports: readonly RemeasurementPassport[],
): RemeasurementPassport | undefined {
  return newestFirst(passports).find((p) => p.status === PassportStatus.PUBLISHED);
}

/**
 * When the newest published passport can be remeasured (customer-journey §4: four months after publication, the
 * day the server names), seen on `today` (yyyy-mm-dd, Amsterdam). Null without a published passport, and while a
 * newer passport is under way (the remeasurement, or another check, already started).
 */
export function remeasurementOutlook(
  passports: readonly RemeasurementPassport[],
  today: string,
): RemeasurementOutlook | null {
  const [newest] = newestFirst(passports);
  if (newest?.status !== PassportStatus.PUBLISHED || !newest.remeasurementAvailableFrom) return null;
  return today < newest.remeasurementAvailableFrom
    ? { kind: 'from', availableFrom: newest.remeasurementAvailableFrom }
    : { kind: 'now', passportId: newest.id };
}
