import type { AppModule } from '../../context.js';
import typeDefs from './snapshots.graphql?raw';
import { snapshotsResolvers } from './snapshots.resolvers.js';
import { snapshotsRoutes } from './snapshots.routes.js';

export { snapshotErrors } from './snapshots.errors.js';
export { registerSnapshotJobs } from './snapshots.jobs.js';
export {
  createSnapshotsService,
  SNAPSHOT_COMPUTE_JOB,
  SNAPSHOT_EDIT_ROLES,
  SNAPSHOT_MANAGER_ROLES,
  SNAPSHOT_READ_ROLES,
  type SnapshotsService,
  type SnapshotView,
} from './snapshots.service.js';
export {
  companies,
  companyMembers,
  snapshotManagers,
  snapshotPeople,
  snapshots,
} from './snapshots.tables.js';

/** Company snapshots: companies and their people, k-anonymous aggregates, HR managers, reports (README). */
export const snapshotsModule: AppModule = {
  name: 'snapshots',
  typeDefs,
  resolvers: snapshotsResolvers,
  routes: snapshotsRoutes,
};
