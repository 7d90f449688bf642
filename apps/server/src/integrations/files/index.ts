export { createLocalFileStore, type FileStore } from './fileStore.js';
export { detectFileType, type FileKind, type FileType } from './fileType.js';
export { readMultipart, type MultipartUpload } from './multipart.js';
export {
  createUrlSigner,
  hasExpired,
  SIGNED_URL_TTL_SECONDS,
  signedUrlExpiry,
  type UrlSigner,
} from './signedUrl.js';
