import {
  defaultShareExpiry,
  isShareExpiryValid,
  isValidInternationalPhone,
  type IsoDate,
  shareExpiryBounds,
} from '@health-passport/domain';
import { z } from 'zod';
import { sharingErrors } from './sharing.errors.js';

const NO_CONTROL_CHARS = /^[^\p{Cc}\p{Cf}]*$/u;

const name = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .regex(NO_CONTROL_CHARS, `${label} contains invalid characters`);

/** The share form's recipient (customer-journey §3 Share request, §5 Share form): every field is required. */
const Recipient = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string('A valid e-mail address is required')
    .trim()
    .toLowerCase()
    .max(254, 'A valid e-mail address is required')
    .pipe(z.email('A valid e-mail address is required')),
  // Spaces, dots, dashes and brackets of a typed number are dropped; what is left must be E.164.
  phoneNumber: z
    .string('A mobile phone number is required')
    .max(40, 'A valid mobile phone number is required')
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'A mobile phone number is required')
        .refine(
          isValidInternationalPhone,
          'A valid mobile phone number in international format (+31...) is required',
        ),
    ),
});
export type ShareRecipient = z.output<typeof Recipient>;

export interface ShareRequest {
  recipient: ShareRecipient;
  /** The expiry to store: the one given, or the default 3 months from today. */
  expiryDate: IsoDate;
}

/**
 * Checks a share request against today's Amsterdam date: the recipient's fields, and the optional expiry
 * between tomorrow and 365 days ahead. Bad input answers InvalidParameterException naming every bad field.
 */
export function parseShareRequest(
  input: { recipient: unknown; expiryDate?: string | null },
  today: IsoDate,
): ShareRequest {
  const fields: Record<string, string> = {};
  const parsed = Recipient.safeParse(input.recipient);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = ['recipient', ...issue.path].join('.');
      fields[key] ??= issue.message;
    }
  }
  if (!isShareExpiryValid(input.expiryDate, today)) {
    const { min, max } = shareExpiryBounds(today);
    fields.expiryDate = `The expiry date must lie between ${min} and ${max}`;
  }
  const [first] = Object.entries(fields);
  if (!parsed.success || first) {
    throw sharingErrors.invalidParameter(
      `Invalid share. ${first ? `${first[0]}: ${first[1]}` : ''}`.trim(),
      fields,
    );
  }
  return { recipient: parsed.data, expiryDate: input.expiryDate || defaultShareExpiry(today) };
}
