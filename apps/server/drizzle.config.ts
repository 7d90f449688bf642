import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the per-module table definitions: `npm run db:generate -w apps/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
