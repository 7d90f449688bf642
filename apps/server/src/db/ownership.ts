import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process only. The server that owns DATA_DIR leaves a small file
 * there (pid, port, admin token) so a second server refuses to start and the CLI knows whom to ask.
 */
export interface Ownership {
  pid: number;
  port: number;
  adminToken: string;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

export function readOwner(dataDir: string): Ownership | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(fileIn(dataDir), 'utf8')) as Ownership;
    process.kill(owner.pid, 0); // throws when that process is gone
    return owner;
  } catch {
    return undefined;
  }
}

export function claimOwnership(dataDir: string, owner: Ownership): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileIn(dataDir), JSON.stringify(owner), { mode: 0o600 });
  return () => fs.rmSync(fileIn(dataDir), { force: true });
}
