import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { consumerFormRoutes } from '../formdata/index.js';

/** The register consent of GLI_product passports (customer-journey §2 /onboarding/rivm-consent). */
export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  consumerFormRoutes(app, ctx, '/api/v2/rivm-consent', ctx.services.registerConsent);
}
