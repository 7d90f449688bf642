import type { AppModule } from '../../context.js';
import typeDefs from './passports.graphql?raw';
import { passportsResolvers } from './passports.resolvers.js';
import { passportsRoutes } from './passports.routes.js';

export { passportErrors } from './passports.errors.js';
export {
  createPassportAccess,
  PASSPORT_READ_STAFF_ROLES,
  passportAccessErrors,
  type HealthDataRead,
  type PassportAccess,
  type PassportAccessDeps,
  type ReadablePassport,
  type ReadSubject,
} from './passportAccess.js';
export { PERSON_PASSPORTS_ROLES } from './passports.routes.js';
export {
  createPassportsService,
  toHealthPassportView,
  toPersonView,
  type HealthPassportView,
  type NewPassport,
  type PassportRow,
  type PassportsService,
  type PersonPassport,
  type PersonView,
} from './passports.service.js';
export { healthPassports, passportResults } from './passports.tables.js';
export { computeWhenComplete, registerComputeJob } from './results/computeJob.js';
export {
  createResultsService,
  type PassportResults,
  type ResultsService,
} from './results/results.service.js';
/**
 * The versioned reference table, loaded on use (its mind and lifestyle ranges score with the questionnaire module,
 * which imports this index): for documents that describe the whole table, such as the reference book.
 */
export const loadReferenceTable = () => import('./results/referenceTable.js');
export { minorsRuleOf, ratesAge } from './results/engine.js';
export type {
  Bands,
  FlaggedValue,
  MinorsRule,
  ReferenceRange,
  Result,
  Source,
  Texts,
} from './results/types.js';
/** The eGFR equation the results use, for a laboratory's own eGFR beside its creatinine (the demo seed). */
export { ckdEpi2021 } from './results/ranges/blood.js';
export { localizedProductName } from './productNames.js';

/** Health passports: the person's passports and which one is current (REST lists of forms-api). */
export const passportsModule: AppModule = {
  name: 'passports',
  typeDefs,
  resolvers: passportsResolvers,
  routes: passportsRoutes,
};
