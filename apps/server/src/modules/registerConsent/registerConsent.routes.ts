import { Role } from '@health-passport/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../locale.js';
import { requireRole } from '../identity/index.js';

/** The register consent of GLI_product passports (customer-journey §2 /onboarding/rivm-consent). */
export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { registerConsent, users } = ctx.services;

  const caller = async (request: FastifyRequest) => {
    const viewer = requireRole(request, [Role.CONSUMER]);
    const user = await users.findById(viewer.userId);
    return {
      userId: viewer.userId,
      language: requestLanguage(request.headers['accept-language'], user?.locale),
    };
  };

  app.get('/api/v2/rivm-consent', async (request, reply) => {
    const { userId, language } = await caller(request);
    reply.header('cache-control', 'no-store');
    return registerConsent.forUser(userId, language);
  });

  app.put('/api/v2/rivm-consent', async (request, reply) => {
    const { userId, language } = await caller(request);
    reply.header('cache-control', 'no-store');
    return registerConsent.save(userId, request.body, language);
  });
}
