// `npm run build:api`: bundles apps/api/src/main.ts into dist/apps/api/main.mjs (ESM, Node 20).
// Dependencies stay external (node_modules); `@qifu/*` aliases resolve through tsconfig.base.json.
// The bundle finds the spec, the migrations and the web app from the repository root at run time.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

await build({
  absWorkingDir: root,
  entryPoints: ['apps/api/src/main.ts'],
  outfile: 'dist/apps/api/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.base.json',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  // Some dependencies may still call require() from ESM: give the bundle one.
  banner: { js: "import { createRequire as __qifuCreateRequire } from 'node:module';\nconst require = __qifuCreateRequire(import.meta.url);" },
});
