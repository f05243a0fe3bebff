// `npm run build:api`: bundles apps/api/src/main.ts into dist/apps/api/main.mjs (ESM, Node 20).
// Dependencies stay external (node_modules); `@qifu/*` aliases resolve through tsconfig.base.json.
// The bundle finds the spec, the migrations and the web app from the repository root at run time.
// Then the first screen of each page of the API reference (the entry and the six group pages) is
// prerendered into dist/apps/api/docs (issue 17, apps/api/src/web/docs-prerender.ts: bundled the
// same way and run once).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const options = {
  absWorkingDir: root,
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
  banner: {
    js: "import { createRequire as __qifuCreateRequire } from 'node:module';\nconst require = __qifuCreateRequire(import.meta.url);",
  },
};

await build({
  ...options,
  entryPoints: ['apps/api/src/main.ts'],
  outfile: 'dist/apps/api/main.mjs',
});
await build({
  ...options,
  entryPoints: ['apps/api/src/web/docs-prerender.ts'],
  outfile: 'dist/apps/api/docs-prerender.mjs',
  sourcemap: false,
});
execFileSync(process.execPath, [join(root, 'dist/apps/api/docs-prerender.mjs')], { cwd: root, stdio: 'inherit' });
