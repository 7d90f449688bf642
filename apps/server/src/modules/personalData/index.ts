import type { AppModule } from '../../context.js';
import typeDefs from './personalData.graphql?raw';
import { personalDataResolvers } from './personalData.resolvers.js';
import { personalDataRoutes } from './personalData.routes.js';

export { personalDataErrors } from './personalData.errors.js';
export {
  createPersonalDataService,
  type DataExportView,
  type PersonalDataService,
  registerPersonalDataJobs,
} from './personalData.service.js';
export { personalDataExports } from './personalData.tables.js';

/** The person's own data: the export of everything held about them (README). */
export const personalDataModule: AppModule = {
  name: 'personalData',
  typeDefs,
  resolvers: personalDataResolvers,
  routes: personalDataRoutes,
};
