/**
 * Locations of the files the server reads at run time. They resolve the same way from the
 * sources (tsx, vitest) and from the esbuild bundle (`dist/apps/api/main.mjs`): the repository
 * root is the nearest folder above this module that holds `openapi/bundled/openapi.json`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPEC_MARKER = join('openapi', 'bundled', 'openapi.json');

function moduleDir(): string {
  return import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
}

let cachedRoot: string | undefined;

/**
 * The repository root: walks up from this module's folder (then from the working directory) to
 * the first folder containing `openapi/bundled/openapi.json`.
 * @throws Error when no such folder exists above either start.
 */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  for (const start of [moduleDir(), process.cwd()]) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, SPEC_MARKER))) {
        cachedRoot = dir;
        return dir;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`cannot find the repository root (no ${SPEC_MARKER} above ${moduleDir()})`);
}

/** Absolute path of the bundled OpenAPI document. */
export function bundledSpecPath(): string {
  return join(repoRoot(), SPEC_MARKER);
}

/** Absolute path of the Drizzle migrations folder (`apps/api/db/migrations`). */
export function migrationsFolder(): string {
  return join(repoRoot(), 'apps', 'api', 'db', 'migrations');
}

/** Absolute path of the built web app (`dist/apps/web`); may not exist. */
export function webDistFolder(): string {
  return join(repoRoot(), 'dist', 'apps', 'web');
}
