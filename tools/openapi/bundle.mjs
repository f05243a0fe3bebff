#!/usr/bin/env node
/**
 * Bundles the split OpenAPI source (`openapi/openapi.yaml` and the files it `$ref`s) into one
 * document, `openapi/bundled/openapi.json`, with @redocly/cli. The bundle is committed: the server's
 * route table, the SDK types and the end-to-end traffic check all read it.
 *
 * The bundle also declares on every operation the answers any operation may give
 * (`declareCommonAnswers`: 413, 500, 501 with the error envelope), so the contract says
 * everything the server answers without repeating them in hundreds of path files
 * (openapi/README.md "Statuses every operation may answer").
 *
 * Usage: `node tools/openapi/bundle.mjs [--check]`. With `--check` nothing is written and the exit
 * code is 1 when the committed bundle differs from a fresh one (stale generated file).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const target = join(root, 'openapi/bundled/openapi.json');
const check = process.argv.includes('--check');

/**
 * Renames the bundle's components from the source files' kebab-case names (`policy-list-item`)
 * to PascalCase (`PolicyListItem`) and rewrites every `$ref` to match, so the SDK types read
 * `components['schemas']['PolicyListItem']`.
 */
function pascalComponents(doc) {
  const pascal = (name) => name.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const renames = new Map();
  for (const [section, entries] of Object.entries(doc.components ?? {})) {
    if (section === 'securitySchemes') continue;
    doc.components[section] = Object.fromEntries(
      Object.entries(entries).map(([name, value]) => {
        const next = pascal(name);
        renames.set(`#/components/${section}/${name}`, `#/components/${section}/${next}`);
        return [next, value];
      }),
    );
  }
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      if (typeof node.$ref === 'string' && renames.has(node.$ref)) node.$ref = renames.get(node.$ref);
      Object.values(node).forEach(walk);
    }
  };
  walk(doc);
  return doc;
}

/**
 * Answers every operation may give, whatever it declares itself (openapi/README.md "Statuses every
 * operation may answer"): status → [component name, shared response file]. An operation's own
 * declaration of the status wins. 429 is not among them: the path files declare it (with the
 * shared too-many-requests.yaml) exactly on the operations `apps/api/src/core/rate-limits.ts`
 * limits, which `rate-limits.test.ts` checks; reads are never limited.
 */
const COMMON_ANSWERS = {
  413: ['PayloadTooLarge', 'payload-too-large.yaml'],
  500: ['InternalError', 'internal-error.yaml'],
  501: ['NotImplemented', 'not-implemented.yaml'],
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * Adds the {@link COMMON_ANSWERS} to `components.responses` (read from `openapi/shared/responses/`,
 * their `../schemas/<name>.yaml` references pointing at the bundled `#/components/schemas/<Name>`)
 * and a `$ref` to each on every operation that does not declare the status; an operation's
 * responses stay in ascending status order.
 * @throws Error when a shared response refers to a schema the bundle lacks.
 */
function declareCommonAnswers(doc) {
  const pascal = (name) => name.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const responses = (doc.components.responses ??= {});
  const refs = {};
  for (const [status, [name, file]] of Object.entries(COMMON_ANSWERS)) {
    const source = parse(readFileSync(join(root, 'openapi/shared/responses', file), 'utf8'));
    const rewrite = (node) => {
      if (Array.isArray(node)) return node.forEach(rewrite);
      if (!node || typeof node !== 'object') return;
      const m = typeof node.$ref === 'string' ? /^\.\.\/schemas\/([\w-]+)\.yaml$/.exec(node.$ref) : null;
      if (m) {
        node.$ref = `#/components/schemas/${pascal(m[1])}`;
        if (!doc.components.schemas?.[pascal(m[1])]) throw new Error(`${file}: schema ${pascal(m[1])} is not in the bundle`);
      }
      Object.values(node).forEach(rewrite);
    };
    rewrite(source);
    responses[name] = source;
    refs[status] = { $ref: `#/components/responses/${name}` };
  }
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !op || typeof op !== 'object') continue;
      const own = op.responses ?? {};
      const all = { ...own };
      for (const [status, ref] of Object.entries(refs)) if (!(status in all)) all[status] = ref;
      op.responses = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return doc;
}

const dir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
const out = join(dir, 'openapi.json');
try {
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['bundle', join(root, 'openapi/openapi.yaml'), '--output', out, '--ext', 'json', '--config', join(root, 'openapi/redocly.yaml')],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  const fresh = JSON.stringify(declareCommonAnswers(pascalComponents(JSON.parse(readFileSync(out, 'utf8')))), null, 2) + '\n';
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== fresh) {
      console.error('openapi/bundled/openapi.json is stale: run `npm run openapi:bundle` and commit the result.');
      process.exit(1);
    }
    console.log('openapi bundle is fresh');
  } else {
    mkdirSync(join(root, 'openapi/bundled'), { recursive: true });
    writeFileSync(target, fresh);
    const ops = Object.values(JSON.parse(fresh).paths).flatMap((p) => Object.keys(p)).length;
    console.log(`bundled ${ops} operations into openapi/bundled/openapi.json`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
