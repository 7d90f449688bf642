import { z } from 'zod/mini';
import {
  hasStreetAndNumber,
  RemeasurementOrderErrorCode as Code,
  type RemeasurementOrderErrorCode,
} from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import type { CurrentUser } from '../../lib/currentUser';

/** The address fields in screen order: the first one with an error gets the focus. */
export const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'locality', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type RemeasurementAddress = Record<AddressField, string>;

const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

/**
 * The remeasurement address (customer-journey §5): every field required, the street with its house number. These
 * checks only save a round trip; the server checks again and its errors land on the same fields. Messages are
 * the server's error codes, translated under remeasurement.errors. zod's small build: no JSON Schema output.
 */
export const addressSchema = z.object({
  streetAddress: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, Code.STREET_ADDRESS_REQUIRED),
      z.refine(hasStreetAndNumber, Code.INVALID_STREET_ADDRESS),
    ),
  postalCode: z.string().check(z.trim(), z.minLength(1, Code.POSTAL_CODE_REQUIRED)),
  locality: z.string().check(z.trim(), z.minLength(1, Code.LOCALITY_REQUIRED)),
  country: z.string().check(z.trim(), z.minLength(1, Code.COUNTRY_REQUIRED)),
}) satisfies z.ZodMiniType<RemeasurementAddress>;

/** The address the customer has given before, as far as it goes; null when they have none at all. */
export function knownAddress(user: CurrentUser | undefined): RemeasurementAddress | null {
  const address = user?.address;
  if (!address) return null;
  const known = {
    streetAddress: address.streetAddress ?? '',
    postalCode: address.postalCode ?? '',
    locality: address.locality ?? '',
    country: address.country?.toUpperCase() ?? '',
  };
  return Object.values(known).some(Boolean) ? known : null;
}

/** Whether the address has every part the remeasurement needs. */
export function isCompleteAddress(address: RemeasurementAddress | null): address is RemeasurementAddress {
  return address !== null && addressSchema.safeParse(address).success;
}

/** Codes of a failed redeem that have their own text (customer-journey §8), besides the address's own. */
const KNOWN_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.values(Code),
  'noEntitlement',
  'notFound',
]);
export type RedeemErrorCode = RemeasurementOrderErrorCode | 'noEntitlement' | 'notFound';

export function isRedeemErrorCode(value: string): value is RedeemErrorCode {
  return KNOWN_CODES.has(value);
}

/**
 * Why redeeming failed: a code with its own text (readyToBuyAfterFourMonths with the day it becomes possible), or
 * the server's own message; at the address field it concerns, when the server names one.
 */
export interface RedeemProblem {
  code: RedeemErrorCode | null;
  message: string;
  field: AddressField | null;
  availableFrom: string | null;
}

export function redeemProblemOf(error: unknown): RedeemProblem {
  if (!isApiError(error)) {
    return {
      code: null,
      message: error instanceof Error ? error.message : String(error),
      field: null,
      availableFrom: null,
    };
  }
  const fields = error.details?.fields;
  const field =
    typeof fields === 'object' && fields !== null ? (Object.keys(fields).find(isAddressField) ?? null) : null;
  const availableFrom = error.details?.availableFrom;
  return {
    code: isRedeemErrorCode(error.code) ? error.code : null,
    message: error.message,
    field,
    availableFrom: typeof availableFrom === 'string' ? availableFrom : null,
  };
}
