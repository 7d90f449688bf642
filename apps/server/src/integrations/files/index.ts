export { createFileStore } from './configuredFileStore.js';
export { createLocalFileStore, type FileStore } from './fileStore.js';
export { createS3FileStore } from './s3FileStore.js';
export { detectFileType, type FileKind, type FileType } from './fileType.js';
export { readMultipart, type MultipartUpload } from './multipart.js';
export {
  createUrlSigner,
  hasExpired,
  SIGNED_URL_TTL_SECONDS,
  signedUrlExpiry,
  type UrlSigner,
} from './signedUrl.js';
