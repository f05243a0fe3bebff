// Layers and domain boundaries of the server (issue 12, issue P14; docs/architecture.md "Server
// layout and domain boundaries"), as `import/no-restricted-paths` zones built from the folders on
// disk. Every arrow points down:
//
//   db/        schema, client                                       (imports nothing of the server)
//   core/      mechanics every domain shares                        (db)
//   domains/   one folder per domain                                (core, db, other domains' index.ts
//                                                                    along the declared DOMAIN_ARROWS)
//   seed/      system and demo seed, start-up preparation           (domains' index.ts, core, db)
//   sso/, web/, ops/, banner.ts … , server.ts, main.ts               (anything below)
//   testing/   test server, fixtures, test kits (*-test-kit.ts)     (anything; domains through index.ts)
//
// - a file under `<root>/domains/<a>/` may import another domain `<b>` only through
//   `<root>/domains/<b>/index.ts`, the public surface `<b>` deliberately offers, and only when the
//   arrow a → b is declared (`arrows`, acyclic: checked when the configuration loads); a domain
//   not listed may use no other domain;
// - a layer imports nothing above it: `db/` no core, `core/` no domain, no domain the seed,
//   nothing below `testing/` the test layer (a test kit lives in `testing/`, not beside the code);
// - the seed and the test layer use a domain only through its index.ts, like another domain;
// - `*.test.ts` files keep these rules except that they may import the seed (to compare answers
//   with the demo content) and the test layer.
//
// `serverBoundaryConfigs(roots)` returns the flat-config objects for each server source root;
// eslint.config.mjs passes the API (`apps/api/src` with `API_DOMAIN_ARROWS`) and the proving
// fixture of `tools/eslint/fixtures/server-boundaries/src` (see server-boundaries.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: zones are resolved from here, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The API's declared arrows between domains: `a: [b, …]` lets domain `a` import `b`'s index.ts.
 * Any other arrow between domains is a lint error; the graph must stay acyclic (policy uses
 * matching's engine, matching never policy).
 */
export const API_DOMAIN_ARROWS = {
  call: ['appeal'],
  'customer-service': ['sys'],
  declaration: ['matching'],
  'enterprise-archive': ['matching', 'session'],
  policy: ['matching', 'sys'],
  portal: ['appeal', 'cms', 'customer-service', 'declaration', 'land', 'policy', 'sys', 'tech'],
};

/** The layers below the domains and above them, lowest first (see the header). */
const LOWER_LAYERS = ['db', 'core'];
const UPPER_LAYERS = ['seed', 'server.ts', 'main.ts'];
const TEST_LAYER = 'testing';

const DOMAIN_MESSAGE =
  'A server domain may use another domain only through that domain’s index.ts (its public surface); ' +
  'move a shared mechanic to core/ (docs/architecture.md, "Server layout and domain boundaries").';
const LAYER_MESSAGE =
  'Server arrows point down only: db < core < domains < seed < server.ts < main.ts < testing ' +
  '(tools/eslint/server-boundaries.mjs); move the shared part down instead.';
const SEED_MESSAGE = 'A domain must not import the seed: the seed imports the domains, one way only (tests may read the demo content).';
const SURFACE_MESSAGE = 'The seed and the test layer use a domain only through its index.ts (its public surface), like another domain.';
const TEST_LAYER_MESSAGE =
  'Only tests import the test layer (testing/): a test helper shared by several test files is a test kit in testing/ (*-test-kit.ts).';
const arrowMessage = (domain, allowed) =>
  `The domain ${domain} may use ${allowed.length > 0 ? allowed.join(', ') : 'no other domain'} (the declared arrows of ` +
  'tools/eslint/server-boundaries.mjs; one direction only, no cycles): move the shared part to the lower domain or to core/.';

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

/** Top-level files and folders of `root` (each a layer or part of one). */
function entriesOf(root) {
  const dir = path.join(REPO_ROOT, root);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() || (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')))
    .map((e) => e.name)
    .sort();
}

/**
 * Throws when the declared arrows between domains form a cycle (a → … → a).
 * @param {Record<string, string[]>} arrows - domain → the domains it may import.
 */
export function assertAcyclic(arrows) {
  const state = new Map();
  const visit = (domain, trail) => {
    if (state.get(domain) === 'done') return;
    if (state.get(domain) === 'open') throw new Error(`server domain arrows form a cycle: ${[...trail, domain].join(' → ')}`);
    state.set(domain, 'open');
    for (const next of arrows[domain] ?? []) visit(next, [...trail, domain]);
    state.set(domain, 'done');
  };
  for (const domain of Object.keys(arrows)) visit(domain, []);
}

/**
 * The `import/no-restricted-paths` zones of one server source root.
 * @param {string} root - repository-relative source root, e.g. `apps/api/src`.
 * @param {{ arrows?: Record<string, string[]>, tests?: boolean }} [options] - `arrows`: the declared
 *   arrows between domains (none when left out); `tests: true` gives the zones of `*.test.ts` files
 *   (they may import the seed and the test layer).
 */
export function serverBoundaryZones(root, { arrows = {}, tests = false } = {}) {
  assertAcyclic(arrows);
  const at = (entry) => `./${root}/${entry}`;
  const domains = domainsOf(root);
  const zones = [];
  for (const domain of domains) {
    const others = domains.filter((d) => d !== domain);
    zones.push({ target: at(`domains/${domain}`), from: at('domains'), except: [`./${domain}`, ...others.map((d) => `./${d}/index.ts`)], message: DOMAIN_MESSAGE });
    const allowed = arrows[domain] ?? [];
    const refused = others.filter((d) => !allowed.includes(d));
    if (refused.length > 0) zones.push({ target: at(`domains/${domain}`), from: refused.map((d) => at(`domains/${d}`)), message: arrowMessage(domain, allowed) });
  }
  // each layer imports nothing above it (tests may import the seed and the test layer)
  const ordered = [...LOWER_LAYERS, 'domains', ...UPPER_LAYERS];
  ordered.forEach((layer, i) => {
    const above = ordered.slice(i + 1).filter((l) => !(tests && l === 'seed'));
    if (above.length === 0) return;
    zones.push({ target: at(layer), from: above.map(at), message: layer === 'domains' && above.includes('seed') ? SEED_MESSAGE : LAYER_MESSAGE });
  });
  // the seed and the test layer see a domain's index.ts only
  for (const layer of ['seed', TEST_LAYER])
    zones.push({ target: at(layer), from: at('domains'), except: ['./index.ts', ...domains.map((d) => `./${d}/index.ts`)], message: SURFACE_MESSAGE });
  // nothing but tests imports the test layer
  if (!tests) zones.push({ target: entriesOf(root).filter((e) => e !== TEST_LAYER).map(at), from: at(TEST_LAYER), message: TEST_LAYER_MESSAGE });
  return zones;
}

/**
 * Flat-config objects enforcing the boundaries in each of `roots` (test files keep the domain,
 * arrow and layer rules but may import the seed and the test layer).
 * @param {{ root: string, arrows?: Record<string, string[]> }[]} roots - repository-relative server
 *   source roots with their declared domain arrows.
 */
export function serverBoundaryConfigs(roots) {
  return roots.flatMap(({ root, arrows }) => [
    {
      files: [`${root}/**/*.ts`],
      rules: { 'import/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: serverBoundaryZones(root, { arrows }) }] },
    },
    {
      files: [`${root}/**/*.test.ts`],
      rules: { 'import/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: serverBoundaryZones(root, { arrows, tests: true }) }] },
    },
  ]);
}
