#!/usr/bin/env node
/**
 * Bundles the split OpenAPI source (`openapi/openapi.yaml` and the files it `$ref`s) into one
 * document, `openapi/bundled/openapi.json`, with @redocly/cli. The bundle is committed: the server's
 * route table, the SDK types and the end-to-end traffic check all read it.
 *
 * Usage: `node tools/openapi/bundle.mjs [--check]`. With `--check` nothing is written and the exit
 * code is 1 when the committed bundle differs from a fresh one (stale generated file).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

const dir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
const out = join(dir, 'openapi.json');
try {
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['bundle', join(root, 'openapi/openapi.yaml'), '--output', out, '--ext', 'json', '--config', join(root, 'openapi/redocly.yaml')],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  const fresh = JSON.stringify(pascalComponents(JSON.parse(readFileSync(out, 'utf8'))), null, 2) + '\n';
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
