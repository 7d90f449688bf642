import type { AppModule } from '../../context.js';
import typeDefs from './scans.graphql?raw';
import { scansResolvers } from './scans.resolvers.js';
import { scansRoutes } from './scans.routes.js';

export { createMediaUrlSigner, SCAN_MEDIA_TTL_SECONDS, type MediaGrant } from './mediaUrl.js';
export {
  createScansService,
  scanErrors,
  type MediaFile,
  type ScanData,
  type ScansService,
} from './scans.service.js';

/** Scan results (myScansData) and their images and videos behind signed, short-lived urls. */
export const scansModule: AppModule = {
  name: 'scans',
  typeDefs,
  resolvers: scansResolvers,
  routes: scansRoutes,
};
