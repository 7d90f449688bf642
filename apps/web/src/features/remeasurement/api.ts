import { queryOptions } from '@tanstack/react-query';
import { AddonCode, EntitlementType, PassportStatus, SHOP_COUNTRY } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import type {
  OrderUserInput,
  RemeasurementAddressInput,
  RemeasurementOfferQuery,
  RemeasurementPassportsQuery,
} from '../../lib/gql/graphql';
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

const RemeasurementOfferDocument = graphql(`
  query RemeasurementOffer($packageCode: String!) {
    myEntitlements {
      id
      type
      redeemedDate
    }
    productByPackageCode(packageCode: $packageCode) {
      id
      purchasePriceNL {
        customerPrice
        customerCurrency
      }
    }
  }
`);

const BuyRemeasurementDocument = graphql(`
  mutation BuyRemeasurement(
    $productId: ID!
    $shopCountryCode: String!
    $userInput: OrderUserInput!
    $returnUrl: String!
    $healthPassportId: ID!
  ) {
    createOrder(
      productId: $productId
      shopCountryCode: $shopCountryCode
      userInput: $userInput
      returnUrl: $returnUrl
      healthPassportId: $healthPassportId
    ) {
      id
      status
    }
  }
`);

export type RemeasurementPassport = RemeasurementPassportsQuery['healthPassports'][number];

/** Whether a bought remeasurement waits to be redeemed, else what buying one costs (the shop's product, NL). */
export type RemeasurementOffer =
  | { kind: 'bought' }
  | { kind: 'forSale'; productId: string; price: { customerPrice: number; customerCurrency: string } }
  /** Not bought, and the shop does not sell it now. */
  | { kind: 'unavailable' };

function offerOf(data: RemeasurementOfferQuery): RemeasurementOffer {
  const waiting = data.myEntitlements.some(
    (e) => e.type === EntitlementType.REMEASUREMENT && e.redeemedDate === null,
  );
  if (waiting) return { kind: 'bought' };
  const product = data.productByPackageCode;
  return product?.purchasePriceNL
    ? { kind: 'forSale', productId: product.id, price: product.purchasePriceNL }
    : { kind: 'unavailable' };
}

/**
 * What confirming the remeasurement does: redeem the one bought, or buy one. Under the passport lists' key, so
 * redeeming (which refreshes the passports) asks again.
 */
export function remeasurementOfferQueryOptions() {
  return queryOptions({
    queryKey: [...passportsQueryKey, 'remeasurementOffer'] as const,
    queryFn: async () =>
      offerOf(await graphqlRequest(RemeasurementOfferDocument, { packageCode: AddonCode.REMEASUREMENT })),
  });
}

/** An order of the remeasurement for the passport (customer-journey §4, §7): it is redeemed once paid. */
export async function buyRemeasurement(
  productId: string,
  healthPassportId: string,
  userInput: OrderUserInput,
  returnUrl: string,
): Promise<{ id: string }> {
  const { createOrder } = await graphqlRequest(BuyRemeasurementDocument, {
    productId,
    shopCountryCode: SHOP_COUNTRY,
    userInput,
    returnUrl,
    healthPassportId,
  });
  return createOrder;
}

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
