import { z } from 'zod/mini';
import {
  CheckoutErrorKey,
  hasStreetAndNumber,
  isValidInternationalPhone,
  isValidPostalCode,
  toApiLocale,
  type CheckoutField,
  type Locale,
} from '@health-passport/domain';
import type { CurrentUser } from '../../lib/currentUser';
import type { OrderUserInput } from './api';

/**
 * Messages of the client's own checks: the keys of §8's table where one fits, plus two of ours for input
 * the server would refuse with a less precise message. Translated under cart.errors.
 */
export const ClientErrorKey = Object.freeze({
  ...CheckoutErrorKey,
  POSTAL_CODE_FORMAT: 'postalCodeFormat',
  TERMS_REQUIRED: 'termsRequired',
} as const);
export type ClientErrorKey = (typeof ClientErrorKey)[keyof typeof ClientErrorKey];

// Not aborting: the postal-code check across fields must still run while another field is empty (the
// form shows the first message of each field).
const required = (key: ClientErrorKey) => ({ message: key });

/**
 * The personal-information form (customer-journey §5 "Cart personal information"). These checks save a
 * round trip; the server validates the order again and its messages land on the same fields. zod's small build:
 * no JSON Schema output.
 */
export const checkoutSchema = z
  .object({
    givenName: z.string().check(z.trim(), z.minLength(1, required(ClientErrorKey.GIVEN_NAME))),
    familyName: z.string().check(z.trim(), z.minLength(1, required(ClientErrorKey.FAMILY_NAME))),
    companyName: z.string().check(z.trim()),
    streetAddress: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required(ClientErrorKey.STREET_ADDRESS_REQUIRED)),
        z.refine(hasStreetAndNumber, ClientErrorKey.STREET_ADDRESS_WITH_NUMBER),
      ),
    locality: z.string().check(z.trim(), z.minLength(1, required(ClientErrorKey.CITY_REQUIRED))),
    region: z.string().check(z.trim()),
    postalCode: z.string().check(z.trim(), z.minLength(1, required(ClientErrorKey.POSTAL_CODE_REQUIRED))),
    country: z.string().check(z.minLength(1, required(ClientErrorKey.COUNTRY_REQUIRED))),
    phoneNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required(ClientErrorKey.PHONE_REQUIRED)),
        z.refine(isValidInternationalPhone, ClientErrorKey.INVALID_PHONE),
      ),
    email: z.pipe(z.string().check(z.trim()), z.email(ClientErrorKey.EMAIL)),
    termsAccepted: z.boolean().check(z.refine((accepted) => accepted, ClientErrorKey.TERMS_REQUIRED)),
  })
  .check(
    z.refine((values) => isValidPostalCode(values.country, values.postalCode), {
      message: ClientErrorKey.POSTAL_CODE_FORMAT,
      path: ['postalCode'],
      // Also while other fields are still wrong, as long as both parts are there to compare.
      when: ({ value }) => {
        const { postalCode, country } = (value ?? {}) as { postalCode?: unknown; country?: unknown };
        return (
          typeof postalCode === 'string' &&
          postalCode.trim() !== '' &&
          typeof country === 'string' &&
          country !== ''
        );
      },
    }),
  );

export type CheckoutFormInput = z.input<typeof checkoutSchema>;
export type CheckoutFormValues = z.output<typeof checkoutSchema>;

/** The form's fields in screen order: the first one with an error gets the focus. */
export const CHECKOUT_FIELD_ORDER = [
  'givenName',
  'familyName',
  'companyName',
  'streetAddress',
  'locality',
  'region',
  'postalCode',
  'country',
  'phoneNumber',
  'email',
  'termsAccepted',
] as const satisfies readonly (keyof CheckoutFormInput)[];

export function isCheckoutField(name: string): name is CheckoutField {
  return (CHECKOUT_FIELD_ORDER as readonly string[]).includes(name);
}

/** The form's starting values: empty for a guest, the signed-in user's details otherwise. */
export function initialCheckoutValues(user: CurrentUser | null, defaultCountry: string): CheckoutFormInput {
  const info = user?.identityInformation;
  const address = user?.address;
  return {
    givenName: info?.givenName ?? '',
    familyName: info?.familyName ?? '',
    companyName: info?.customCompanyName ?? info?.customerClass?.company ?? '',
    streetAddress: address?.streetAddress ?? '',
    locality: address?.locality ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country?.toUpperCase() || defaultCountry,
    phoneNumber: info?.phoneNumber ?? '',
    email: info?.email ?? '',
    termsAccepted: false,
  };
}

/** The order's user input (customer-journey §3): optional parts left out when empty. */
export function toOrderUserInput(values: CheckoutFormValues, locale: Locale): OrderUserInput {
  return {
    givenName: values.givenName,
    familyName: values.familyName,
    companyName: values.companyName || null,
    email: values.email,
    phoneNumber: values.phoneNumber,
    locale: toApiLocale(locale),
    address: {
      streetAddress: values.streetAddress,
      locality: values.locality,
      postalCode: values.postalCode,
      country: values.country,
      region: values.region || null,
    },
  };
}
