import { randomBytes } from 'node:crypto';
import { safeEqual } from './codes.js';

/** The cookie that makes a browser a known device of the accounts that signed in on it (sent only to /auth). */
export const DEVICE_COOKIE = 'hp_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** Accounts one browser remembers; the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;

/** `hashCode(purpose, owner, value)`: the keyed hash of identity's codes. */
type KeyedHash = (purpose: string, owner: string, value: string) => string;

/**
 * A known device is a browser holding an entry `<id>.<mac>` for the account, where the MAC binds the random id to
 * the username under the server's key: it cannot be made up, nor moved to another account.
 */
export function createKnownDevices(hash: KeyedHash) {
  const mac = (username: string, id: string) => hash('device', username, id).slice(0, 32);
  const entries = (cookie: string | undefined) =>
    (cookie ?? '')
      .split('~')
      .slice(0, MAX_ACCOUNTS)
      .map((entry) => entry.split('.'))
      .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{16,64}$/.test(parts[0]!));
  const idFor = (cookie: string | undefined, username: string) =>
    entries(cookie).find(([id, sig]) => safeEqual(mac(username, id), sig))?.[0];

  return {
    /** The device id the cookie proves for `username`, if it does. */
    idFor,
    /** The cookie after `username` signed in: its entry first (kept or new), then the others. */
    remember(cookie: string | undefined, username: string): string {
      const id = idFor(cookie, username) ?? randomBytes(16).toString('base64url');
      const others = entries(cookie).filter(([other]) => other !== id);
      return [[id, mac(username, id)], ...others]
        .slice(0, MAX_ACCOUNTS)
        .map((parts) => parts.join('.'))
        .join('~');
    },
  };
}
