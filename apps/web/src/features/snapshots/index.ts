/**
 * Company snapshots (passport-and-professional §2.2 /snapshots and /snapshot/{id}, §3, §6, §8): aggregated,
 * anonymous health results of a company for its corporate and HR managers, kept by data experts and product
 * managers.
 */
export { SnapshotsPage } from './SnapshotsPage';
export { SnapshotPage } from './SnapshotPage';
export { CompaniesPage } from './CompaniesPage';
