export { SessionLifecycle } from './useSessionLifecycle';
export { useSignOut, SIGN_OUT_PATH } from './useSignOut';
export { completeAuthentication } from './completeAuthentication';
export { clearUserData, SIGN_OUT_STORAGE_KEYS, APP_COOKIES } from './clearUserData';
