import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { Env } from '../config.js';

export interface TestS3 {
  bucket: string;
  /** The settings that point the server at this store. */
  env: Partial<Record<keyof Env, string>>;
  /** Every request the store received, in order. */
  received: { method: string; path: string; headers: IncomingHttpHeaders }[];
  /** The keys of the objects in the bucket now. */
  objects(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible store on a free loopback port (or `port`: the fault tests bring a stopped store back where the
 * servers look for it), in this process, with one empty bucket. It checks no signatures: the SDK signs
 * bucket-level calls for "/bucket/", the stand-in for "/bucket".
 */
export async function startTestS3(bucket = 'health-passport-files', port = 0): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port: listening } = await server.run();
  const received: TestS3['received'] = [];
  server.httpServer.on(
    'request',
    (request: { method?: string; url?: string; headers: IncomingHttpHeaders }) =>
      received.push({
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0]!,
        headers: request.headers,
      }),
  );
  let running = true;
  return {
    bucket,
    env: { ...s3Env(listening), S3_BUCKET: bucket },
    received,
    async objects() {
      // The stand-in lists a bucket without a signature.
      const listing = await (await fetch(`http://127.0.0.1:${listening}/${bucket}`)).text();
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
    },
    async stop() {
      if (running) await server.close();
      running = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings for a store at `port` on loopback with test credentials (a bucket still to be added). */
export function s3Env(port: number): Partial<Record<keyof Env, string>> {
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A loopback port nothing listens on: a store that is not there. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
