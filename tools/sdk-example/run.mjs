#!/usr/bin/env node
// `npm run sdk:example` (issue 17, acceptance 1 and 2; a step of the test command): the SDK as an
// outside consumer gets it.
// 1. builds the package (`npm run sdk:build`: tsdown → libs/sdk/dist) and packs it (`npm pack`);
// 2. copies this folder's package.json, tsconfig.json and src/ into an empty folder outside the
//    repository and installs the tarball there with TypeScript, @types/node, React and TanStack
//    Query at the repository's versions (from npm's cache when it has them);
// 3. typechecks and compiles with that folder's own TypeScript — no tsconfig paths, module
//    resolution `nodenext`; src/policy-titles.tsx holds `@ts-expect-error` lines, so the compile
//    also fails when a wrong field or parameter name stops being refused;
// 4. runs build/list-policies.js in Node against the started product (`node dist/apps/api/main.mjs`
//    on a free port with DEMO=on; SDK_EXAMPLE_URL=http://host:port uses a running one) and checks it
//    listed policies.
// Exits 1 on any failure. Needs `npm run build` first (unless SDK_EXAMPLE_URL is set).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, startProduct } from '../lib/product-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length > 0) await Promise.resolve(cleanups.pop()()).catch(() => undefined);
};
const fail = async (message) => {
  console.error(`sdk:example: ERROR: ${message}`);
  await cleanup();
  process.exit(1);
};
const run = (command, args, cwd) => {
  console.log(`sdk:example: ${command} ${args.join(' ')}  (in ${cwd})`);
  return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
};
/** The version of a package installed at the repository's root. */
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

try {
  // 1. build and pack
  run('npm', ['run', '-s', 'sdk:build'], root);
  const packDir = mkdtempSync(join(tmpdir(), 'qifu-sdk-pack-'));
  cleanups.push(() => rmSync(packDir, { recursive: true, force: true }));
  run('npm', ['pack', join(root, 'libs/sdk'), '--pack-destination', packDir, '--silent'], root);
  const tarball = readdirSync(packDir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  // 2. an empty project outside the repository
  const project = mkdtempSync(join(tmpdir(), 'qifu-sdk-example-'));
  cleanups.push(() => rmSync(project, { recursive: true, force: true }));
  for (const part of ['package.json', 'tsconfig.json', 'src']) cpSync(join(here, part), join(project, part), { recursive: true });
  const tools = ['typescript', '@types/node', 'react', '@types/react', '@tanstack/react-query'].map((p) => `${p}@${versionOf(p)}`);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', join(packDir, tarball), ...tools], project);

  // 3. typecheck and compile with the project's own TypeScript
  run(join(project, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], project);
  console.log(`sdk:example: ${tarball} installed and typechecked outside the repository (${project})`);

  // 4. call the started product
  let base = process.env.SDK_EXAMPLE_URL?.replace(/\/+$/, '');
  if (!base) {
    const entry = join(root, 'dist/apps/api/main.mjs');
    if (!existsSync(entry)) throw new Error(`${entry} not found: run \`npm run build\` first`);
    const dataDir = mkdtempSync(join(tmpdir(), 'qifu-sdk-example-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DEMO: 'on', LOGIN_CODE: 'off', LOG_LEVEL: 'warn' };
    base = await startProduct({ entry, cwd: root, port, env, cleanups });
  }
  const out = run(process.execPath, [join(project, 'build/list-policies.js'), `${base}/api`], project);
  process.stdout.write(out);
  const total = Number(/listPolicyDoc: (\d+) policies/.exec(out)?.[1] ?? 0);
  if (!(total > 0)) throw new Error('the example listed no policy');
  console.log('sdk:example: passed');
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}
await cleanup();
