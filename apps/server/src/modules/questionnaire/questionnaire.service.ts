import { orderQuestionnaireGroups, PassportStatus } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import type { Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import {
  checkedDefinition,
  editableKeys,
  FormName,
  instrumentsByKey,
  resolveGroups,
  withValues,
  type FormDataService,
  type Instrument,
} from '../formdata/index.js';
import { passportErrors, type PassportsService } from '../passports/index.js';
import { QUESTIONNAIRE_INSTRUMENTS, type InstrumentScoring } from './instruments.js';
import {
  questionnaireGroups,
  questionnaireVariantFor,
  type QuestionnaireVariant,
} from './questionnaire.definitions.js';

export interface QuestionnaireService {
  /** The questionnaire of a package in one language, without answers, in page order. */
  definition(packageCode: string, language: Language): FormGroup[];
  /** The user's current passport's questionnaire with the saved answers (404 without a current passport). */
  forUser(userId: string, language: Language): Promise<FormGroup[]>;
  /**
   * Validates and stores answers of the user's current passport (one transaction); publishes
   * questionnaire.completed the first time every required answer is present. Answers the refreshed form.
   */
  save(userId: string, items: unknown, language: Language): Promise<FormGroup[]>;
  /** The stored answers of a passport's questionnaire, by dataKey (for scoring). */
  answers(passportId: string): Promise<Record<string, string>>;
  /** Scoring metadata of every instrument (for the passport engine). */
  readonly instruments: readonly InstrumentScoring[];
}

interface Definition {
  groups: Record<Language, FormGroup[]>;
  keys: Set<string>;
  instruments: Map<string, Instrument>;
}

interface Deps {
  passports: PassportsService;
  formData: FormDataService;
  events: EventsService;
}

function buildDefinition(variant: QuestionnaireVariant): Definition {
  const localized = questionnaireGroups(variant);
  const groups = {
    en: checkedDefinition(`questionnaire ${variant} (en)`, resolveGroups(localized, 'en')),
    nl: checkedDefinition(`questionnaire ${variant} (nl)`, resolveGroups(localized, 'nl')),
  };
  return { groups, keys: editableKeys(groups.en), instruments: instrumentsByKey(localized) };
}

export function createQuestionnaireService({ passports, formData, events }: Deps): QuestionnaireService {
  const definitions: Record<QuestionnaireVariant, Definition> = {
    full: buildDefinition('full'),
    short: buildDefinition('short'),
  };
  const definitionFor = (packageCode: string) => definitions[questionnaireVariantFor(packageCode)];
  // customer-journey §7: Introduction/Introductie first, Conclusion/Conclusie last.
  const present = (groups: FormGroup[], values: Record<string, string>) =>
    orderQuestionnaireGroups(withValues(groups, values));

  return {
    instruments: QUESTIONNAIRE_INSTRUMENTS,

    definition(packageCode, language) {
      return orderQuestionnaireGroups(definitionFor(packageCode).groups[language]);
    },

    async forUser(userId, language) {
      const passport = await passports.requireCurrentForUser(userId);
      const values = await formData.currentValues(passport.id, FormName.QUESTIONNAIRE);
      return present(definitionFor(passport.packageCode).groups[language], values);
    },

    async save(userId, items, language) {
      const passport = await passports.requireCurrentForUser(userId);
      const definition = definitionFor(passport.packageCode);
      const result = await events.transaction(async (tx) => {
        const locked = await passports.lock(tx, passport.id);
        // Published meanwhile: the questionnaire belongs to the passport that is now current (if any).
        if (!locked || locked.status === PassportStatus.PUBLISHED)
          throw passportErrors.needsExistingHealthPassport();
        const saved = await formData.submit(tx, {
          passportId: passport.id,
          form: FormName.QUESTIONNAIRE,
          definition: definition.groups.en,
          items,
          editableKeys: definition.keys,
          savedBy: userId,
          instrumentOf: (key) => definition.instruments.get(key),
        });
        if (
          saved.complete &&
          (await formData.markCompleted(tx, passport.id, FormName.QUESTIONNAIRE, userId))
        ) {
          await events.publish(tx, 'questionnaire.completed', { passportId: passport.id, userId });
        }
        return saved;
      });
      return present(definition.groups[language], result.values);
    },

    answers(passportId) {
      return formData.currentValues(passportId, FormName.QUESTIONNAIRE);
    },
  };
}
