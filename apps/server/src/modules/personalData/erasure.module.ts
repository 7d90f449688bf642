import type { AppModule } from '../../context.js';
import typeDefs from './erasure.graphql?raw';
import { erasureResolvers } from './erasure.resolvers.js';

export {
  createErasureService,
  ERASURE_GRACE_DAYS,
  ERASURE_JOB,
  erasureErrors,
  type AccountErasureView,
  type ErasureService,
} from './erasure.service.js';
export { accountErasures } from './erasure.tables.js';
export { ERASURE_PLAN } from './erasurePlan.js';

/** Erasing one's account (GDPR Art. 17): the request, its grace period and the erasure job (README "Erasure"). */
export const erasureModule: AppModule = {
  name: 'erasure',
  typeDefs,
  resolvers: erasureResolvers,
};
