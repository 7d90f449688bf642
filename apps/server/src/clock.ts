/**
 * The one source of "now" for code whose behaviour depends on time (code expiry, lockouts, token lifetimes).
 * Production uses the system clock; tests inject a clock they move by hand, so nothing needs to sleep.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
