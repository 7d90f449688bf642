export { resetAppInfo, useAppInfo, type AppInfo } from './api';
export { AppFooter } from './AppFooter';
