import type { AppModule } from '../../context.js';
import typeDefs from './documents.graphql?raw';
import { documentsResolvers } from './documents.resolvers.js';
import { documentsRoutes } from './documents.routes.js';

export {
  createDocumentsService,
  documentErrors,
  type DocumentFile,
  type DocumentsService,
  type DocumentView,
  type DownloadGrant,
  type UploadCommand,
} from './documents.service.js';
export { attachment } from './documents.routes.js';
export { documents } from './documents.tables.js';

/** A person's documents: the lists (own, by service number), staff uploads and signed downloads. */
export const documentsModule: AppModule = {
  name: 'documents',
  typeDefs,
  resolvers: documentsResolvers,
  routes: documentsRoutes,
};
