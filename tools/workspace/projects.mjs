/**
 * The workspace's libraries, read from their folders instead of hand-kept lists (issue P14): every
 * `libs/<name>/project.json` and `libs/<domain>/<layer>/project.json` is one library, named and
 * tagged by its own project.json. Used by `vitest.config.ts` (one Vitest project per library) and
 * the generators in `tools/generators`; `eslint.config.mjs` reads the same tags from the Nx graph.
 *
 * A project.json inside another library's folder (`libs/sdk/react-query`) is part of that library's
 * test run and is not listed again.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} WorkspaceLibrary
 * @property {string} name  the project.json `name` (also the Vitest project name)
 * @property {string} root  the folder, relative to the workspace root with `/` separators (`libs/sms/rules`)
 * @property {string[]} tags  the project.json tags (`scope:sms`, `type:util`)
 */

/**
 * @param {string} dir absolute folder
 * @returns {string[]} the names of its sub-folders, sorted
 */
function subfolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every library under `libs/` (one or two folders deep), sorted by folder.
 *
 * @param {string} [root] the workspace root (default: this repository)
 * @returns {WorkspaceLibrary[]}
 */
export function workspaceLibraries(root = WORKSPACE_ROOT) {
  /** @type {WorkspaceLibrary[]} */
  const out = [];
  const read = (/** @type {string} */ rel) => {
    const file = path.join(root, rel, 'project.json');
    if (!existsSync(file)) return false;
    const project = JSON.parse(readFileSync(file, 'utf8'));
    out.push({ name: project.name, root: rel, tags: project.tags ?? [] });
    return true;
  };
  for (const first of subfolders(path.join(root, 'libs'))) {
    // A library directly under libs/ (the SDK) owns its whole folder.
    if (read(`libs/${first}`)) continue;
    for (const second of subfolders(path.join(root, 'libs', first))) read(`libs/${first}/${second}`);
  }
  return out;
}

/**
 * Whether a library's tests run in Node (framework-free: `type:util`, `type:sdk`); every other
 * library renders React and runs in jsdom.
 *
 * @param {WorkspaceLibrary} library
 * @returns {boolean}
 */
export function runsInNode(library) {
  return library.tags.includes('type:util') || library.tags.includes('type:sdk');
}

/**
 * The business domains of the browser side: the `scope:<domain>` tags of the libraries, less
 * `shared`, sorted.
 *
 * @param {readonly { tags: readonly string[] }[]} projects libraries (or Nx graph nodes' data)
 * @returns {string[]}
 */
export function domainScopes(projects) {
  const NOT_DOMAINS = new Set(['shared', 'server', 'web']);
  const scopes = new Set();
  for (const project of projects) {
    for (const tag of project.tags) {
      if (tag.startsWith('scope:') && !NOT_DOMAINS.has(tag.slice('scope:'.length))) scopes.add(tag.slice('scope:'.length));
    }
  }
  return [...scopes].sort();
}
