export { appInfoQuery } from './api';
export { AppFooter } from './AppFooter';
