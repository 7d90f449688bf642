import { hasAnyRole, PassportStatus, UNLOCK_PASSPORT_ROLES } from '@health-passport/domain';
import type { Services } from '../../context.js';
import type { Viewer } from '../identity/index.js';
import { passportErrors, type PassportRow } from '../passports/index.js';

type UnlockServices = Pick<Services, 'passports' | 'events'>;

/**
 * Unlocks (publishes) a COMPUTED passport, so its person sees the results and the journey's unlock step is
 * done (customer-journey §4, passport-and-professional §4): for the passport's own person, or a data expert or
 * doctor (§6 "Unlock health passport"). Anyone else is answered notFound, so ids cannot be probed. The one
 * path behind the GraphQL `unlockHealthPassport` and the REST publish call.
 */
export async function unlockHealthPassport(
  { passports, events }: UnlockServices,
  viewer: Viewer,
  passportId: string,
): Promise<PassportRow> {
  const passport = await passports.getById(passportId);
  const mayUnlock =
    passport !== undefined &&
    (passport.userId === viewer.userId || hasAnyRole(viewer.roles, UNLOCK_PASSPORT_ROLES));
  if (!passport || !mayUnlock) throw passportErrors.passportNotFound();
  return events.transaction(async (tx) => {
    const unlocked = await passports.unlock(tx, passport.id);
    await events.publish(tx, 'passport.published', {
      passportId: unlocked.id,
      userId: unlocked.userId,
      unlockedBy: viewer.userId,
    });
    return unlocked;
  });
}

/**
 * The passport `POST /api/v2/health-coach/{serviceNumber}/passport/publish` unlocks, from the person's
 * passports (newest first): the COMPUTED one (the oldest, should there be several); else the one still being
 * prepared (answered notReadyToUnlock); else the newest (answered alreadyUnlocked).
 */
export function passportToPublish(newestFirst: readonly PassportRow[]): PassportRow | undefined {
  const computed = newestFirst.filter((passport) => passport.status === PassportStatus.COMPUTED).at(-1);
  return computed ?? newestFirst.find((p) => p.status !== PassportStatus.PUBLISHED) ?? newestFirst[0];
}

/** Publishes the person's COMPUTED passport for a data expert or doctor (the caller checked the role). */
export async function publishPersonPassport(
  services: UnlockServices,
  viewer: Viewer,
  serviceNumber: string,
): Promise<PassportRow> {
  const { passports } = await services.passports.listForServiceNumber(serviceNumber);
  const passport = passportToPublish(passports);
  if (!passport) throw passportErrors.passportNotFound();
  return unlockHealthPassport(services, viewer, passport.id);
}
