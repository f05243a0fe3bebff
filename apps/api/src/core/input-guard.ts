/**
 * Bad input never 500s (issue 13 §3): NUL bytes (U+0000) and text that is not valid UTF-8 (raw
 * invalid bytes, percent-encoded invalid sequences, lone UTF-16 surrogates such as `\ud800`) are
 * refused with HTTP 400 BAD_REQUEST naming the field — `参数 consultContent 含有非法字符（空字符）`,
 * `参数 keyword 含有非法字符（非法的 UTF-8 编码）` — before validation, so nothing is written and
 * PostgreSQL never sees a byte it refuses (`invalid byte sequence for encoding "UTF8": 0x00`).
 *
 * Checked, for every operation, by {@link registerInputGuards}:
 * - JSON and urlencoded bodies: decoded with a fatal UTF-8 decoder in the body parser (no silent
 *   U+FFFD), then every string and every key at any depth;
 * - the query string: the raw percent-encoded text (`%FF`, `%ED%A0%80` are invalid UTF-8; Fastify's
 *   parser would keep them as the literal text `%FF`), then the parsed values and names;
 * - path parameters (`%00`; invalid sequences are refused by the router as FST_ERR_BAD_URL);
 * - request headers (NUL);
 * - multipart field names, text values and file names, as a handler reads the parts (the bytes are
 *   decoded by busboy, so there a U+FFFD counts as invalid UTF-8).
 */
import { parse as parseQueryString } from 'node:querystring';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './envelope';

/** Why a string is refused. */
export type IllegalTextKind = 'nul' | 'utf8';

/** The first refused string of a value: its field path (`items[0].name`) and why. */
export interface IllegalText {
  field: string;
  kind: IllegalTextKind;
}

const KIND_TEXT: Readonly<Record<IllegalTextKind, string>> = {
  nul: '空字符',
  utf8: '非法的 UTF-8 编码',
};

/** Lone UTF-16 surrogates (what `String.prototype.isWellFormed` rejects; Node 20 has no such method everywhere). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or undefined when it is fine. */
export function illegalTextKind(text: string, replacementIsInvalid = false): IllegalTextKind | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'utf8';
  if (replacementIsInvalid && text.includes('\uFFFD')) return 'utf8';
  return undefined;
}

function childPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

/**
 * The first string (value or object key, at any depth) of `value` that holds a NUL or is not valid
 * UTF-16/UTF-8, with its field path; undefined when there is none.
 * @param base - the path of `value` itself ('' for a whole body).
 * @param replacementIsInvalid - count U+FFFD as invalid (for text decoded leniently by someone else).
 */
export function findIllegalText(value: unknown, base = '', replacementIsInvalid = false): IllegalText | undefined {
  if (typeof value === 'string') {
    const kind = illegalTextKind(value, replacementIsInvalid);
    return kind ? { field: base, kind } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findIllegalText(value[i], childPath(base, i), replacementIsInvalid);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, child] of Object.entries(value)) {
      const keyKind = illegalTextKind(key, replacementIsInvalid);
      if (keyKind) return { field: childPath(base, printable(key)), kind: keyKind };
      const found = findIllegalText(child, childPath(base, key), replacementIsInvalid);
      if (found) return found;
    }
  }
  return undefined;
}

/** A field name fit for a message: NUL shown as `\0`, lone surrogates as `\uXXXX`. */
function printable(name: string): string {
  return name
    .split('\u0000')
    .join('\\0')
    .replace(/[\uD800-\uDFFF]/g, (c) => (LONE_SURROGATE.test(c) ? `\\u${c.charCodeAt(0).toString(16)}` : c));
}

/**
 * The 400 answer for a refused string: msg and description `参数 {field} 含有非法字符（空字符）` or
 * `…（非法的 UTF-8 编码）`; a whole part without a field name is named 请求体 / 查询参数 ….
 */
export function illegalTextError(found: IllegalText, partName = '请求体'): AppError {
  const name = found.field ? `参数 ${printable(found.field)}` : partName;
  const text = `${name} 含有非法字符（${KIND_TEXT[found.kind]}）`;
  return new AppError('BAD_REQUEST', '请求参数错误', text);
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Decodes a body as UTF-8, refusing invalid bytes. The error names the field when the body can be
 * parsed leniently and a string (or key) carries the replacement character there.
 * @param parse - how the lenient text is parsed to find the field (JSON.parse, querystring …).
 * @throws AppError BAD_REQUEST `参数 x 含有非法字符（非法的 UTF-8 编码）`.
 */
export function decodeUtf8Strict(bytes: Buffer, parse: (text: string) => unknown): string {
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    let field = '';
    try {
      field = findIllegalText(parse(lenientUtf8.decode(bytes)), '', true)?.field ?? '';
    } catch {
      // not parseable even leniently: name the whole body
    }
    throw illegalTextError({ field, kind: 'utf8' });
  }
}

const HEX_PAIR = /%[0-9a-fA-F]{2}/;

/** Decodes one percent-encoded query component (`+` = space); undefined when its bytes are not UTF-8. Malformed `%` escapes stay as they are. */
function decodeQueryComponent(raw: string): string | undefined {
  const text = raw.replace(/\+/g, ' ');
  if (!HEX_PAIR.test(text)) return text;
  try {
    return decodeURIComponent(text.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return undefined;
  }
}

/**
 * The first refused parameter of a raw query string (`a=1&b=%FF`): percent-encoded bytes that are
 * not UTF-8, a NUL (`%00`) or a lone surrogate, in a name or a value.
 */
export function findIllegalQuery(rawQuery: string): IllegalText | undefined {
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const name = decodeQueryComponent(rawName);
    if (name === undefined) return { field: rawName, kind: 'utf8' };
    const nameKind = illegalTextKind(name);
    if (nameKind) return { field: name, kind: nameKind };
    const value = decodeQueryComponent(rawValue);
    if (value === undefined) return { field: name, kind: 'utf8' };
    const valueKind = illegalTextKind(value);
    if (valueKind) return { field: name, kind: valueKind };
  }
  return undefined;
}

/**
 * Checks the query string, path parameters, headers and parsed body of a request.
 * @throws AppError BAD_REQUEST naming the first refused field.
 */
export function checkRequestText(req: FastifyRequest): void {
  const q = req.url.indexOf('?');
  if (q >= 0) {
    const found = findIllegalQuery(req.url.slice(q + 1).split('#')[0] ?? '');
    if (found) throw illegalTextError(found, '查询参数');
  }
  const inParams = findIllegalText(req.params);
  if (inParams) throw illegalTextError(inParams, '路径参数');
  for (const [name, value] of Object.entries(req.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) {
      throw new AppError('BAD_REQUEST', '请求参数错误', `请求头 ${name} 含有非法字符（${KIND_TEXT.nul}）`);
    }
  }
  if (typeof req.body === 'string' || (typeof req.body === 'object' && req.body !== null && !Buffer.isBuffer(req.body))) {
    const inBody = findIllegalText(req.body);
    if (inBody) throw illegalTextError(inBody);
  }
}

/** One multipart part as @fastify/multipart yields it (the fields this guard reads). */
interface PartLike {
  type?: string;
  fieldname?: unknown;
  filename?: unknown;
  value?: unknown;
}

/** @throws AppError BAD_REQUEST when a part's field name, file name or text value is refused. */
export function checkMultipartPart(part: PartLike): void {
  const name = typeof part.fieldname === 'string' ? part.fieldname : '';
  const nameKind = illegalTextKind(name, true);
  if (nameKind) throw illegalTextError({ field: printable(name), kind: nameKind });
  if (part.type === 'file') {
    const fileKind = typeof part.filename === 'string' ? illegalTextKind(part.filename, true) : undefined;
    if (fileKind) throw new AppError('BAD_REQUEST', '请求参数错误', `参数 ${name} 的文件名含有非法字符（${KIND_TEXT[fileKind]}）`);
  } else if (typeof part.value === 'string') {
    const valueKind = illegalTextKind(part.value, true);
    if (valueKind) throw illegalTextError({ field: name, kind: valueKind });
  }
}

/** The multipart readers of @fastify/multipart on a request, seen loosely (they are replaced per request). */
interface MultipartReaders {
  isMultipart?: () => boolean;
  parts?: unknown;
  files?: unknown;
  file?: unknown;
}

type PartIterator = (...args: unknown[]) => AsyncIterable<PartLike>;
type FileReader = (...args: unknown[]) => Promise<(PartLike & { fields?: Record<string, unknown> }) | undefined>;

/** Makes `req.parts()`, `req.files()` and `req.file()` of a multipart request check each part ({@link checkMultipartPart}). */
function guardMultipart(req: FastifyRequest): void {
  const r = req as unknown as MultipartReaders;
  if (typeof r.isMultipart !== 'function' || !r.isMultipart()) return;
  for (const method of ['parts', 'files'] as const) {
    const original = r[method];
    if (typeof original !== 'function') continue;
    const iterate = original as PartIterator;
    r[method] = async function* guarded(...args: unknown[]) {
      for await (const part of iterate.apply(req, args)) {
        checkMultipartPart(part);
        yield part;
      }
    };
  }
  if (typeof r.file === 'function') {
    const readFile = r.file as FileReader;
    r.file = async (...args: unknown[]) => {
      const part = await readFile.apply(req, args);
      if (part) {
        for (const field of Object.values(part.fields ?? {})) {
          for (const f of Array.isArray(field) ? field : [field]) if (f && typeof f === 'object') checkMultipartPart(f as PartLike);
        }
        checkMultipartPart(part);
      }
      return part;
    };
  }
}

/**
 * Parses an urlencoded form as `@fastify/formbody` does (repeated names become arrays, no key
 * limit), into a plain object.
 * @throws AppError BAD_REQUEST when a percent-encoded name or value is not UTF-8 or holds a NUL.
 */
export function parseFormStrict(text: string): Record<string, string | string[]> {
  const found = findIllegalQuery(text);
  if (found) throw illegalTextError(found);
  return { ...parseQueryString(text, '&', '=', { maxKeys: 0 }) } as Record<string, string | string[]>;
}

/**
 * Registers the guards on a server (call after `@fastify/formbody` and `@fastify/multipart`):
 * replaces the JSON and urlencoded body parsers by strict-UTF-8 ones (same parsing otherwise:
 * Fastify's own JSON parser with its prototype-poisoning protection; {@link parseFormStrict}), and
 * adds a global `preValidation` hook — it runs after the security check (`onRequest`) and before
 * contract validation — running {@link checkRequestText} and guarding multipart reads.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = decodeUtf8Strict(body as Buffer, (t) => JSON.parse(t));
    } catch (err) {
      done(err as Error, undefined);
      return;
    }
    parseJson(req, text, done);
  });
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      done(null, parseFormStrict(decodeUtf8Strict(body as Buffer, (t) => parseQueryString(t))));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    checkRequestText(req);
    guardMultipart(req);
  });
}
