#!/usr/bin/env node
// `npm run bench:matching`: the matching engine's benchmark (issue 5). Not a test: it prints figures.
//
// Bundles bench.ts with the API's own esbuild settings (apps/api/build.mjs: ESM, node20,
// dependencies external) into dist/bench-matching/bench.mjs — the engine is measured as the
// product runs it — then runs it with the given options (see bench.ts: --projects, --enterprises,
// --db-enterprises, --no-db).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const outfile = join(root, 'dist/bench-matching/bench.mjs');

await build({
  absWorkingDir: root,
  entryPoints: ['tools/bench/matching/bench.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.base.json',
  legalComments: 'none',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __qifuCreateRequire } from 'node:module';\nconst require = __qifuCreateRequire(import.meta.url);" },
});
// --expose-gc: the pre-match section reads the heap the job retains after a collection
const res = spawnSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exitCode = res.status ?? 1;
