#!/usr/bin/env node
/**
 * `npm run requirements:sync`: refreshes `docs/requirements/` from the product owner's folder
 * beside the repository (`../shared/`, or `--from <dir>` / `REQUIREMENTS_FROM`).
 *
 * The repository stands alone (issue P14): the two specification documents (seeds 000 and 001),
 * the call catalogue and the conventions the code cites are kept inside it, in
 * `docs/requirements/{seeds/*.txt,catalogue.txt,CONVENTIONS.md,DEPENDENCIES.md}`, and every tool
 * reads them there. When the product owner changes them in `../shared/`, run this command and
 * commit the result. `--check` exits 1 (and prints the differing files) when the copy is stale,
 * and 0 with a note when there is no `../shared/` to compare with (a clone on its own).
 *
 * Errors: exit 2 when `--from` names a folder without `catalogue.txt` and `seeds/`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the copy lives inside the repository. */
export const REQUIREMENTS_DIR = join(REPO_ROOT, 'docs', 'requirements');
/** The files copied, relative to the source folder (the seeds are every `seeds/*.txt`). */
const TOP_FILES = ['catalogue.txt', 'CONVENTIONS.md', 'DEPENDENCIES.md'];

const { values } = parseArgs({
  options: { from: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const from = resolve(values.from ?? process.env.REQUIREMENTS_FROM ?? join(REPO_ROOT, '..', 'shared'));

if (!existsSync(join(from, 'catalogue.txt')) || !existsSync(join(from, 'seeds'))) {
  if (values.check && values.from === undefined && process.env.REQUIREMENTS_FROM === undefined) {
    console.log(`requirements: no ${from} beside the repository; docs/requirements/ is the reference copy`);
    process.exit(0);
  }
  console.error(`requirements: ${from} has no catalogue.txt and seeds/`);
  process.exit(2);
}

/** Source path → copy path, for every file of the copy. */
const files = new Map(TOP_FILES.filter((f) => existsSync(join(from, f))).map((f) => [join(from, f), join(REQUIREMENTS_DIR, f)]));
for (const name of readdirSync(join(from, 'seeds')).filter((n) => n.endsWith('.txt')).sort()) {
  files.set(join(from, 'seeds', name), join(REQUIREMENTS_DIR, 'seeds', name));
}

const stale = [];
for (const [src, dst] of files) {
  const body = readFileSync(src);
  if (!existsSync(dst) || !readFileSync(dst).equals(body)) stale.push(dst);
}
// seeds removed at the source
const kept = new Set(files.values());
const seedsDir = join(REQUIREMENTS_DIR, 'seeds');
const removed = existsSync(seedsDir) ? readdirSync(seedsDir).map((n) => join(seedsDir, n)).filter((p) => !kept.has(p)) : [];

if (values.check) {
  for (const f of [...stale, ...removed]) console.error(`requirements: stale ${f.slice(REPO_ROOT.length + 1)}`);
  if (stale.length + removed.length > 0) {
    console.error('requirements: run `npm run requirements:sync` and commit docs/requirements/');
    process.exit(1);
  }
  console.log(`requirements: ${files.size} files match ${from}`);
  process.exit(0);
}

for (const [src, dst] of files) {
  mkdirSync(dirname(dst), { recursive: true });
  writeFileSync(dst, readFileSync(src));
}
for (const f of removed) rmSync(f);
console.log(`requirements: ${files.size} files copied from ${from} (${stale.length} changed, ${removed.length} removed)`);
