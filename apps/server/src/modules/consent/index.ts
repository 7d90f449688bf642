import type { AppModule } from '../../context.js';
import typeDefs from './consent.graphql?raw';
import { consentResolvers } from './consent.resolvers.js';

export { consentErrors } from './consent.errors.js';
export {
  type ConsentLedgerEntry,
  type ConsentService,
  type ConsentViewer,
  createConsentService,
  GRANT_TIME_TOLERANCE_MS,
  GrantAction,
  type GrantedPermissionView,
  isActivatedAt,
  type NewRequestedPermission,
  parseZonedDateTime,
  type PermissionGrantRow,
  type RequestedPermissionRow,
  type RequestedPermissionView,
} from './consent.service.js';
export { permissionGrants, requestedPermissions } from './consent.tables.js';

/** Consent: the permissions a product requests and the ledger of grants (`grantPermissions`, `User.grantedPermissions`). */
export const consentModule: AppModule = { name: 'consent', typeDefs, resolvers: consentResolvers };
