/**
 * `npm run contract:proxy -- --target <url> [--port 8090] [--strict] [--base-path /api]` — a
 * forwarding HTTP proxy that checks live traffic against the contract (issue 17), as Prism's proxy
 * mode does, on the same validator as `contract:har` and the end-to-end check (`@qifu/contract`).
 *
 * Point a browser or a test suite at `http://localhost:<port>` instead of the deployment: every
 * request goes to `--target` unchanged and every answer comes back unchanged (status, headers and
 * bytes, compressed or not). Requests under the base path (default `/api`; the spec document and
 * the API reference excepted) are checked on the way — path, query, headers and body — and so are
 * their responses (status declared, JSON body valid; compressed bodies are decoded for the check
 * only; event streams by status). Each violation prints as it happens:
 *
 * ```
 * ✘ listPolicyDoc GET /api/policy/doc/list?page=x → request
 *     query parameter "page": must be integer  [#/paths/~1policy~1doc~1list/get/parameters/0/schema/type]
 * ```
 *
 * and Ctrl+C (SIGINT) or SIGTERM prints the summary `proxy: N requests checked, M violations` and
 * stops. `--strict` also reports properties the contract does not declare.
 *
 * @packageDocumentation
 */
import { request as httpRequest, createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import { createContractValidator, type ContractValidator, type ContractViolation } from '@qifu/contract';
import { loadBundledSpec } from '@qifu/contract/node';

import { DEFAULT_BASE_PATH, DEFAULT_HAR_IGNORE } from './har';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Bodies above this size (bytes) pass through without a body check: 20 MB. */
export const MAX_CHECKED_BODY = 20 * 1024 * 1024;

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** One request or response that broke the contract. */
export interface ProxyFinding {
  method: string;
  /** Path and query as requested (`/api/policy/doc/list?page=1`). */
  url: string;
  operationId?: string;
  part: 'request' | 'response' | 'unknown operation';
  status?: number;
  violations: ContractViolation[];
}

/** What the proxy has seen so far. */
export interface ProxyStats {
  /** Requests forwarded (all paths). */
  forwarded: number;
  /** Requests under the base path that were checked. */
  checked: number;
  findings: ProxyFinding[];
}

/** Options of {@link startContractProxy}. */
export interface ContractProxyOptions {
  /** Where requests go: `http(s)://host:port` (a path prefix is kept). */
  target: string;
  validator: ContractValidator;
  /** Port to listen on (0 = any free port; default 0). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Base path of the API (default `/api`). */
  basePath?: string;
  /** Receives each report line as it happens (default: console.log). */
  log?: (line: string) => void;
}

/** A running proxy. */
export interface ContractProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stats: ProxyStats;
  /** The summary line (`proxy: 3 requests checked, 1 violations`). */
  summary(): string;
  close(): Promise<void>;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolveBody(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = single(value);
    if (text !== undefined) record[name.toLowerCase()] = text;
  }
  return record;
}

/** The body as sent on the wire, decoded for the check (`content-encoding` gzip, br, deflate). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

function isTextual(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || media.endsWith('+json') || media === 'application/x-www-form-urlencoded' || media.startsWith('text/');
}

/** The lines of one finding (as `contract:har` prints them). */
export function formatFinding(finding: ProxyFinding): string[] {
  if (finding.part === 'unknown operation') return [`✘ unknown operation ${finding.method} ${finding.url}`];
  const lines = [`✘ ${finding.operationId ?? '-'} ${finding.method} ${finding.url} → ${finding.part}${finding.status === undefined ? '' : ` ${finding.status}`}`];
  for (const v of finding.violations) {
    const where = [v.schemaPath, v.instancePath ? `at ${v.instancePath}` : ''].filter(Boolean).join(' ');
    lines.push(`    ${v.message}${where ? `  [${where}]` : ''}`);
  }
  return lines;
}

/**
 * Starts the proxy. Resolves once it listens.
 * @throws Error when `target` is not an http(s) URL or the port is taken.
 */
export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  const target = new URL(options.target);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`--target must be an http(s) URL, got ${options.target}`);
  const targetPrefix = target.pathname.replace(/\/+$/, '');
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '');
  const log = options.log ?? ((line: string) => console.log(line));
  const { validator } = options;
  const stats: ProxyStats = { forwarded: 0, checked: 0, findings: [] };
  const report = (finding: ProxyFinding) => {
    stats.findings.push(finding);
    for (const line of formatFinding(finding)) log(line);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      stats.forwarded++;
      const method = (req.method ?? 'GET').toUpperCase();
      const url = new URL(req.url ?? '/', 'http://proxy.local');
      const pathname = url.pathname;
      const underApi = !basePath || pathname === basePath || pathname.startsWith(`${basePath}/`);
      const path = underApi ? pathname.slice(basePath.length) || '/' : pathname;
      const checked = underApi && !DEFAULT_HAR_IGNORE.some((pattern) => pattern.test(path));
      const requestBody = await readBody(req);
      const requestHeaders = headerRecord(req.headers);
      const operation = checked ? validator.findOperation(method, path) : undefined;
      const at = { method, url: `${pathname}${url.search}`, operationId: operation?.operationId || undefined };

      if (checked) {
        stats.checked++;
        if (!operation) {
          report({ ...at, part: 'unknown operation', violations: [{ message: `unknown operation: no ${method} ${path} in the spec` }] });
        } else {
          const contentType = requestHeaders['content-type'];
          const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/');
          const body =
            requestBody.length === 0 ? undefined : multipart ? new Uint8Array([0]) : isTextual(contentType) ? requestBody.toString('utf8') : new Uint8Array(requestBody);
          const violations = validator.checkRequest({ method, path, query: url.search, headers: requestHeaders, contentType, body });
          if (violations.length > 0) report({ ...at, part: 'request', violations });
        }
      }

      // forward: same method, headers (Host of the target) and bytes
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase()) && name.toLowerCase() !== 'host') headers[name] = value;
      }
      headers['host'] = target.host;
      if (requestBody.length > 0) headers['content-length'] = String(requestBody.length);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const upstream = send(
        { protocol: target.protocol, hostname: target.hostname, port: target.port, method, path: `${targetPrefix}${pathname}${url.search}`, headers },
        (answer) => {
          const status = answer.statusCode ?? 502;
          const responseHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) responseHeaders[name] = value;
          }
          const contentType = single(answer.headers['content-type']);
          if ((contentType ?? '').toLowerCase().startsWith('text/event-stream')) {
            // a stream: passed through as it comes, checked by status only
            res.writeHead(status, responseHeaders);
            answer.pipe(res);
            if (operation) {
              const violations = validator.checkResponse({ method, path, status, contentType: undefined });
              if (violations.length > 0) report({ ...at, part: 'response', status, violations });
            }
            return;
          }
          void readBody(answer).then((raw) => {
            res.writeHead(status, responseHeaders);
            res.end(raw);
            if (!operation || status === 304) return;
            // the body as the client got it, decoded; too large or undecodable: status only
            let body: unknown;
            let bodyType = contentType;
            try {
              if (raw.length > MAX_CHECKED_BODY) throw new Error('too large to check');
              const plain = decoded(raw, single(answer.headers['content-encoding']));
              body = isTextual(contentType) ? plain.toString('utf8') : new Uint8Array(plain);
            } catch {
              body = undefined;
              bodyType = undefined;
            }
            const violations = validator.checkResponse({ method, path, status, contentType: bodyType, body });
            if (violations.length > 0) report({ ...at, part: 'response', status, violations });
          });
        },
      );
      upstream.on('error', (error) => {
        log(`✘ ${method} ${at.url}: the target did not answer (${error.message})`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`contract:proxy: ${options.target} did not answer: ${error.message}`);
      });
      upstream.end(requestBody);
    })().catch((error: unknown) => {
      log(`✘ proxy error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    stats,
    summary: () => `proxy: ${stats.checked} requests checked, ${stats.findings.length} violations (${stats.forwarded} forwarded)`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

const USAGE = `usage: contract:proxy --target <url> [--port 8090] [--strict] [--spec <file>] [--base-path /api]
  --target     the deployment to forward to, e.g. http://localhost:8080
  --port       port to listen on (default 8090)
  --strict     also report properties the contract does not declare
  --spec       the bundled spec (default: openapi/bundled/openapi.json)
  --base-path  the API's base path (default: /api)`;

/** The command: starts the proxy and prints the summary at Ctrl+C / SIGTERM. @returns exit code 2 on a usage error. */
export async function main(argv: string[]): Promise<number> {
  let values: { target?: string; port?: string; strict?: boolean; spec?: string; 'base-path'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        target: { type: 'string' },
        port: { type: 'string' },
        strict: { type: 'boolean' },
        spec: { type: 'string' },
        'base-path': { type: 'string' },
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
  if (!values.target) {
    console.error(USAGE);
    return 2;
  }
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const specFile = values.spec ? resolve(cwd, values.spec) : resolve(REPO_ROOT, 'openapi/bundled/openapi.json');
  let proxy: ContractProxy;
  try {
    const validator = createContractValidator(loadBundledSpec(specFile), { strict: values.strict === true });
    proxy = await startContractProxy({ target: values.target, validator, port: Number(values.port ?? 8090), basePath: values['base-path'] });
  } catch (error) {
    console.error(`contract:proxy: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  console.log(`contract:proxy: ${proxy.url} → ${values.target}${values.strict ? ' (strict)' : ''}; Ctrl+C prints the summary`);
  const stop = () => {
    console.log(proxy.summary());
    void proxy.close().then(() => process.exit(proxy.stats.findings.length > 0 ? 1 : 0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => {
    if (code !== 0) process.exit(code);
  });
}
