import { LocalizedKey } from '@health-passport/domain';
import { z } from 'zod';

/** Kinds of e-mail a user can switch off (the EmailType enum of users.graphql). */
export const EMAIL_TYPES = ['REMINDERS', 'NEWSLETTER', 'REMEASUREMENT'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** A user's journey status list stays short; each marker is a short printable string. */
export const MAX_STATUS_ENTRIES = 100;

const NO_CONTROL_CHARS = /^[^\p{Cc}\p{Cf}]*$/u;
const PHONE = /^\+[1-9]\d{6,14}$/;

/** Absent or null: leave as is. */
const keep = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();

const name = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100, 'At most 100 characters')
  .regex(NO_CONTROL_CHARS, 'Contains invalid characters');

/** Absent: leave as is; null or empty: clear; else trimmed and at most `max` characters. */
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(NO_CONTROL_CHARS, 'Contains invalid characters')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * updateMe (customer-journey §7): e-mail, phone (E.164), names, locale with "_", address, terms, status markers.
 * Only the fields given change; null clears the optional ones (phone, address lines).
 */
export const UpdateMeInput = z.object({
  email: keep(z.string().trim().toLowerCase().pipe(z.email('Invalid e-mail address').max(254))),
  phoneNumber: z
    .string()
    .max(40, 'At most 40 characters')
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(
      z.union([z.literal(''), z.string().regex(PHONE, 'Use the international format, e.g. +31612345678')]),
    )
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  givenName: keep(name),
  familyName: keep(name),
  locale: keep(z.enum([LocalizedKey.EN_US, LocalizedKey.NL_NL], 'Must be en_US or nl_NL')),
  address: keep(
    z.object({
      streetAddress: clearable(200),
      locality: clearable(100),
      postalCode: clearable(20),
      country: clearable(100),
      region: clearable(100),
    }),
  ),
  termsAccepted: keep(z.boolean()),
  status: keep(
    z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Required')
          .max(64, 'At most 64 characters')
          .regex(NO_CONTROL_CHARS, 'Contains invalid characters'),
      )
      .max(20, 'At most 20 at a time'),
  ),
});
export type UpdateMeInput = z.output<typeof UpdateMeInput>;

/**
 * requestContactChange: a new e-mail address or phone number (one of them), with the current password and, when
 * the account has an authenticator app, one of its codes.
 */
export const ContactChangeInput = z
  .object({
    email: UpdateMeInput.shape.email,
    phoneNumber: UpdateMeInput.shape.phoneNumber,
    password: z.string().min(1, 'Required').max(256, 'At most 256 characters'),
    totpCode: keep(z.string().trim().max(16, 'At most 16 characters')),
  })
  .refine((v) => (v.email === undefined) !== (v.phoneNumber === undefined), {
    message: 'Give either email or phoneNumber',
    path: ['email'],
  });
export type ContactChangeInput = z.output<typeof ContactChangeInput>;
