import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { attachment } from '../documents/index.js';
import { snapshotErrors } from './snapshots.errors.js';

const ReportRequest = z.object({
  params: z.object({ snapshotId: z.string().max(64), language: z.enum(['en_US.pdf', 'nl_NL.pdf']) }),
  query: z.object({
    expires: z.string().regex(/^\d{1,12}$/),
    viewer: z.string().max(64),
    signature: z.string().min(1).max(128),
  }),
});

/** The manager report behind its signed link (a download link cannot send a bearer token). */
export function snapshotsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/snapshots/:snapshotId/report/:language', async (request, reply) => {
    const parsed = ReportRequest.safeParse({ params: request.params, query: request.query });
    // A url this server did not make: the same answer as a wrong signature.
    if (!parsed.success) throw snapshotErrors.notFound();
    const { params, query } = parsed.data;
    const report = await ctx.services.snapshots.openReport(
      {
        snapshotId: params.snapshotId,
        language: params.language.startsWith('nl') ? 'nl' : 'en',
        viewerId: query.viewer,
        expires: Number(query.expires),
      },
      query.signature,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(report.fileName))
      .header('cache-control', 'private, no-store')
      .send(report.pdf);
  });
}
