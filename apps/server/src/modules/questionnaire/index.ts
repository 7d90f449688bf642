import type { AppModule } from '../../context.js';
import { questionnaireRoutes } from './questionnaire.routes.js';

export { QUESTIONNAIRE_INSTRUMENTS, type InstrumentScoring } from './instruments.js';
export {
  questionnaireVariantFor,
  SHORT_QUESTIONNAIRE_PACKAGES,
  type QuestionnaireVariant,
} from './questionnaire.definitions.js';
export { createQuestionnaireService, type QuestionnaireService } from './questionnaire.service.js';

/** The health and lifestyle questionnaire: GET/PUT /api/v2/questionaire. */
export const questionnaireModule: AppModule = { name: 'questionnaire', routes: questionnaireRoutes };
