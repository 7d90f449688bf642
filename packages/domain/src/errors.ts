/**
 * Machine-readable error codes of the spec's error catalogues, shared by the server (which answers them)
 * and the web app (which translates them). The HTTP/GraphQL mapping lives in the server.
 */

/** Cart and checkout errors (customer-journey §8 table), with the form field each one marks. */
export const CheckoutErrorCode = Object.freeze({
  STREET_ADDRESS_REQUIRED: 'streetAddressRequired',
  STREET_ADDRESS_FORMAT: 'streetAddressFormat',
  LOCALITY_REQUIRED: 'localityRequired',
  POSTAL_CODE_REQUIRED: 'postalCodeRequired',
  COUNTRY_REQUIRED: 'countryRequired',
  PHONE_REQUIRED: 'phoneNumberRequired',
  INVALID_PHONE: 'invalidPhoneNumber',
  EXISTING_USER: 'existingUser',
  GIVEN_NAME: 'givenName',
  FAMILY_NAME: 'familyName',
  EMAIL: 'email',
  INVALID_COUPON: 'invalidCoupon',
  PAYMENT: 'payment',
  UNKNOWN: 'unknown',
} as const);
export type CheckoutErrorCode = (typeof CheckoutErrorCode)[keyof typeof CheckoutErrorCode];

/** The personal-information field a checkout error belongs to; null for form-level errors. */
export const CHECKOUT_ERROR_FIELD: Readonly<Record<CheckoutErrorCode, string | null>> = Object.freeze({
  streetAddressRequired: 'streetAddress',
  streetAddressFormat: 'streetAddress',
  localityRequired: 'locality',
  postalCodeRequired: 'postalCode',
  countryRequired: 'country',
  phoneNumberRequired: 'phoneNumber',
  invalidPhoneNumber: 'phoneNumber',
  existingUser: null,
  givenName: 'givenName',
  familyName: 'familyName',
  email: 'email',
  invalidCoupon: null,
  payment: null,
  unknown: null,
});

/** Remeasurement order errors (customer-journey §8), named as in the spec. */
export const RemeasurementOrderErrorCode = Object.freeze({
  ADDRESS_REQUIRED: 'addressRequired',
  STREET_ADDRESS_REQUIRED: 'streetAddressRequired',
  STREET_ADDRESS_FORMAT: 'streetAddressFormat',
  INVALID_STREET_ADDRESS: 'invalidStreetAddress',
  LOCALITY_REQUIRED: 'localityRequired',
  POSTAL_CODE_REQUIRED: 'postalCodeRequired',
  COUNTRY_REQUIRED: 'countryRequired',
  NOT_YET_READY_TO_BUY: 'notYetReadyToBuy',
  NEEDS_EXISTING_HEALTH_PASSPORT: 'needsExistingHealthPassport',
  READY_TO_BUY_AFTER_FOUR_MONTHS: 'readyToBuyAfterFourMonths',
  NO_REMEASUREMENT: 'noRemeasurement',
} as const);
export type RemeasurementOrderErrorCode =
  (typeof RemeasurementOrderErrorCode)[keyof typeof RemeasurementOrderErrorCode];

/** Appointment errors (customer-journey §8). */
export const AppointmentErrorCode = Object.freeze({
  MISSING_IDENTITY_INFORMATION: 'missingIdentityInformation',
  RECORD_BOOKING_CONFIRMATION_FAILURE: 'recordBookingConfirmationFailure',
  WIDGET_LOAD_ERROR: 'loadError',
} as const);
export type AppointmentErrorCode = (typeof AppointmentErrorCode)[keyof typeof AppointmentErrorCode];

/** Share errors (customer-journey §8 "Sharing"). */
export const ShareErrorCode = Object.freeze({
  SERVER_ERROR: 'serverError',
  ACCOUNT_EXISTS: 'accountExists',
  INVALID_PARAMETER: 'invalidParameter',
  DEFAULT: 'default',
} as const);
export type ShareErrorCode = (typeof ShareErrorCode)[keyof typeof ShareErrorCode];
