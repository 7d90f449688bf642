import { UNLOCK_PASSPORT_ROLES } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireRole } from '../identity/index.js';
import { publishPersonPassport } from './journey.unlock.js';

const PersonParams = z.object({ serviceNumber: z.string().min(1).max(64) });

export function journeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A data expert or doctor unlocks the person's computed passport (passport-and-professional §4, §6, §7);
  // the same rules and errors as the GraphQL unlockHealthPassport. Answers the passport's id and new status.
  app.post('/api/v2/health-coach/:serviceNumber/passport/publish', async (request) => {
    const viewer = requireRole(request, UNLOCK_PASSPORT_ROLES);
    const { serviceNumber } = PersonParams.parse(request.params);
    const published = await publishPersonPassport(ctx.services, viewer, serviceNumber);
    return { id: published.id, status: published.status };
  });
}
