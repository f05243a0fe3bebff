/**
 * drizzle-kit configuration (`npm run db:generate` from the repository root): reads the schema in
 * `apps/api/src/db/schema` and writes SQL migrations into `apps/api/db/migrations`, which the
 * server applies at start under an advisory lock (`src/seed/prepare-database.ts`).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/db/migrations',
  strict: true,
  verbose: true,
});
