// Domain boundaries of the server (issue 12; docs/architecture.md "Server layout and domain
// boundaries"), as `import/no-restricted-paths` zones built from the folders on disk:
//
// - a file under `<root>/domains/<a>/` may import another domain `<b>` only through
//   `<root>/domains/<b>/index.ts`, the public surface `<b>` deliberately offers (a search source,
//   a count); anything else of `<b>` is its internals;
// - `<root>/core/` (mechanics every domain shares) imports no domain;
// - domains do not import `<root>/db/seed/` (the seed imports domains, one way only) — except
//   their tests, which compare answers with the seeded demo content.
//
// `serverBoundaryConfigs(roots)` returns the flat-config objects for each server source root;
// eslint.config.mjs passes the API (`apps/api/src`) and the proving fixture of
// `tools/eslint/fixtures/server-boundaries/src` (see server-boundaries.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: zones are resolved from here, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DOMAIN_MESSAGE =
  'A server domain may use another domain only through that domain’s index.ts (its public surface); ' +
  'move a shared mechanic to core/ (docs/architecture.md, "Server layout and domain boundaries").';
const CORE_MESSAGE = 'core/ holds the mechanics every domain shares: it must not import a domain.';
const SEED_MESSAGE = 'A domain must not import the seed: db/seed imports the domains, one way only (tests may read the demo content).';

/** Folder names under `<root>/domains` (each a server domain). */
function domainsOf(root) {
  const dir = path.join(REPO_ROOT, root, 'domains');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * The `import/no-restricted-paths` zones of one server source root.
 * @param {string} root - repository-relative source root, e.g. `apps/api/src`.
 * @param {{ seed?: boolean }} [options] - `seed: false` leaves out the "no seed imports" zone (tests).
 */
export function serverBoundaryZones(root, { seed = true } = {}) {
  const domains = domainsOf(root);
  const zones = domains.map((domain) => ({
    target: `./${root}/domains/${domain}`,
    from: `./${root}/domains`,
    except: [`./${domain}`, ...domains.filter((d) => d !== domain).map((d) => `./${d}/index.ts`)],
    message: DOMAIN_MESSAGE,
  }));
  zones.push({ target: `./${root}/core`, from: `./${root}/domains`, message: CORE_MESSAGE });
  if (seed) zones.push({ target: `./${root}/domains`, from: `./${root}/db/seed`, message: SEED_MESSAGE });
  return zones;
}

/**
 * Flat-config objects enforcing the boundaries in each of `roots` (test files keep the domain and
 * core rules but may import the seed).
 * @param {string[]} roots - repository-relative server source roots.
 */
export function serverBoundaryConfigs(roots) {
  const tests = (root) => [`${root}/**/*.test.ts`];
  return roots.flatMap((root) => [
    {
      files: [`${root}/**/*.ts`],
      rules: { 'import/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: serverBoundaryZones(root) }] },
    },
    {
      files: tests(root),
      rules: { 'import/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: serverBoundaryZones(root, { seed: false }) }] },
    },
  ]);
}
