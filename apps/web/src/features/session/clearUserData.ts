import type { QueryClient } from '@tanstack/react-query';
import { PERSONAL_DATA_MESSAGE_COOKIE, STAFF_NOTICE_COOKIE, STORAGE_KEYS } from '@health-passport/domain';
import { deleteCookie } from '../../lib/cookies';
import { removeLocal } from '../../lib/localStore';

/**
 * What sign-out forgets besides the session (customer-journey §4): the user, the consumer, the passport,
 * the cart id, and the pre-checks the person confirmed. Tracked checkouts stay, so analytics never count a
 * purchase twice on a shared device.
 */
export const SIGN_OUT_STORAGE_KEYS = [
  STORAGE_KEYS.CONSUMER,
  STORAGE_KEYS.PASSPORT_ID,
  STORAGE_KEYS.CART_ID,
  STORAGE_KEYS.CONFIRMED_PRE_CHECKS,
] as const;

/** The cookies the app sets itself; the interface-language cookie is a device preference and stays. */
export const APP_COOKIES = [STAFF_NOTICE_COOKIE, PERSONAL_DATA_MESSAGE_COOKIE] as const;

export function clearUserData(queryClient: QueryClient): void {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // Through removeLocal, so what shows the stored consumer and passport (the header) forgets them at once.
  for (const key of SIGN_OUT_STORAGE_KEYS) removeLocal(key);
  for (const name of APP_COOKIES) deleteCookie(name);
}
