export { RegisterConsentPage } from './RegisterConsentPage';
