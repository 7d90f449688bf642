import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { scanErrors } from './scans.service.js';

const UUID = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
/** The file store's names: 32 hex characters and an extension. */
const STORED_NAME = z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/);

const MediaRequest = z.object({
  params: z.object({ passportId: UUID, name: STORED_NAME }),
  query: z.object({
    expires: z.string().regex(/^\d{1,12}$/),
    viewer: UUID,
    signature: z.string().min(1).max(128),
  }),
});

/** One byte range of `size` bytes ("bytes=0-1023", "bytes=500-", "bytes=-500"), or null when unsatisfiable. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Scan images and videos behind their signed urls (README): no bearer token (an <img> or <video> cannot send
 * one), so the url itself carries who may see what until when, and every use is checked again.
 */
export function scansRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/scans/:passportId/media/:name', async (request, reply) => {
    const parsed = MediaRequest.safeParse({ params: request.params, query: request.query });
    // A url this server did not make: the same answer as a wrong signature.
    if (!parsed.success) throw scanErrors.invalidSignature();
    const { params, query } = parsed.data;
    const file = await ctx.services.scans.openMedia(
      {
        passportId: params.passportId,
        name: params.name,
        viewerId: query.viewer,
        expires: Number(query.expires),
      },
      query.signature,
    );
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // Videos seek with range requests (Safari plays nothing without them).
      .header('accept-ranges', 'bytes');
    const rangeHeader = request.headers.range;
    if (rangeHeader === undefined) return reply.send(file.bytes);
    const range = byteRange(rangeHeader, file.bytes.length);
    if (!range) {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.bytes.length}`)
        .type('application/json')
        .send({ error: { code: 'rangeNotSatisfiable', message: 'The requested range is not in the file.' } });
    }
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes.length}`)
      .send(file.bytes.subarray(range.start, range.end + 1));
  });
}
