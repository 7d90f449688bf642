import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files (scan images and videos, documents) live: a local directory by default
 * (DATA_DIR/files); an S3-compatible object store can implement the same interface. Names are random and unguessable, and nothing here serves
 * files over HTTP: a file is read only through a route that checked the caller's access.
 */
export interface FileStore {
  /** Stores the bytes under a new random name ending in `extension` (e.g. ".png"); returns the name. */
  save(bytes: Buffer, extension: string): Promise<string>;
  read(name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
}

const NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function createLocalFileStore(directory: string): FileStore {
  const pathOf = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async save(bytes, extension) {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(16).toString('hex')}${extension.toLowerCase()}`;
      // wx: never overwrite; 0600: readable by the server's user only.
      await fs.writeFile(pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    read: (name) => fs.readFile(pathOf(name)),
    async remove(name) {
      await fs.rm(pathOf(name), { force: true });
    },
  };
}
