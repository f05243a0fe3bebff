/**
 * `npm run contract:coverage` — how much of the call catalogue the contract covers, and how much
 * of the contract the server implements.
 *
 * ```
 * tsx tools/contract/coverage.ts [--catalogue <file>] [--spec <file>] [--json]
 * ```
 *
 * - The catalogue (`<repo>/docs/requirements/catalogue.txt`, or `CATALOGUE`, or `--catalogue`) lists
 *   `METHOD PATH` lines (see its header and {@link parseCatalogue}); every entry must be matched
 *   by at least one operation of the bundled spec (`openapi/bundled/openapi.json`, or `--spec`).
 *   Each unmatched entry prints as `missing: <line>`, then `catalogue: N/M covered`.
 * - The server's handler registry (`apps/api/src/domains/index.ts`) against the spec's
 *   operations: `server: K/T operations implemented`, then the operations still answering
 *   501 NOT_IMPLEMENTED, grouped by tag. A handler whose operationId is not in the spec is an error.
 *
 * Exit code: 0 when everything is covered, 1 when a catalogue entry is missing or a handler has
 * no operation in the spec, 2 when the files cannot be read (or the catalogue is malformed).
 *
 * @packageDocumentation
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import type { OpenApiDocument } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';

/** The repository root (this file lives in `tools/contract/`). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The catalogue's default location: the copy kept in the repository (`npm run requirements:sync`). */
export const DEFAULT_CATALOGUE = resolve(REPO_ROOT, 'docs', 'requirements', 'catalogue.txt');

/** HTTP methods of an OpenAPI path item, in lower case. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A catalogue method: an HTTP method in upper case, or `?` (the documents do not say). */
export type CatalogueMethod = string;

/** One `METHOD PATH` line of the catalogue. */
export interface CatalogueEntry {
  /** The line as written (trimmed). */
  line: string;
  /** 1-based line number in the file. */
  lineNumber: number;
  /** `GET`, `POST` … or `?` for any method. */
  method: CatalogueMethod;
  /**
   * `exact`: an operation with exactly this path; `group` (path ending in `*`): at least one
   * operation whose path starts with `target`; `name` (no `/`): an operation whose path's last
   * segment is `target`.
   */
  kind: 'exact' | 'group' | 'name';
  /** The path, the group prefix (without the `*`) or the name. */
  target: string;
}

/** One operation of the spec, as the coverage sees it. */
export interface SpecOperation {
  /** Upper-case HTTP method. */
  method: string;
  /** The path template (`/pol/info/{id}`), without the server's base path. */
  path: string;
  /** The operationId, or `METHOD path` when the spec gives none. */
  operationId: string;
  /** The operation's tags (`[]` when none). */
  tags: string[];
}

/** Thrown by {@link parseCatalogue} for lines that do not follow the format. */
export class CatalogueFormatError extends Error {
  constructor(readonly problems: string[]) {
    super(`the catalogue is malformed:\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogueFormatError';
  }
}

/**
 * Parses the catalogue: one `METHOD PATH` entry a line; blank lines and `#` comment lines are
 * ignored. METHOD is an HTTP method or `?`; PATH is an exact path (starting with `/`), a group
 * prefix ending in `*`, or a bare name without `/`.
 *
 * @throws {@link CatalogueFormatError} listing every malformed line.
 */
export function parseCatalogue(text: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const lineNumber = index + 1;
    const parts = line.split(/\s+/);
    const [rawMethod = '', target = ''] = parts;
    const method = rawMethod.toUpperCase();
    if (parts.length !== 2) {
      problems.push(`line ${lineNumber}: expected "METHOD PATH", got "${line}"`);
      return;
    }
    if (method !== '?' && !(METHODS as readonly string[]).includes(method.toLowerCase())) {
      problems.push(`line ${lineNumber}: unknown method "${rawMethod}" (GET, POST … or ?)`);
      return;
    }
    const star = target.indexOf('*');
    if (star !== -1 && (star !== target.length - 1 || !target.startsWith('/'))) {
      problems.push(`line ${lineNumber}: "*" may only end a path starting with "/", got "${target}"`);
      return;
    }
    if (star !== -1) entries.push({ line, lineNumber, method, kind: 'group', target: target.slice(0, -1) });
    else if (target.startsWith('/')) entries.push({ line, lineNumber, method, kind: 'exact', target });
    else if (!target.includes('/')) entries.push({ line, lineNumber, method, kind: 'name', target });
    else problems.push(`line ${lineNumber}: a path must start with "/", got "${target}"`);
  });
  if (problems.length > 0) throw new CatalogueFormatError(problems);
  return entries;
}

/** Lists every operation the spec declares, in the spec's order. */
export function listOperations(spec: OpenApiDocument): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tags = Array.isArray(operation['tags']) ? (operation['tags'] as unknown[]).map(String) : [];
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        tags,
      });
    }
  }
  return operations;
}

/** Whether an operation satisfies a catalogue entry (method, then exact path / prefix / last segment). */
export function entryMatches(entry: CatalogueEntry, operation: SpecOperation): boolean {
  if (entry.method !== '?' && entry.method !== operation.method) return false;
  switch (entry.kind) {
    case 'exact':
      return operation.path === entry.target;
    case 'group':
      return operation.path.startsWith(entry.target);
    case 'name':
      return operation.path.split('/').pop() === entry.target;
  }
}

/** One catalogue entry and the operations that cover it. */
export interface EntryCoverage {
  entry: CatalogueEntry;
  /** operationIds matching the entry (empty = missing). */
  operations: string[];
}

/** The catalogue side of the report. */
export interface CatalogueCoverage {
  /** Number of catalogue entries. */
  total: number;
  /** Entries matched by at least one operation. */
  covered: number;
  /** Entries matched by none, in catalogue order. */
  missing: CatalogueEntry[];
  /** Every entry with its operations. */
  entries: EntryCoverage[];
}

/** Matches every catalogue entry against the spec's operations. */
export function checkCatalogue(entries: CatalogueEntry[], operations: SpecOperation[]): CatalogueCoverage {
  const coverage = entries.map(
    (entry): EntryCoverage => ({
      entry,
      operations: operations.filter((op) => entryMatches(entry, op)).map((op) => op.operationId),
    }),
  );
  const missing = coverage.filter((c) => c.operations.length === 0).map((c) => c.entry);
  return { total: entries.length, covered: entries.length - missing.length, missing, entries: coverage };
}

/** The server side of the report. */
export interface ImplementationCoverage {
  /** Operations the spec declares. */
  total: number;
  /** Of those, operations with a handler. */
  implemented: number;
  /** Operations without a handler (answering 501), by tag (`(untagged)` when none), spec order. */
  notImplemented: Record<string, string[]>;
  /** Handlers whose operationId is not in the spec: an error. */
  unknownHandlers: string[];
}

/** Compares the server's implemented operationIds with the operations of the spec. */
export function checkImplementation(operations: SpecOperation[], implemented: Iterable<string>): ImplementationCoverage {
  const handlers = new Set(implemented);
  const declared = new Set(operations.map((op) => op.operationId));
  const notImplemented: Record<string, string[]> = {};
  let count = 0;
  for (const op of operations) {
    if (handlers.has(op.operationId)) {
      count++;
      continue;
    }
    const tag = op.tags[0] ?? '(untagged)';
    (notImplemented[tag] ??= []).push(op.operationId);
  }
  return {
    total: operations.length,
    implemented: count,
    notImplemented,
    unknownHandlers: [...handlers].filter((id) => !declared.has(id)),
  };
}

/** The whole report (`--json` prints it). */
export interface CoverageReport {
  catalogueFile: string;
  specFile: string;
  catalogue: CatalogueCoverage;
  server: ImplementationCoverage;
  /** `false` when a catalogue entry is missing or a handler has no operation. */
  ok: boolean;
}

/** Builds the report from the catalogue text, the spec and the implemented operationIds. */
export function coverageReport(
  catalogueText: string,
  spec: OpenApiDocument,
  implemented: Iterable<string>,
  files: { catalogueFile: string; specFile: string } = { catalogueFile: '', specFile: '' },
): CoverageReport {
  const operations = listOperations(spec);
  const catalogue = checkCatalogue(parseCatalogue(catalogueText), operations);
  const server = checkImplementation(operations, implemented);
  return { ...files, catalogue, server, ok: catalogue.missing.length === 0 && server.unknownHandlers.length === 0 };
}

/** Width of the not-implemented lists; longer lists continue on lines indented by four spaces. */
const LIST_WIDTH = 120;

/** `head` followed by `items` joined with `, `, wrapped at {@link LIST_WIDTH}. */
function wrapList(head: string, items: string[]): string[] {
  const lines: string[] = [];
  let line = head;
  let empty = true;
  items.forEach((item, index) => {
    const text = index < items.length - 1 ? `${item},` : item;
    if (!empty && line.length + 1 + text.length > LIST_WIDTH) {
      lines.push(line);
      line = '    ';
      empty = true;
    }
    line += empty ? text : ` ${text}`;
    empty = false;
  });
  lines.push(line);
  return lines;
}

/** The text report, one line each: `missing: …`, `catalogue: N/M covered`, `server: K/T …`, the rest. */
export function formatCoverage(report: CoverageReport): string[] {
  const { catalogue, server } = report;
  const lines = catalogue.missing.map((entry) => `missing: ${entry.line}`);
  lines.push(`catalogue: ${catalogue.covered}/${catalogue.total} covered`);
  lines.push(`server: ${server.implemented}/${server.total} operations implemented`);
  const groups = Object.entries(server.notImplemented);
  if (groups.length > 0) {
    lines.push(`not implemented (answering 501): ${server.total - server.implemented}`);
    for (const [tag, ids] of groups) lines.push(...wrapList(`  ${tag} (${ids.length}): `, ids));
  }
  for (const id of server.unknownHandlers) {
    lines.push(`error: handler "${id}" (apps/api/src/domains/index.ts) has no operation in the spec`);
  }
  return lines;
}

/** The operationIds the server implements: the keys of its handler registry. */
export async function loadImplementedOperationIds(): Promise<string[]> {
  const { handlers } = await import('../../apps/api/src/domains/index');
  return Object.keys(handlers);
}

const USAGE = `usage: tsx tools/contract/coverage.ts [--catalogue <file>] [--spec <file>] [--json]
  --catalogue  the call catalogue (default: $CATALOGUE, else <repo>/docs/requirements/catalogue.txt)
  --spec       the bundled spec (default: openapi/bundled/openapi.json)
  --json       print the report as JSON`;

/**
 * The command: parses `argv` (without `node script`), prints the report.
 * @returns the exit code: 0 all covered, 1 missing entries or unknown handlers, 2 usage/input error.
 */
export async function main(argv: string[]): Promise<number> {
  let values: { catalogue?: string; spec?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        catalogue: { type: 'string' },
        spec: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // Paths given by the user are relative to where they ran `npm run` (INIT_CWD), not to the repo.
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const catalogueFile = values.catalogue
    ? resolve(cwd, values.catalogue)
    : process.env['CATALOGUE']
      ? resolve(cwd, process.env['CATALOGUE'])
      : DEFAULT_CATALOGUE;
  const specFile = values.spec ? resolve(cwd, values.spec) : resolve(REPO_ROOT, 'openapi/bundled/openapi.json');

  let report: CoverageReport;
  try {
    if (!existsSync(catalogueFile)) throw new Error(`catalogue not found at ${catalogueFile} (set CATALOGUE or --catalogue)`);
    const spec = loadBundledSpec(specFile);
    report = coverageReport(readFileSync(catalogueFile, 'utf8'), spec, await loadImplementedOperationIds(), {
      catalogueFile,
      specFile,
    });
  } catch (error) {
    console.error(`contract:coverage: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else for (const line of formatCoverage(report)) console.log(line);
  return report.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
