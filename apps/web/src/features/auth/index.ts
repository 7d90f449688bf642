export { LoginPage } from './LoginPage';
export { MfaSetupPanel } from './MfaSetupPanel';
export { associateMfa, changePassword, verifyMfa, type MfaAssociation } from './api';
export { NewPasswordFields } from './NewPasswordFields';
