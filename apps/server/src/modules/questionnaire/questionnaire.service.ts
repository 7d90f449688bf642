import { orderQuestionnaireGroups, PassportStatus } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import type { Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import {
  acceptedValues,
  checkedDefinition,
  editableKeys,
  FormName,
  instrumentsByKey,
  resolveGroups,
  withDefaults,
  withValues,
  type FormDataService,
  type SubmitInput,
  type Instrument,
} from '../formdata/index.js';
import { passportErrors, type PassportRow, type PassportsService } from '../passports/index.js';
import { QUESTIONNAIRE_INSTRUMENTS, type InstrumentScoring } from './instruments.js';
import {
  questionnaireGroups,
  questionnaireVariantFor,
  type QuestionnaireVariant,
} from './questionnaire.definitions.js';

export interface QuestionnaireService {
  /** The questionnaire of a package in one language, without answers, in page order. */
  definition(packageCode: string, language: Language): FormGroup[];
  /**
   * The user's current passport's questionnaire with the saved answers (404 without a current passport); until
   * it is complete, the answers of the person's last visit for the questions not saved yet, as `defaultValue`.
   */
  forUser(userId: string, language: Language): Promise<FormGroup[]>;
  /**
   * Validates and stores answers of the user's current passport (one transaction); publishes
   * questionnaire.completed the first time every required answer is present. Answers the refreshed form.
   */
  save(userId: string, items: unknown, language: Language): Promise<FormGroup[]>;
  /**
   * What `save` hands the form data for these answers of the person's passport: for a caller that stores the
   * questionnaires of many new passports at once (FormDataService.submitNew) and computes them itself.
   */
  submission(passport: Pick<PassportRow, 'id' | 'packageCode'>, userId: string, items: unknown): SubmitInput;
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
  const present = (groups: FormGroup[], values: Record<string, string>, offered: Record<string, string>) =>
    orderQuestionnaireGroups(withDefaults(withValues(groups, values), offered));

  /**
   * The answers of the person's last visit offered for this passport's questionnaire (customer-journey §2: the
   * second passport's questionnaire starts prefilled, each answer still confirmed by saving its page): the
   * current answers of the newest earlier passport of the same person that has any, for the questions that
   * have no saved answer here, that this definition still asks and whose rules accept them. Offered answers
   * are never stored nor scored until saved; none once this questionnaire is complete.
   */
  const lastVisitAnswers = async (
    passport: PassportRow,
    definition: Definition,
    saved: Record<string, string>,
  ): Promise<Record<string, string>> => {
    if (await formData.completedAt(passport.id, FormName.QUESTIONNAIRE)) return {};
    // The person's own passports only, newest first: those after this one are earlier.
    const own = await passports.listForUser(passport.userId);
    const position = own.findIndex((p) => p.id === passport.id);
    if (position < 0) return {};
    for (const earlier of own.slice(position + 1)) {
      const answers = await formData.currentValues(earlier.id, FormName.QUESTIONNAIRE);
      if (!Object.values(answers).some((value) => value !== '')) continue;
      const unsaved = Object.entries(answers).filter(([key]) => !Object.hasOwn(saved, key));
      return acceptedValues(definition.groups.en, Object.fromEntries(unsaved));
    }
    return {};
  };

  const service: QuestionnaireService = {
    instruments: QUESTIONNAIRE_INSTRUMENTS,

    definition(packageCode, language) {
      return orderQuestionnaireGroups(definitionFor(packageCode).groups[language]);
    },

    async forUser(userId, language) {
      const passport = await passports.requireCurrentForUser(userId);
      const definition = definitionFor(passport.packageCode);
      const values = await formData.currentValues(passport.id, FormName.QUESTIONNAIRE);
      const offered = await lastVisitAnswers(passport, definition, values);
      return present(definition.groups[language], values, offered);
    },

    async save(userId, items, language) {
      const passport = await passports.requireCurrentForUser(userId);
      const definition = definitionFor(passport.packageCode);
      const result = await events.transaction(async (tx) => {
        const locked = await passports.lock(tx, passport.id);
        // Published meanwhile: the questionnaire belongs to the passport that is now current (if any).
        if (!locked || locked.status === PassportStatus.PUBLISHED)
          throw passportErrors.needsExistingHealthPassport();
        const saved = await formData.submit(tx, service.submission(passport, userId, items));
        if (
          saved.complete &&
          (await formData.markCompleted(tx, passport.id, FormName.QUESTIONNAIRE, userId))
        ) {
          await events.publish(tx, 'questionnaire.completed', { passportId: passport.id, userId });
        }
        return saved;
      });
      const offered = await lastVisitAnswers(passport, definition, result.values);
      return present(definition.groups[language], result.values, offered);
    },

    submission(passport, userId, items) {
      const definition = definitionFor(passport.packageCode);
      return {
        passportId: passport.id,
        form: FormName.QUESTIONNAIRE,
        definition: definition.groups.en,
        items,
        editableKeys: definition.keys,
        savedBy: userId,
        instrumentOf: (key) => definition.instruments.get(key),
      };
    },

    answers(passportId) {
      return formData.currentValues(passportId, FormName.QUESTIONNAIRE);
    },
  };
  return service;
}
