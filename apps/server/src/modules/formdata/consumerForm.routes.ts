import { Role } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestLanguage, type Language } from '../../locale.js';
import { requireRole } from '../identity/index.js';

/** A consumer's own server-defined form: the definition with saved answers, and saving answers. */
export interface ConsumerFormService {
  forUser(userId: string, language: Language): Promise<FormGroup[]>;
  save(userId: string, items: unknown, language: Language): Promise<FormGroup[]>;
}

/**
 * GET and PUT of a consumer form at `path` (questionnaire, register consent): consumers only, in the language
 * of the request (Accept-Language, else the user's locale), never cached.
 */
export function consumerFormRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  path: string,
  form: ConsumerFormService,
): void {
  app.route<{ Body: unknown }>({
    method: ['GET', 'PUT'],
    url: path,
    handler: async (request, reply) => {
      const viewer = requireRole(request, [Role.CONSUMER]);
      const user = await ctx.services.users.findById(viewer.userId);
      const language = requestLanguage(request.headers['accept-language'], user?.locale);
      reply.header('cache-control', 'no-store');
      return request.method === 'GET'
        ? form.forUser(viewer.userId, language)
        : form.save(viewer.userId, request.body, language);
    },
  });
}
