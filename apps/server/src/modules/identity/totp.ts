import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps; one step of drift allowed. */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const DRIFT_STEPS = 1;
const ISSUER = 'Health Passport';

export interface TotpEnrolment {
  /** The base32 secret, for typing into an app by hand. */
  secretCode: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, an SVG document. */
  qrSvg: string;
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second step the code belongs to, or null when it matches none within the drift. The caller refuses a
 * step that is not later than the last one accepted (no replay).
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp,
    window: DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** The code an authenticator app shows at `at` (tests, and the README's demo account). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: at.getTime(),
  });
}

export async function totpEnrolment(secret: string, accountName: string): Promise<TotpEnrolment> {
  const otpauthUri = new TOTP({
    issuer: ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secretCode: secret, otpauthUri, qrSvg };
}
