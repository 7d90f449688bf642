import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A REST call as the web app makes it: bearer token, JSON body, optional Accept-Language. */
export function rest(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; language?: string; headers?: Record<string, string> } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  };
  return app.inject(request);
}

/** A multipart/form-data body with text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; contentType: string; bytes: Buffer },
): { payload: Buffer; contentType: string } {
  const boundary = `----hp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart form with a bearer token. */
export function sendMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  body: { payload: Buffer; contentType: string },
) {
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
}
