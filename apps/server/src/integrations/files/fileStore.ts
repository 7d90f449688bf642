import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../errors.js';

/**
 * Where uploaded files (scan images and videos, documents) live: a local directory by default
 * (DATA_DIR/files), or an S3-compatible object store (s3FileStore.ts). Names are random and unguessable, and
 * nothing here serves files over HTTP: a file is read only through a route that checked the caller's access.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under a new random name ending in `extension` (e.g. ".png"); returns the name. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** A name the store does not hold rejects with an error whose `code` is ENOENT. */
  read(name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
  /** A cheap check that the store can take files now (for the health endpoint); rejects when it cannot. */
  ping(): Promise<void>;
}

const NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** A new random stored name; throws for anything that could not be one (e.g. a path). */
export function newStoredName(extension: string): string {
  return checkedName(`${randomBytes(16).toString('hex')}${extension.toLowerCase()}`);
}

export function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
  return name;
}

/** The store did not answer or refused: the upload or download can be tried again later. */
export function fileStoreUnavailable(cause?: unknown): AppError {
  const error = new AppError(
    'UNAVAILABLE',
    'fileStoreUnavailable',
    'The file store cannot be reached right now; nothing was stored. Please try again later.',
  );
  // Kept for the error report and the log, never sent to the client.
  if (cause !== undefined) error.cause = cause;
  return error;
}

export function createLocalFileStore(directory: string): FileStore {
  const pathOf = (name: string) => path.join(directory, checkedName(name));
  return {
    kind: 'local',
    async save(bytes, extension) {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const name = newStoredName(extension);
      // wx: never overwrite; 0600: readable by the server's user only.
      await fs.writeFile(pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async read(name) {
      return fs.readFile(pathOf(name));
    },
    async remove(name) {
      await fs.rm(pathOf(name), { force: true });
    },
    async ping() {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      await fs.access(directory, fs.constants.W_OK);
    },
  };
}
