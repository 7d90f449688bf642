import type { AppModule } from '../../context.js';
import { identityRoutes } from './identity.routes.js';

export {
  AccountStatus,
  enableTotp,
  setPassword,
  setPasswordHash,
  type CredentialsRow,
} from './credentials.service.js';
export { authErrors } from './identity.errors.js';
export {
  CONTACT_CODE_TTL_MS,
  createIdentityService,
  type ContactKind,
  MAX_CODE_ATTEMPTS,
  RESET_CODE_TTL_MS,
  SMS_CODE_TTL_MS,
  TEMPORARY_PASSWORD_TTL_MS,
  type AuthResult,
  type IdentityService,
  type InCallerTransaction,
  type NewStaffUserInput,
} from './identity.service.js';
export { REFRESH_COOKIE } from './identity.routes.js';
export {
  authChallenges,
  authThrottles,
  contactChanges,
  credentials,
  passwordResetCodes,
  refreshTokens,
} from './identity.tables.js';
export { hashPassword, verifyPassword } from './password.js';
export { judgeNewPassword } from './passwordPolicy.js';
export { resolveSessionSecret } from './sessionSecret.js';
export { staffWithoutMfa, type StaffWithoutMfa } from './staffMfa.js';
export { ACCESS_TOKEN_TTL_SECONDS } from './tokens.js';
export { totpCode } from './totp.js';
export { requireRole, requireViewer, type HasViewer, type Viewer } from './viewer.js';

/** Sign-in, tokens and the bearer-token guard; no GraphQL of its own (the profile is the users module's). */
export const identityModule: AppModule = { name: 'identity', routes: identityRoutes };
