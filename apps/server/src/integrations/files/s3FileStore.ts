import type { S3Config } from '../../config.js';
import { checkedName, type FileStore, fileStoreUnavailable, newStoredName } from './fileStore.js';

/** A dead store must answer within seconds, so an upload fails fast instead of hanging the request. */
const CONNECTION_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 2;

/**
 * Files in an S3-compatible bucket, under the same random names the local store uses. The bucket stays private:
 * the server reads each object itself and answers it through its access-checked, signed download routes.
 * Every object is written with server-side encryption.
 */
export async function createS3FileStore(config: S3Config): Promise<FileStore> {
  // Loaded only when configured: the local default starts without the SDK.
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, HeadBucketCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Other S3-compatible stores do not all know the newer default checksums; send them only when required.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = config.bucket;
  const encryption =
    config.sse === 'aws:kms'
      ? { ServerSideEncryption: 'aws:kms' as const, SSEKMSKeyId: config.sseKmsKeyId }
      : { ServerSideEncryption: 'AES256' as const };

  return {
    kind: 's3',
    async save(bytes, extension) {
      const name = newStoredName(extension);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ...encryption }));
      } catch (error) {
        throw fileStoreUnavailable(error);
      }
      return name;
    },
    async read(name) {
      const Key = checkedName(name);
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (isMissing(error)) {
          throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT' });
        }
        throw fileStoreUnavailable(error);
      }
      try {
        return Buffer.from((await response.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        throw fileStoreUnavailable(error);
      }
    },
    async remove(name) {
      const Key = checkedName(name);
      try {
        // Deleting what is not there succeeds, as in the local store.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw fileStoreUnavailable(error);
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
