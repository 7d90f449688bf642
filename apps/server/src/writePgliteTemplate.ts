import path from 'node:path';
import { PGLITE_TEMPLATE_FILE } from './db/database.js';
import { writePgliteTemplate } from './db/prepare.js';

/**
 * Run by build.mjs after bundling: writes dist/pglite-template.tar, the prepared embedded database a server's
 * first start in a new DATA_DIR begins from (db/database.ts).
 */
await writePgliteTemplate(path.join(path.dirname(new URL(import.meta.url).pathname), PGLITE_TEMPLATE_FILE));
