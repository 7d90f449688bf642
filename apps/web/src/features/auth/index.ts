export { LoginPage } from './LoginPage';
export { MfaSetupPanel } from './MfaSetupPanel';
export { associateMfa, verifyMfa, type MfaAssociation } from './api';
