// Lets a bench script load server modules that import their GraphQL SDL as `./x.graphql?raw` (the bundler's
// and Vitest's syntax): `npx tsx --import ./apps/server/bench/rawImports.mjs <script>`.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { readFile } from 'node:fs/promises';
      import { fileURLToPath } from 'node:url';
      export async function load(url, context, next) {
        if (!/\\.graphql(\\?raw)?$/.test(url)) return next(url, context);
        const text = await readFile(fileURLToPath(url.replace(/\\?raw$/, '')), 'utf8');
        return { format: 'module', source: 'export default ' + JSON.stringify(text) + ';', shortCircuit: true };
      }`),
);
