import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A one-time numeric code, e.g. 6 digits for reset and SMS codes. */
export function randomDigits(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** An opaque bearer secret (challenge session, refresh token): 256 random bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Random tokens are stored as their SHA-256: a stolen table holds nothing usable. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Short codes have too few possibilities for a bare hash, so they are stored as an HMAC under a key derived
 * from the session secret, bound to their purpose and owner: the table alone does not reveal them.
 */
export function createCodeHasher(key: Uint8Array) {
  return (purpose: string, owner: string, code: string): string =>
    createHmac('sha256', key).update(`${purpose}\0${owner}\0${code}`).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "anna@example.com" -> "a***@example.com", as the provider shows a code's destination. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** "+31612345678" -> "+31*******78". */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

// Without look-alikes (0/O, 1/l/I), so a temporary password can be typed from a printed mail.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%&*+-=?@^_';

/** 16 random characters with at least one of each class the password rule asks for. */
export function randomTemporaryPassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
