/** The scan pages (passport-and-professional §2.2 /my-statistics/my-scans/{uri}): values, images and videos. */
export { ScanPage } from './ScanPage';
