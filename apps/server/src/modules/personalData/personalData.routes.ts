import { DATA_EXPORT_FILE_NAME } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { attachment } from '../documents/index.js';
import { requireViewer } from '../identity/index.js';
import { personalDataErrors } from './personalData.errors.js';

const DownloadRequest = z.object({
  params: z.object({ exportId: z.string().max(64) }),
  query: z.object({
    expires: z.string().regex(/^\d{1,12}$/),
    signature: z.string().min(1).max(128),
  }),
});

/**
 * The export's zip: the signed url (made for its owner, valid minutes) and the owner's own session, both asked
 * on every download, so a url that travelled is of no use to anyone else.
 */
export function personalDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/personal-data/exports/:exportId/my-data.zip', async (request, reply) => {
    const viewer = requireViewer(request);
    const parsed = DownloadRequest.safeParse({ params: request.params, query: request.query });
    if (!parsed.success) throw personalDataErrors.exportNotFound();
    const { params, query } = parsed.data;
    const zip = await ctx.services.personalData.open(
      viewer,
      { exportId: params.exportId, expires: Number(query.expires) },
      query.signature,
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(DATA_EXPORT_FILE_NAME))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(zip);
  });
}
