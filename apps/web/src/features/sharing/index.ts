/**
 * Sharing the health passport (customer-journey §2 /share-php, §4 "Sharing", §5 "Share form", §8 "Sharing"):
 * the share form, the list of shares with revocation, and who viewed the passport.
 */
export { SharePassportPage } from './SharePassportPage';
export { AccessLogList, type HealthDataView, useRolesInWords } from './AccessLogList';
export { sharingQueryKey } from './api';
