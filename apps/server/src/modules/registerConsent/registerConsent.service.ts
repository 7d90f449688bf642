import { addDays, calendarDateIn, PackageCode, PassportStatus } from '@health-passport/domain';
import { dateFieldToIso, isoToDateField, type FormGroup } from '@health-passport/form-engine';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import {
  checkedDefinition,
  editableKeys,
  FormName,
  instrumentsByKey,
  resolveGroups,
  withDefaults,
  withValues,
  type FormError,
  type FormDataService,
} from '../formdata/index.js';
import { passportErrors, type PassportRow, type PassportsService } from '../passports/index.js';
import { APPROVAL_KEYS, REGISTER_CONSENT_FORM, SIGNATURE_DATE_KEY } from './registerConsent.definition.js';

/** Packages whose participants give the register consent (customer-journey §2, §9). */
export const REGISTER_CONSENT_PACKAGES: readonly string[] = [PackageCode.GLI_PRODUCT];

export const registerConsentErrors = {
  /** The current passport's package has no register consent (forms-api). */
  noRegisterConsent: () =>
    new AppError('NOT_FOUND', 'noRegisterConsent', 'Your programme has no register consent form.'),
};

export interface RegisterConsentService {
  forUser(userId: string, language: Language): Promise<FormGroup[]>;
  /** Validates and stores answers (one transaction); publishes rivmConsent.given once, when complete. */
  save(userId: string, items: unknown, language: Language): Promise<FormGroup[]>;
  /** The stored answers of a passport's consent, by dataKey. */
  answers(passportId: string): Promise<Record<string, string>>;
}

interface Deps {
  passports: PassportsService;
  formData: FormDataService;
  events: EventsService;
  clock: Clock;
}

export function createRegisterConsentService({
  passports,
  formData,
  events,
  clock,
}: Deps): RegisterConsentService {
  const groups = {
    en: checkedDefinition('register consent (en)', resolveGroups(REGISTER_CONSENT_FORM, 'en')),
    nl: checkedDefinition('register consent (nl)', resolveGroups(REGISTER_CONSENT_FORM, 'nl')),
  };
  const keys = editableKeys(groups.en);
  const instruments = instrumentsByKey(REGISTER_CONSENT_FORM);

  const currentGliPassport = async (userId: string): Promise<PassportRow> => {
    const passport = await passports.requireCurrentForUser(userId);
    if (!REGISTER_CONSENT_PACKAGES.includes(passport.packageCode))
      throw registerConsentErrors.noRegisterConsent();
    return passport;
  };
  const today = () => calendarDateIn(clock.now());
  // The signature date defaults to today (Amsterdam), as the person signs.
  const present = (language: Language, values: Record<string, string>) =>
    withValues(
      withDefaults(groups[language], { [SIGNATURE_DATE_KEY]: isoToDateField(today()) ?? '' }),
      values,
    );

  /** The signature is dated today; a day either way allows for the signer's own time zone. */
  const checkSignatureDate = async (values: Readonly<Record<string, string>>): Promise<FormError[]> => {
    const value = values[SIGNATURE_DATE_KEY];
    if (!value) return [];
    const iso = dateFieldToIso(value);
    if (iso === null) return [{ dataKey: SIGNATURE_DATE_KEY, code: 'invalidDate' }];
    const now = today();
    return [addDays(now, -1), now, addDays(now, 1)].includes(iso)
      ? []
      : [{ dataKey: SIGNATURE_DATE_KEY, code: 'notToday' }];
  };

  return {
    async forUser(userId, language) {
      const passport = await currentGliPassport(userId);
      return present(language, await formData.currentValues(passport.id, FormName.RIVM_CONSENT));
    },

    async save(userId, items, language) {
      const passport = await currentGliPassport(userId);
      const result = await events.transaction(async (tx) => {
        const locked = await passports.lock(tx, passport.id);
        if (!locked || locked.status === PassportStatus.PUBLISHED)
          throw passportErrors.needsExistingHealthPassport();
        const saved = await formData.submit(tx, {
          passportId: passport.id,
          form: FormName.RIVM_CONSENT,
          definition: groups.en,
          items,
          editableKeys: keys,
          savedBy: userId,
          instrumentOf: (key) => instruments.get(key),
          check: checkSignatureDate,
        });
        if (
          saved.complete &&
          (await formData.markCompleted(tx, passport.id, FormName.RIVM_CONSENT, userId))
        ) {
          const approvals = Object.fromEntries(APPROVAL_KEYS.map((key) => [key, saved.values[key] ?? '']));
          await events.publish(tx, 'rivmConsent.given', { passportId: passport.id, userId, approvals });
        }
        return saved;
      });
      return present(language, result.values);
    },

    answers(passportId) {
      return formData.currentValues(passportId, FormName.RIVM_CONSENT);
    },
  };
}
