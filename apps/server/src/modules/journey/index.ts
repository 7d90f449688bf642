import type { AppModule } from '../../context.js';
import typeDefs from './journey.graphql?raw';
import { journeyResolvers } from './journey.resolvers.js';
import { journeyRoutes } from './journey.routes.js';

export {
  type ChapterRow,
  createJourneyService,
  type JourneyService,
  type NewChapter,
} from './journey.service.js';
export { type ChapterView, withSteps } from './journey.facts.js';
export { onboardingChapters, remeasurementReminders } from './journey.tables.js';
export { registerRemeasurementReminders, REMEASUREMENT_REMINDER_JOB } from './journey.reminders.js';
export { checkRemeasurement, redeemRemeasurementIn } from './journey.remeasurement.js';
export { unlockHealthPassport } from './journey.unlock.js';

/**
 * The onboarding journey: a chapter per purchase and its steps (`myOnboardingChapters`), and unlocking a computed
 * passport (`unlockHealthPassport`, `POST /api/v2/health-coach/{serviceNumber}/passport/publish`).
 */
export const journeyModule: AppModule = {
  name: 'journey',
  typeDefs,
  resolvers: journeyResolvers,
  routes: journeyRoutes,
};
