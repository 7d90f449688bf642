import { useEffect } from 'react';
import { seesStaffNotice, STAFF_NOTICE_COOKIE, type Role } from '@health-passport/domain';
import { useModals } from '../../lib/modals';
import { readCookie } from '../../lib/cookies';

function hasSeenStaffNotice(): boolean {
  return readCookie(STAFF_NOTICE_COOKIE) !== null;
}

/**
 * Opens the confidentiality notice once after sign-in for the staff roles that see it; the cookie set on
 * confirming keeps it closed for the rest of the session.
 */
export function useStaffNotice(signedIn: boolean, roles: readonly Role[]): void {
  const modals = useModals();
  const due = signedIn && seesStaffNotice(roles);
  useEffect(() => {
    if (due && !hasSeenStaffNotice()) modals.open('staffNotice', {});
  }, [due, modals]);
}
