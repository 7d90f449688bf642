import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { headerLanguage, requestLanguageOf } from '../../locale.js';
import { attachment } from '../documents/index.js';
import { REFERENCE_BOOK_API, REFERENCE_BOOK_ROLES } from '@health-passport/domain';
import { requireRole, requireViewer } from '../identity/index.js';
import { passportAccessErrors } from '../passports/index.js';
import { layoutErrors } from './layouts.errors.js';
import { referenceBookSource } from './referenceBook.js';

/**
 * The layout calls of §7: the menu of a passport's pages and one page, for the consumer
 * (/api/v2/{passportId}/...) and for a professional naming the person (/api/v2/health-coach/{serviceNumber}/
 * {passportId}/...). The wildcard is the layout path ("my-health/body-heart"). Static segments win over
 * parameters in Fastify's router, so /api/v2/users/..., /api/v2/questionaire and the others keep their routes.
 */

/** Both path families: the professional's names the person, the consumer's does not. */
const PassportParams = z.object({
  serviceNumber: z.string().min(1).max(64).optional(),
  passportId: z.uuid(),
  // The layout path ("my-health/body-heart"); absent on the routes call.
  '*': z.string().optional(),
});

const ReportParams = z.object({ passportId: z.uuid(), file: z.enum(['en_US.pdf', 'nl_NL.pdf']) });

/** Ids that cannot be anyone's answer the same as ids that are not the caller's: nothing to probe. */
function passportParams(params: unknown) {
  const result = PassportParams.safeParse(params);
  if (!result.success) throw passportAccessErrors.accessError();
  return result.data;
}

export function layoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { layouts, users } = ctx.services;

  const languageOf = (request: FastifyRequest, userId: string) =>
    requestLanguageOf(request.headers['accept-language'], async () => (await users.findById(userId))?.locale);

  const routes = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = requireViewer(request);
    const { serviceNumber, passportId } = passportParams(request.params);
    const language = await languageOf(request, viewer.userId);
    reply.header('cache-control', 'no-store');
    return layouts.routesFor(viewer, passportId, serviceNumber, language);
  };

  const layout = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = requireViewer(request);
    const { serviceNumber, passportId, '*': layoutPath = '' } = passportParams(request.params);
    // Without a language in the header, the service takes the viewer's own from the row it reads anyway.
    const language = headerLanguage(request.headers['accept-language']);
    const json = await ctx.inFlight(() =>
      layouts.layoutJsonFor(viewer, passportId, layoutPath, serviceNumber, language),
    );
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(json);
  };

  // The passport as a PDF for the person's doctor: fetched with the bearer token, so the web shows progress
  // and errors itself.
  app.get('/api/v2/health-passports/:passportId/report/:file', async (request, reply) => {
    const viewer = requireViewer(request);
    const parsed = ReportParams.safeParse(request.params);
    if (!parsed.success) throw layoutErrors.reportNotFound();
    const language = parsed.data.file === 'nl_NL.pdf' ? 'nl' : 'en';
    const report = await layouts.reportFor(viewer, parsed.data.passportId, language, ctx.clock.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(report.fileName))
      .header('cache-control', 'private, no-store')
      .send(report.pdf);
  });

  // The reference book of the table the results are computed with, for the staff who explain results.
  const referenceBook = referenceBookSource(ctx.services.results);
  app.get(REFERENCE_BOOK_API.book, async (request, reply) => {
    requireRole(request, REFERENCE_BOOK_ROLES);
    reply.header('cache-control', 'private, no-cache');
    return referenceBook.book();
  });
  app.get(REFERENCE_BOOK_API.pdf, async (request, reply) => {
    requireRole(request, REFERENCE_BOOK_ROLES);
    const { version, pdf } = await referenceBook.pdf(ctx.clock.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`Reference book ${version}.pdf`))
      .header('cache-control', 'private, no-cache')
      .send(pdf);
  });

  app.get('/api/v2/:passportId/routes', routes);
  app.get('/api/v2/health-coach/:serviceNumber/:passportId/routes', routes);
  app.get('/api/v2/:passportId/*', layout);
  app.get('/api/v2/health-coach/:serviceNumber/:passportId/*', layout);
}
