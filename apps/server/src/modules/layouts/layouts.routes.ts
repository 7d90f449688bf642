import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../locale.js';
import { requireViewer } from '../identity/index.js';
import { passportAccessErrors } from '../passports/index.js';

/**
 * The layout calls of §7: the menu of a passport's pages and one page, for the consumer
 * (/api/v2/{passportId}/...) and for a professional naming the person (/api/v2/health-coach/{serviceNumber}/
 * {passportId}/...). The wildcard is the layout path ("my-health/body-heart"). Static segments win over
 * parameters in Fastify's router, so /api/v2/users/..., /api/v2/questionaire and the others keep their routes.
 */

const ConsumerParams = z.object({ passportId: z.uuid() });
const CoachParams = z.object({ serviceNumber: z.string().min(1).max(64), passportId: z.uuid() });
const LayoutPath = z.object({ '*': z.string() });

/** Ids that cannot be anyone's answer the same as ids that are not the caller's: nothing to probe. */
function parsed<T>(schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params);
  if (!result.success) throw passportAccessErrors.accessError();
  return result.data;
}

export function layoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { layouts, users } = ctx.services;

  const languageOf = async (request: FastifyRequest, userId: string) =>
    requestLanguage(request.headers['accept-language'], (await users.findById(userId))?.locale);

  app.get('/api/v2/:passportId/routes', async (request, reply) => {
    const viewer = requireViewer(request);
    const { passportId } = parsed(ConsumerParams, request.params);
    const routes = await layouts.routesFor(
      viewer,
      passportId,
      undefined,
      await languageOf(request, viewer.userId),
    );
    reply.header('cache-control', 'no-store');
    return routes;
  });

  app.get('/api/v2/health-coach/:serviceNumber/:passportId/routes', async (request, reply) => {
    const viewer = requireViewer(request);
    const { serviceNumber, passportId } = parsed(CoachParams, request.params);
    const routes = await layouts.routesFor(
      viewer,
      passportId,
      serviceNumber,
      await languageOf(request, viewer.userId),
    );
    reply.header('cache-control', 'no-store');
    return routes;
  });

  app.get('/api/v2/:passportId/*', async (request, reply) => {
    const viewer = requireViewer(request);
    const { passportId } = parsed(ConsumerParams, request.params);
    const { '*': layoutPath } = LayoutPath.parse(request.params);
    const layout = await layouts.layoutFor(
      viewer,
      passportId,
      layoutPath,
      undefined,
      await languageOf(request, viewer.userId),
    );
    reply.header('cache-control', 'no-store');
    return layout;
  });

  app.get('/api/v2/health-coach/:serviceNumber/:passportId/*', async (request, reply) => {
    const viewer = requireViewer(request);
    const { serviceNumber, passportId } = parsed(CoachParams, request.params);
    const { '*': layoutPath } = LayoutPath.parse(request.params);
    const layout = await layouts.layoutFor(
      viewer,
      passportId,
      layoutPath,
      serviceNumber,
      await languageOf(request, viewer.userId),
    );
    reply.header('cache-control', 'no-store');
    return layout;
  });
}
