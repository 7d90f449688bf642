import path from 'node:path';
import { PGLITE_TEMPLATE_DIR } from './db/database.js';
import { writePgliteTemplateDir } from './db/prepare.js';

/**
 * Run by build.mjs after bundling: writes dist/pglite-template, the prepared embedded database that a server's
 * first start in a new DATA_DIR copies (db/database.ts).
 */
await writePgliteTemplateDir(path.join(path.dirname(new URL(import.meta.url).pathname), PGLITE_TEMPLATE_DIR));
