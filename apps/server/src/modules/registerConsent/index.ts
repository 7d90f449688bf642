import type { AppModule } from '../../context.js';
import { registerConsentRoutes } from './registerConsent.routes.js';

export {
  APPROVAL_KEYS,
  INFORMATION_READ_KEY,
  REGISTER_CONSENT,
  REGISTER_CONSENT_FORM,
  SIGNATURE_DATE_KEY,
  SIGNATURE_NAME_KEY,
} from './registerConsent.definition.js';
export {
  createRegisterConsentService,
  REGISTER_CONSENT_PACKAGES,
  registerConsentErrors,
  type RegisterConsentService,
} from './registerConsent.service.js';

/** The register consent of the combined lifestyle intervention: GET/PUT /api/v2/rivm-consent. */
export const registerConsentModule: AppModule = { name: 'registerConsent', routes: registerConsentRoutes };
