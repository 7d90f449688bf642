import type { AppModule } from '../../context.js';
import typeDefs from './sharing.graphql?raw';
import { sharingResolvers } from './sharing.resolvers.js';

export { sharingErrors } from './sharing.errors.js';
export {
  createSharingService,
  type HealthDataReadView,
  type PersonPassports,
  type ShareCommand,
  type ShareView,
  type SharingService,
} from './sharing.service.js';
export { healthDataReads, passportShares } from './sharing.tables.js';

/** Passport shares (share, revoke, activate, the owner's list) and the access audit ("who viewed my passport"). */
export const sharingModule: AppModule = { name: 'sharing', typeDefs, resolvers: sharingResolvers };
