import { z } from 'zod';
import {
  calendarDateIn,
  defaultShareExpiry,
  isShareExpiryValid,
  isValidInternationalPhone,
  shareErrorFor,
  ShareErrorCode,
  type IsoDate,
} from '@health-passport/domain';
import { CLIENT_ERROR_CODES, isApiError, rateLimitedMessage } from '../../lib/api';
import type { ShareRequest } from './api';

/** Messages of the form's own checks, translated under sharing.form.errors. */
export const ShareFieldError = Object.freeze({
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  PHONE_REQUIRED: 'phoneRequired',
  PHONE_INVALID: 'phoneInvalid',
  EMAIL: 'email',
  EMAIL_IN_USE: 'emailInUse',
  OWN_EMAIL: 'ownEmail',
  EXPIRY_RANGE: 'expiryRange',
} as const);
export type ShareFieldError = (typeof ShareFieldError)[keyof typeof ShareFieldError];

const FIELD_ERRORS: ReadonlySet<string> = new Set(Object.values(ShareFieldError));
export function isShareFieldError(value: string | undefined): value is ShareFieldError {
  return value !== undefined && FIELD_ERRORS.has(value);
}

/** Today in Amsterdam: the day the expiry rules count from, as the server does. */
export function shareToday(now: Date = new Date()): IsoDate {
  return calendarDateIn(now);
}

/**
 * The share form (customer-journey §5 "Share form"): first name, last name, mobile phone (E.164 from the
 * international input) and e-mail required; the expiry optional, between tomorrow and 365 days ahead
 * (the domain's sharing rules, as the server checks them again).
 */
export function shareFormSchema(today: IsoDate) {
  return z.object({
    firstName: z.string().trim().min(1, ShareFieldError.FIRST_NAME),
    lastName: z.string().trim().min(1, ShareFieldError.LAST_NAME),
    phoneNumber: z
      .string()
      .trim()
      .min(1, ShareFieldError.PHONE_REQUIRED)
      .refine(isValidInternationalPhone, ShareFieldError.PHONE_INVALID),
    email: z.string().trim().pipe(z.email(ShareFieldError.EMAIL)),
    expiryDate: z
      .string()
      .trim()
      .refine((date) => isShareExpiryValid(date, today), ShareFieldError.EXPIRY_RANGE),
  });
}

export type ShareFormInput = z.input<ReturnType<typeof shareFormSchema>>;
export type ShareFormValues = z.output<ReturnType<typeof shareFormSchema>>;

/** The fields in screen order: the first one with an error gets the focus. */
export const SHARE_FIELD_ORDER = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'expiryDate',
] as const satisfies readonly (keyof ShareFormInput)[];
export type ShareFormField = (typeof SHARE_FIELD_ORDER)[number];

/** An empty form with the default expiry shown: 3 months from today (customer-journey §5, §9). */
export function emptyShareForm(today: IsoDate): ShareFormInput {
  return { firstName: '', lastName: '', phoneNumber: '', email: '', expiryDate: defaultShareExpiry(today) };
}

export function toShareRequest(passportId: string, values: ShareFormValues): ShareRequest {
  return {
    healthPassportId: passportId,
    // A cleared date leaves the expiry to the server's default.
    expiryDate: values.expiryDate || null,
    recipient: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber,
    },
  };
}

/** The server names bad input as `recipient.email`, `expiryDate` ... (InvalidParameterException details). */
const SERVER_FIELDS: Readonly<Record<string, { field: ShareFormField; error: ShareFieldError }>> = {
  'recipient.firstName': { field: 'firstName', error: ShareFieldError.FIRST_NAME },
  'recipient.lastName': { field: 'lastName', error: ShareFieldError.LAST_NAME },
  'recipient.phoneNumber': { field: 'phoneNumber', error: ShareFieldError.PHONE_INVALID },
  'recipient.email': { field: 'email', error: ShareFieldError.EMAIL },
  expiryDate: { field: 'expiryDate', error: ShareFieldError.EXPIRY_RANGE },
};

export interface ShareFailure {
  /** The form's error (customer-journey §8 "Sharing"); `message` is the server's own, shown as it is. */
  problem: { key: ShareErrorCode; message?: string };
  /** Fields the server refused, with the message to show under each. */
  fields: { field: ShareFormField; error: ShareFieldError }[];
}

type FieldFailure = ShareFailure['fields'][number];

/** The message under a field the server named; the e-mail is refused for whose it is, not how it is written. */
function fieldFailureOf(serverField: string, code: string, problem: ShareFailure['problem']): FieldFailure[] {
  const found = SERVER_FIELDS[serverField];
  if (!found) return [];
  if (found.field === 'email' && code === 'shareWithYourself') {
    return [{ field: 'email', error: ShareFieldError.OWN_EMAIL }];
  }
  if (found.field === 'email' && problem.key === ShareErrorCode.ACCOUNT_EXISTS) {
    return [{ field: 'email', error: ShareFieldError.EMAIL_IN_USE }];
  }
  return [found];
}

/** What a failed share means for the form: §8's mapping (shareErrorFor) and the fields the server named. */
export function shareFailureOf(error: unknown): ShareFailure {
  // No answer at all (offline, or an unexpected fault here) is the form's default error, not a raw message.
  if (!isApiError(error) || error.code === CLIENT_ERROR_CODES.network) {
    return { problem: shareErrorFor(undefined, ''), fields: [] };
  }
  const waiting = rateLimitedMessage(error);
  if (waiting) return { problem: { key: ShareErrorCode.DEFAULT, message: waiting }, fields: [] };
  const problem = shareErrorFor(error.status, error.message);
  const named = error.details?.fields;
  const fields =
    typeof named === 'object' && named !== null
      ? Object.keys(named).flatMap((key) => fieldFailureOf(key, error.code, problem))
      : [];
  return { problem, fields };
}
