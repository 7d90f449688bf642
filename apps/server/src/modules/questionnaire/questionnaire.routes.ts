import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { consumerFormRoutes } from '../formdata/index.js';

/** The consumer's health and lifestyle questionnaire (customer-journey §2 /onboarding/questionaire, §7 REST). */
export function questionnaireRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The path is spelled as the spec spells it.
  consumerFormRoutes(app, ctx, '/api/v2/questionaire', ctx.services.questionnaire);
}
