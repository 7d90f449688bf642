/** The privacy page: the person's consent history (with withdrawal of optional consents) and who viewed their data. */
export { PrivacyPage } from './PrivacyPage';
