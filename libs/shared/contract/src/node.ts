/**
 * `@qifu/contract/node` — Node-only helpers (file system access) for the contract validator.
 *
 * @packageDocumentation
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { OpenApiDocument } from './lib/openapi-types';

/** Location of the bundled spec relative to the repository root. */
export const BUNDLED_SPEC_PATH = 'openapi/bundled/openapi.json';

/**
 * Finds the repository root: the nearest directory, walking up from `start`, that holds
 * `openapi/bundled/openapi.json` (or, failing that, `nx.json`).
 *
 * Tries the current working directory first, then this module's own location.
 * @throws when neither walk finds it.
 */
export function findRepoRoot(start?: string): string {
  const starts = start ? [start] : [process.cwd(), moduleDir()].filter((s): s is string => Boolean(s));
  for (const marker of [BUNDLED_SPEC_PATH, 'nx.json']) {
    for (const from of starts) {
      let dir = resolve(from);
      for (;;) {
        if (existsSync(join(dir, marker))) return dir;
        const parent = dirname(dir);
        if (parent === dir) break;
        dir = parent;
      }
    }
  }
  throw new Error(`cannot find the repository root (no ${BUNDLED_SPEC_PATH} above ${starts.join(' or ')})`);
}

function moduleDir(): string | undefined {
  try {
    return dirname(fileURLToPath(import.meta.url));
  } catch {
    return undefined;
  }
}

/**
 * Reads and parses the bundled spec.
 *
 * @param file - path to the JSON bundle; defaults to `openapi/bundled/openapi.json` under
 *   {@link findRepoRoot}.
 * @throws when the file is missing (run `npm run openapi:bundle`) or is not JSON.
 */
export function loadBundledSpec(file?: string): OpenApiDocument {
  const path = file ?? join(findRepoRoot(), BUNDLED_SPEC_PATH);
  if (!existsSync(path)) {
    throw new Error(`bundled spec not found at ${path}: run \`npm run openapi:bundle\``);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}
