import { Role } from '@health-passport/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../locale.js';
import { requireRole } from '../identity/index.js';

/** The consumer's health and lifestyle questionnaire (customer-journey §2 /onboarding/questionaire, §7 REST). */
export function questionnaireRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { questionnaire, users } = ctx.services;

  const caller = async (request: FastifyRequest) => {
    const viewer = requireRole(request, [Role.CONSUMER]);
    const user = await users.findById(viewer.userId);
    return {
      userId: viewer.userId,
      language: requestLanguage(request.headers['accept-language'], user?.locale),
    };
  };

  // The path is spelled as the spec spells it.
  app.get('/api/v2/questionaire', async (request, reply) => {
    const { userId, language } = await caller(request);
    reply.header('cache-control', 'no-store');
    return questionnaire.forUser(userId, language);
  });

  app.put('/api/v2/questionaire', async (request, reply) => {
    const { userId, language } = await caller(request);
    reply.header('cache-control', 'no-store');
    return questionnaire.save(userId, request.body, language);
  });
}
