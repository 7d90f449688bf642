import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

export interface MultipartUpload {
  fields: Record<string, string>;
  file: { fileName: string; bytes: Buffer } | undefined;
}

const notMultipart = () =>
  new AppError('BAD_REQUEST', 'notMultipart', 'Send the file as multipart/form-data.');

/**
 * Reads a small multipart form: text fields (any order) and at most one file, kept in memory up to
 * `maxFileBytes`. A larger file answers 413 fileTooLarge; a malformed form answers 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFileBytes, tooLarge }: { maxFileBytes: number; tooLarge: () => AppError },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'];
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw new AppError(
        'BAD_REQUEST',
        'invalidMultipart',
        `The form data is not valid: ${(error as Error).message}.`,
      );
    }
    throw error;
  }
  return { fields, file };
}
