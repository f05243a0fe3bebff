/**
 * `npm run contract:har -- <file.har>` — checks browser traffic recorded as a HAR 1.2 file
 * (Chrome / Firefox developer tools, Network panel → "Save all as HAR") against the contract.
 *
 * ```
 * tsx tools/contract/har.ts <file.har> [--strict] [--spec openapi/bundled/openapi.json] [--base-path /api] [--json]
 * ```
 *
 * Every entry whose URL path starts with the base path (default `/api`, stripped before the
 * lookup) is matched to its operation (method + path template) and checked with
 * `@qifu/contract`, the same validator the end-to-end traffic check uses:
 * - request: path and query parameters, declared headers, JSON or url-encoded body
 *   (multipart: presence only);
 * - response: the status is declared (the bundle declares 413/500/501 on every operation, 429 where limited), a JSON
 *   body matches its schema, other bodies by content type. Bodies with `encoding: "base64"` are
 *   decoded; a response whose body was not recorded is checked by status only — such entries are
 *   counted and listed (`statusOnly`); 304 and status 0 (no response) are not checked.
 * - `--strict`: a property the contract does not declare, in a request or a response body, is a
 *   violation too (`createContractValidator(spec, { strict: true })`).
 *
 * Each violating request or response prints with the operationId, method, URL and, per error,
 * the JSON-schema location in the spec; entries matching no operation print as
 * `unknown operation`. The last line is `har: X entries checked, Y violations`, where Y counts
 * violating requests, violating responses and unknown operations.
 *
 * Exit code: 0 no violation, 1 violations, 2 usage error or unreadable file.
 *
 * @packageDocumentation
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { createContractValidator, type ContractValidator, type ContractViolation } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';

/** The repository root (this file lives in `tools/contract/`). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The server's default base path. */
export const DEFAULT_BASE_PATH = '/api';

/**
 * Paths (after the base path) the API server serves that are not operations: the spec document
 * and the API reference. Same list as the end-to-end check (`apps/web-e2e/src/fixtures.ts`).
 */
export const DEFAULT_HAR_IGNORE: RegExp[] = [/^\/openapi\.(json|yaml)$/, /^\/(docs|reference)(\/|$)/];

/** A HAR name/value pair (headers, query, form params). */
export interface HarNameValue {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/** The parts of a HAR 1.2 entry this command reads. */
export interface HarEntry {
  startedDateTime?: string;
  request: {
    method: string;
    url: string;
    headers?: HarNameValue[];
    postData?: { mimeType?: string; text?: string; params?: HarNameValue[] };
  };
  response?: {
    status: number;
    headers?: HarNameValue[];
    content?: { size?: number; mimeType?: string; text?: string; encoding?: string };
  };
}

/** Options of {@link checkHar}. */
export interface HarCheckOptions {
  /** Base path of the API, stripped before the lookup (default `/api`; `''` = whole path). */
  basePath?: string;
  /** Paths (after the base path) that are skipped (default {@link DEFAULT_HAR_IGNORE}). */
  ignore?: RegExp[];
}

/** One violating request, response or unknown operation. */
export interface HarFinding {
  /** 1-based position of the entry in `log.entries`. */
  entry: number;
  method: string;
  /** The full URL as recorded. */
  url: string;
  /** The operation, when the path and method match one. */
  operationId?: string;
  /** What broke the contract. */
  part: 'request' | 'response' | 'unknown operation';
  /** The response's HTTP status (`part: 'response'`). */
  status?: number;
  violations: ContractViolation[];
}

/** A response checked by its status only: its body was not recorded. */
export interface HarStatusOnly {
  entry: number;
  method: string;
  url: string;
  operationId?: string;
  status: number;
}

/** The result of {@link checkHar}. */
export interface HarReport {
  /** Entries in the file. */
  entries: number;
  /** Entries under the base path that were checked. */
  checked: number;
  /** Number of findings: violating requests + violating responses + unknown operations. */
  violations: number;
  findings: HarFinding[];
  /** Responses whose body was not recorded (the browser dropped it): checked by status only. */
  statusOnly: HarStatusOnly[];
}

/** Thrown when the input is not a HAR file. */
export class HarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarFormatError';
  }
}

/** Stands for a multipart body the browser sent but did not record (presence is all we check). */
const UNRECORDED_BODY = new Uint8Array([0]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `log.entries` of a parsed HAR document. @throws {@link HarFormatError} when it is not one. */
export function harEntries(har: unknown): HarEntry[] {
  const log = isRecord(har) ? har['log'] : undefined;
  const entries = isRecord(log) ? log['entries'] : undefined;
  if (!Array.isArray(entries)) throw new HarFormatError('not a HAR file: no log.entries');
  entries.forEach((entry: unknown, index) => {
    const request = isRecord(entry) ? entry['request'] : undefined;
    if (!isRecord(request) || typeof request['method'] !== 'string' || typeof request['url'] !== 'string') {
      throw new HarFormatError(`not a HAR file: entry ${index + 1} has no request.method / request.url`);
    }
  });
  return entries as HarEntry[];
}

/** Headers as a record with lower-case names (repeated headers joined with `, `). */
function headerRecord(headers: HarNameValue[] | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const { name, value = '' } of headers ?? []) {
    const key = name.toLowerCase();
    record[key] = record[key] === undefined ? value : `${record[key]}, ${value}`;
  }
  return record;
}

function isJsonMedia(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || media.endsWith('+json');
}

/** The request body as the validator takes it: text, form params, or a presence marker. */
function requestBody(postData: NonNullable<HarEntry['request']['postData']>, contentType: string | undefined): unknown {
  const multipart = (contentType ?? postData.mimeType ?? '').toLowerCase().startsWith('multipart/');
  if (multipart) return UNRECORDED_BODY; // content not checked beyond presence
  if (typeof postData.text === 'string' && postData.text !== '') return postData.text;
  if (postData.params && postData.params.length > 0) {
    return new URLSearchParams(postData.params.map((p): [string, string] => [p.name, p.value ?? '']));
  }
  return postData.text;
}

/** The response body: decoded bytes for `encoding: 'base64'`, the text otherwise; `undefined` when not recorded. */
function responseBody(content: NonNullable<HarEntry['response']>['content']): unknown {
  if (content?.text === undefined) return undefined;
  if (content.encoding === 'base64') return new Uint8Array(Buffer.from(content.text, 'base64'));
  return content.text;
}

/**
 * Checks every entry of a HAR document under the base path against the contract.
 *
 * @param har - the parsed HAR file (`JSON.parse` of its text).
 * @param validator - built from the bundled spec with `createContractValidator`.
 * @throws {@link HarFormatError} when `har` is not a HAR document.
 */
export function checkHar(har: unknown, validator: ContractValidator, options: HarCheckOptions = {}): HarReport {
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '');
  const ignore = options.ignore ?? DEFAULT_HAR_IGNORE;
  const entries = harEntries(har);
  const findings: HarFinding[] = [];
  const statusOnly: HarStatusOnly[] = [];
  let checked = 0;

  entries.forEach((entry, index) => {
    const { request, response } = entry;
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return; // data:, blob: and other non-HTTP entries
    }
    const pathname = url.pathname;
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return;
    const path = pathname.slice(basePath.length) || '/';
    if (ignore.some((pattern) => pattern.test(path))) return;
    checked++;

    const method = request.method.toUpperCase();
    const at = { entry: index + 1, method, url: request.url };
    const operation = validator.findOperation(method, path);
    if (!operation) {
      findings.push({
        ...at,
        part: 'unknown operation',
        violations: [{ message: `unknown operation: no ${method} ${path} in the spec` }],
      });
      return;
    }
    const operationId = operation.operationId || undefined;

    const headers = headerRecord(request.headers);
    const contentType = headers['content-type'] ?? request.postData?.mimeType;
    const requestViolations = validator.checkRequest({
      method,
      path,
      query: url.search,
      headers,
      contentType,
      body: request.postData ? requestBody(request.postData, contentType) : undefined,
    });
    if (requestViolations.length > 0) findings.push({ ...at, operationId, part: 'request', violations: requestViolations });

    const status = response?.status ?? 0;
    if (!response || status <= 0 || status === 304) return;
    const body = responseBody(response.content);
    if (body === undefined && status !== 204 && response.content?.size !== 0) statusOnly.push({ ...at, operationId, status });
    const responseType = headerRecord(response.headers)['content-type'] ?? response.content?.mimeType;
    const responseViolations = validator.checkResponse({
      method,
      path,
      status,
      // A JSON body that was not recorded cannot be checked: status only.
      contentType: body === undefined && isJsonMedia(responseType) ? undefined : responseType,
      body,
    });
    if (responseViolations.length > 0) {
      findings.push({ ...at, operationId, part: 'response', status, violations: responseViolations });
    }
  });

  return { entries: entries.length, checked, violations: findings.length, findings, statusOnly };
}

/** The text report: each finding with its errors and their spec locations, then the summary line. */
export function formatHarReport(report: HarReport, options: { basePath?: string } = {}): string[] {
  const lines: string[] = [];
  for (const finding of report.findings) {
    const head = `✘ entry ${finding.entry}: ${finding.operationId ?? '-'} ${finding.method} ${finding.url}`;
    if (finding.part === 'unknown operation') {
      lines.push(`✘ entry ${finding.entry}: unknown operation ${finding.method} ${finding.url}`);
      continue;
    }
    lines.push(`${head} → ${finding.part}${finding.status === undefined ? '' : ` ${finding.status}`}`);
    for (const v of finding.violations) {
      const where = [v.schemaPath, v.instancePath ? `at ${v.instancePath}` : ''].filter(Boolean).join(' ');
      lines.push(`    ${v.message}${where ? `  [${where}]` : ''}`);
    }
  }
  if (report.checked === 0 && report.entries > 0) {
    lines.push(`har: none of the ${report.entries} entries is under ${options.basePath ?? DEFAULT_BASE_PATH} (see --base-path)`);
  }
  for (const item of report.statusOnly) {
    lines.push(`• entry ${item.entry}: ${item.operationId ?? '-'} ${item.method} ${item.url} → ${item.status} checked by status only (no body recorded)`);
  }
  const statusOnly = report.statusOnly.length > 0 ? `, ${report.statusOnly.length} checked by status only` : '';
  lines.push(`har: ${report.checked} entries checked, ${report.violations} violations${statusOnly}`);
  return lines;
}

const USAGE = `usage: contract:har <file.har> [--strict] [--spec <file>] [--base-path /api] [--json]
  --strict     also report properties the contract does not declare (requests and responses)
  --spec       the bundled spec (default: openapi/bundled/openapi.json)
  --base-path  the API's base path, stripped before the lookup (default: /api)
  --json       print the report as JSON`;

/**
 * The command: parses `argv` (without `node script`), checks the file, prints the report.
 * @returns the exit code: 0 no violation, 1 violations, 2 usage error or unreadable input.
 */
export function main(argv: string[]): number {
  let values: { spec?: string; 'base-path'?: string; json?: boolean; strict?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        spec: { type: 'string' },
        'base-path': { type: 'string' },
        json: { type: 'boolean' },
        strict: { type: 'boolean' },
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
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  // Paths given by the user are relative to where they ran `npm run` (INIT_CWD), not to the repo.
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const harFile = resolve(cwd, positionals[0] as string);
  const specFile = values.spec ? resolve(cwd, values.spec) : resolve(REPO_ROOT, 'openapi/bundled/openapi.json');
  const basePath = values['base-path'] ?? DEFAULT_BASE_PATH;

  let report: HarReport;
  try {
    if (!existsSync(harFile)) throw new Error(`no such file: ${harFile}`);
    let har: unknown;
    try {
      har = JSON.parse(readFileSync(harFile, 'utf8').replace(/^\uFEFF/, ''));
    } catch {
      throw new HarFormatError(`not a HAR file (not JSON): ${harFile}`);
    }
    report = checkHar(har, createContractValidator(loadBundledSpec(specFile), { strict: values.strict === true }), { basePath });
  } catch (error) {
    console.error(`contract:har: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else for (const line of formatHarReport(report, { basePath })) console.log(line);
  return report.violations > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
