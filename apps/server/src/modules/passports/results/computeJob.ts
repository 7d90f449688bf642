import { PassportStatus } from '@health-passport/domain';
import type { EventsService } from '../../events/index.js';
import { FormName, type FormDataService } from '../../formdata/index.js';
import type { PassportsService } from '../passports.service.js';
import type { ResultsService } from './results.service.js';

interface Deps {
  events: EventsService;
  passports: PassportsService;
  formData: FormDataService;
  results: ResultsService;
  /** Whether the passport's package needs the register consent before its data is complete (GLI). */
  needsRegisterConsent: (packageCode: string) => boolean;
}

/**
 * The COMPUTED job: after every save that may complete a passport's data, a CREATED passport whose
 * measurements and questionnaire (and register consent, where the package has one) are complete gets its results
 * computed and cached and moves to COMPUTED, publishing `passport.computed`. It is a durable subscriber: the
 * save's commit stores its delivery, so a crash before it ran leaves it to run after the restart, and a second
 * delivery finds the passport COMPUTED and changes nothing.
 */
export function registerComputeJob(deps: Deps): void {
  const run = async ({ payload }: { payload: { passportId: string } }): Promise<void> => {
    await computeWhenComplete(deps, payload.passportId);
  };
  deps.events.subscribe('measurements.saved', 'passports.compute', run);
  deps.events.subscribe('questionnaire.completed', 'passports.compute', run);
  deps.events.subscribe('rivmConsent.given', 'passports.compute', run);
}

/** Moves the passport to COMPUTED when it is CREATED and its data complete; true when this call moved it. */
export async function computeWhenComplete(
  { events, passports, formData, results, needsRegisterConsent }: Deps,
  passportId: string,
): Promise<boolean> {
  const passport = await passports.getById(passportId);
  if (!passport || passport.status !== PassportStatus.CREATED) return false;
  const forms: FormName[] = [FormName.MEASUREMENTS, FormName.QUESTIONNAIRE];
  if (needsRegisterConsent(passport.packageCode)) forms.push(FormName.RIVM_CONSENT);
  const completed = await Promise.all(forms.map((form) => formData.completedAt(passport.id, form)));
  if (completed.some((at) => at === undefined)) return false;
  // Computed before the transaction opens: the embedded database answers only the open transaction, and the
  // results read through the other services. The row is keyed by its data version, so a save in between
  // leaves a correct row for that version and resultsFor computes the newer one.
  const computed = await results.compute(passport.id);
  return events.transaction(async (tx) => {
    const locked = await passports.lock(tx, passport.id);
    // Another run (or a publish) got there first: a COMPUTED or PUBLISHED passport is left as it is.
    if (!locked || locked.status !== PassportStatus.CREATED) return false;
    await results.store(tx, computed);
    if (!(await passports.markComputed(tx, passport.id))) return false;
    await events.publish(tx, 'passport.computed', { passportId: passport.id, userId: passport.userId });
    return true;
  });
}
