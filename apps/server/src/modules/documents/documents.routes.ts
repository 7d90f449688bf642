import multipart from '@fastify/multipart';
import { DOCUMENT_UPLOAD_ROLES, MAX_DOCUMENT_BYTES } from '@health-passport/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readMultipart } from '../../integrations/files/index.js';
import { requireRole } from '../identity/index.js';
import { documentErrors } from './documents.service.js';

const UploadParams = z.object({ serviceNumber: z.string().min(1).max(64) });

const DownloadRequest = z.object({
  params: z.object({ documentId: z.string().max(64) }),
  query: z.object({
    expires: z.string().regex(/^\d{1,12}$/),
    viewer: z.string().max(64),
    signature: z.string().min(1).max(128),
  }),
});

/**
 * `Content-Disposition: attachment` with the file's name: a plain ASCII `filename` for old clients and the
 * exact name as UTF-8 in `filename*` (RFC 6266, RFC 5987), which browsers prefer.
 */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Uploading a person's documents (staff) and downloading one through its signed url (README). */
export async function documentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A link the browser follows cannot send a bearer token: the signed url says who may download what until when.
  app.get('/api/v2/documents/:documentId/file', async (request, reply) => {
    const parsed = DownloadRequest.safeParse({ params: request.params, query: request.query });
    // A url this server did not make: the same answer as a wrong signature.
    if (!parsed.success) throw documentErrors.invalidSignature();
    const { params, query } = parsed.data;
    const file = await ctx.services.documents.open(
      { documentId: params.documentId, viewerId: query.viewer, expires: Number(query.expires) },
      query.signature,
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });

  // Multipart only in this scope, so no other route accepts it.
  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post('/api/v2/users/:serviceNumber/documents', async (request, reply) => {
      const uploader = requireRole(request, DOCUMENT_UPLOAD_ROLES);
      const { serviceNumber } = UploadParams.parse(request.params);
      const { fields, file } = await readMultipart(request, {
        maxFileBytes: MAX_DOCUMENT_BYTES,
        tooLarge: documentErrors.fileTooLarge,
      });
      const document = await ctx.services.documents.upload({
        uploader,
        serviceNumber,
        type: fields.type,
        name: fields.name,
        file,
      });
      return reply.status(201).header('cache-control', 'no-store').send(document);
    });
  });
}
