import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import type {
  JsonSchema,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from './openapi-types';
import { closeObjectSchemas, STRICT_MARK } from './strict';

/** HTTP methods an OpenAPI path item may declare, in lower case. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];

/** The URI under which the whole spec is registered in Ajv, so `$ref`s resolve inside it. */
const SPEC_ID = 'https://contract.qifu.invalid/openapi.json';

/** Formats OpenAPI uses that `ajv-formats` may not know; accepted as annotations only. */
const ANNOTATION_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

/** The operation a concrete request path resolved to. */
export interface OperationMatch {
  /** The operation's `operationId` (empty string when the spec gives none). */
  operationId: string;
  /** Lower-case HTTP method. */
  method: string;
  /** The spec's path template, for example `/pol/policy/{id}`. */
  pathTemplate: string;
  /** Path parameters taken from the concrete path, URI-decoded. */
  params: Record<string, string>;
}

/** Query string input: a raw string (with or without `?`), `URLSearchParams`, or a parsed object. */
export type QueryInput = string | URLSearchParams | Record<string, string | string[] | undefined>;

/** Header input: names in any case; values as strings (arrays are joined with `, `). */
export type HeadersInput = Record<string, string | string[] | undefined>;

/** A request to check against the spec. */
export interface RequestInput {
  /** HTTP method in any case. */
  method: string;
  /** Path relative to the server base: `/api` already stripped; a query string here is ignored. */
  path: string;
  /** Query parameters. */
  query?: QueryInput;
  /** Request headers (only the headers the operation declares are checked). */
  headers?: HeadersInput;
  /**
   * The body: a parsed value, a string, `URLSearchParams` (forms) or bytes.
   * `undefined`, `''` and empty bytes mean "no body".
   */
  body?: unknown;
  /** The request's `Content-Type` header (parameters such as `charset` are ignored). */
  contentType?: string | null;
}

/** A response to check against the spec. */
export interface ResponseInput {
  /** HTTP method of the request that produced the response. */
  method: string;
  /** Path relative to the server base (`/api` stripped). */
  path: string;
  /** HTTP status code. */
  status: number;
  /** The response's `Content-Type` header. */
  contentType?: string | null;
  /** The body: a parsed value, a JSON string, or bytes. Only JSON bodies are schema-checked. */
  body?: unknown;
}

/** One way a request or a response breaks the contract. */
export interface ContractViolation {
  /** Human-readable, naming the field: `request body "consultContent": is required`. */
  message: string;
  /**
   * JSON pointer into the spec of what was broken, in display form (segments `~`-escaped, not
   * URI-encoded): the failing schema keyword for schema errors
   * (`#/components/schemas/PolConsultForm/required`), otherwise the declaration that was not met
   * (`#/paths/~1policy~1doc~1list/get/responses`). Absent for an unknown operation.
   */
  schemaPath?: string;
  /** Ajv's `instancePath` of the offending value (`/data/list/0`; `''` = the whole value); schema errors only. */
  instancePath?: string;
  /** The failing JSON-schema keyword (`required`, `type`, `format` …); schema errors only. */
  keyword?: string;
}

/** Options of {@link createContractValidator}. */
export interface ContractValidatorOptions {
  /**
   * Strict mode (`contract:har --strict`, `contract:proxy --strict`): a property the contract does
   * not declare is a violation wherever an object schema leaves extra properties open
   * (`closeObjectSchemas`); reported as `… "field": is not declared in the contract`. Default off:
   * the spec's own `additionalProperties` rules only.
   */
  strict?: boolean;
}

/** The schema of the failure envelope in the bundled spec. */
export const ERROR_ENVELOPE_POINTER = '#/components/schemas/ErrorEnvelope';

/** A validator built once from a spec and reused for many requests and responses. */
export interface ContractValidator {
  /** The spec the validator was built from. */
  readonly spec: OpenApiDocument;
  /**
   * Resolves a concrete path to its operation. Literal templates win over templated ones
   * (`/user/me` before `/user/{id}`).
   * @returns the match, or `undefined` when no operation of that method matches the path.
   */
  findOperation(method: string, path: string): OperationMatch | undefined;
  /**
   * Checks path parameters, query parameters, declared headers and the body of a request.
   * @returns human-readable violations naming the offending field; empty when valid.
   */
  validateRequest(request: RequestInput): string[];
  /**
   * Checks that the status is declared for the operation and that a JSON body matches the
   * declared schema; other media types are checked by content type only.
   * @returns human-readable violations; empty when valid.
   */
  validateResponse(response: ResponseInput): string[];
  /**
   * Same checks as {@link ContractValidator.validateRequest}, with the spec location of each
   * violation ({@link ContractViolation.schemaPath}).
   * @returns the violations; empty when valid.
   */
  checkRequest(request: RequestInput): ContractViolation[];
  /**
   * Same checks as {@link ContractValidator.validateResponse}, with the spec location of each
   * violation.
   * @returns the violations; empty when valid.
   */
  checkResponse(response: ResponseInput): ContractViolation[];
}

interface CompiledOperation {
  method: Method;
  pathTemplate: string;
  pointer: string;
  regex: RegExp;
  paramNames: string[];
  literalLength: number;
  operation: OperationObject;
  pathItem: PathItemObject;
}

interface Located<T> {
  value: T;
  /** JSON pointer (unescaped segments joined by `/`, starting with `#`) of `value` in the spec. */
  pointer: string;
}

/** Escapes one JSON-pointer segment and makes it safe inside a URI fragment. */
function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mediaTypeOf(contentType: string | null | undefined): string | undefined {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media ? media : undefined;
}

function isJsonMedia(media: string): boolean {
  return media === 'application/json' || media.endsWith('+json');
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === '') return true;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) return body.byteLength === 0;
  if (body instanceof URLSearchParams) return [...body.keys()].length === 0;
  return false;
}

function bodyToText(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  if (body instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(body));
  return undefined;
}

function describeField(path: string): string {
  return path ? ` "${path}"` : '';
}

/** Turns a pointer of the URI-fragment form used for Ajv (`%7Bid%7D`) into display form (`{id}`). */
function displayPointer(pointer: string): string {
  return pointer
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A violation that is not a schema error: a message and the spec location it refers to. */
function violation(message: string, pointer?: string): ContractViolation {
  return pointer === undefined ? { message } : { message, schemaPath: displayPointer(pointer) };
}

/** Keeps the first of each distinct message + location. */
function uniqueViolations(list: ContractViolation[]): ContractViolation[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = `${v.message}\u0000${v.schemaPath ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The distinct messages of a list of violations, in order. */
function messagesOf(list: ContractViolation[]): string[] {
  return [...new Set(list.map((v) => v.message))];
}

/**
 * Turns Ajv errors into one violation each, naming the field by its dotted path
 * (`request body "items.0.name": must be string`) and locating the failing keyword in the spec
 * with `locate`.
 */
function formatErrors(
  where: string,
  errors: ErrorObject[] | null | undefined,
  locate: (error: ErrorObject) => string,
  prefix = '',
): ContractViolation[] {
  const list = (errors ?? []).map((error): ContractViolation => {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = [prefix, ...segments].filter(Boolean).join('.');
    let message = error.message ?? error.keyword;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      field = [field, String(params['missingProperty'])].filter(Boolean).join('.');
      message = 'is required';
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const extra = params['additionalProperty'] ?? params['unevaluatedProperty'];
      field = [field, String(extra)].filter(Boolean).join('.');
      const closedByStrict = isRecord(error.parentSchema) && error.parentSchema[STRICT_MARK] === true;
      message = closedByStrict ? 'is not declared in the contract' : 'is not allowed by the schema';
    } else if (error.keyword === 'enum' && Array.isArray(params['allowedValues'])) {
      message = `must be one of ${JSON.stringify(params['allowedValues'])}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify(params['allowedValue'])}`;
    }
    return {
      message: `${where}${describeField(field)}: ${message}`,
      schemaPath: locate(error),
      instancePath: error.instancePath,
      keyword: error.keyword,
    };
  });
  return uniqueViolations(list);
}

/**
 * Builds a validator for requests and responses from an OpenAPI 3.1 document (normally the
 * bundled spec `openapi/bundled/openapi.json`).
 *
 * Schemas are compiled lazily with Ajv's 2020-12 dialect (`strict: false`, `ajv-formats`).
 * The whole document is registered in Ajv under one `$id`, so every `#/components/...` `$ref`
 * inside a schema resolves against the spec itself.
 *
 * What is checked:
 * - path parameters (from the template), query parameters and declared headers, with strings
 *   coerced to the schema's `number`/`integer`/`boolean` first, repeated query keys as arrays;
 * - JSON bodies (`application/json`, `*+json`) against their schema;
 * - `application/x-www-form-urlencoded` bodies parsed to an object, values coerced per property;
 * - `multipart/form-data` and other media types: presence and declared content type only;
 * - responses: the status must be declared (exact, `2XX`-style range, or `default`) and a JSON
 *   body must match; binary responses are checked by status and content type only. There is no
 *   status accepted beyond what the operation declares: the bundle declares 413, 500 and 501
 *   on every operation itself (openapi/README.md "Statuses every operation may answer").
 *
 * Each check exists in two forms: `validateRequest`/`validateResponse` return the messages,
 * `checkRequest`/`checkResponse` also the spec location of each violation (for reports).
 *
 * The server base path (`/api`) is not part of the spec's paths: callers strip it.
 *
 * @example
 * ```ts
 * const contract = createContractValidator(spec);
 * const errors = contract.validateRequest({ method: 'POST', path: '/pol/consult/add',
 *   contentType: 'application/json', body: { title: 'x' } });
 * ```
 */
export function createContractValidator(document: OpenApiDocument, options: ContractValidatorOptions = {}): ContractValidator {
  const spec = options.strict ? closeObjectSchemas(document) : document;
  // `verbose` gives each error its `parentSchema`, which locates the failing keyword in the spec.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
  addFormats(ajv);
  for (const format of ANNOTATION_FORMATS) {
    if (!(format in ajv.formats)) ajv.addFormat(format, true);
  }
  // Register the whole document; it is not itself a schema, so skip meta-schema validation.
  ajv.addSchema(spec as object, SPEC_ID, undefined, false);

  const validators = new Map<string, ValidateFunction>();
  function validatorAt(pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  /** Reads the value at a local `#/...` pointer. */
  function valueAt(pointer: string): unknown {
    if (pointer === '#') return spec;
    if (!pointer.startsWith('#/')) throw new Error(`only local $refs are supported, got "${pointer}"`);
    let current: unknown = spec;
    for (const raw of pointer.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isRecord(current) && !Array.isArray(current)) return undefined;
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  }

  // ---- locating schema errors in the spec ---------------------------------------------------
  /** Every object of the spec → its display pointer; components first, built on the first error. */
  let objectPointers: WeakMap<object, string> | undefined;
  function indexObjects(): WeakMap<object, string> {
    const index = new WeakMap<object, string>();
    const { components, paths, ...rest } = spec;
    const stack: Array<[unknown, string]> = [];
    const roots: Array<[unknown, string]> = [
      [components, '#/components'],
      [paths, '#/paths'],
      ...Object.entries(rest).map(([key, value]): [unknown, string] => [value, `#/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]),
    ];
    for (const root of roots) {
      stack.push(root);
      while (stack.length > 0) {
        const [value, pointer] = stack.pop() as [unknown, string];
        if (typeof value !== 'object' || value === null || index.has(value)) continue;
        index.set(value, pointer);
        const entries = Array.isArray(value) ? value.map((v, i): [string, unknown] => [String(i), v]) : Object.entries(value);
        for (const [key, child] of entries) {
          stack.push([child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
        }
      }
    }
    return index;
  }

  /** The spec location of the keyword an Ajv error comes from (`#/components/schemas/X/required`). */
  function locate(error: ErrorObject): string {
    const parent: unknown = error.parentSchema;
    if (typeof parent === 'object' && parent !== null) {
      objectPointers ??= indexObjects();
      const at = objectPointers.get(parent);
      if (at !== undefined) return `${at}/${error.keyword}`;
    }
    return displayPointer(error.schemaPath.startsWith(SPEC_ID) ? error.schemaPath.slice(SPEC_ID.length) : error.schemaPath);
  }

  /** Follows `$ref` chains; returns the target and its pointer (re-encoded for Ajv). */
  function deref<T>(located: Located<T | ReferenceObject>): Located<T> {
    let { value, pointer } = located;
    for (let hops = 0; isReference(value); hops++) {
      if (hops > 32) throw new Error(`$ref cycle at ${pointer}`);
      const ref = value.$ref;
      const target = ref.startsWith('#')
        ? ref
            .slice(1)
            .split('/')
            .map((s, i) => (i === 0 ? '#' : pointerSegment(decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))))
            .join('/')
        : ref;
      pointer = target;
      value = valueAt(target) as T | ReferenceObject;
      if (value === undefined) throw new Error(`unresolved $ref "${ref}"`);
    }
    return { value: value as T, pointer };
  }

  /** The set of JSON types a schema may take (through `$ref`, `allOf`, `anyOf`, `oneOf`). */
  function schemaTypes(schema: JsonSchema | undefined, depth = 0): Set<string> {
    const types = new Set<string>();
    if (!isRecord(schema) || depth > 16) return types;
    if (isReference(schema)) {
      const target = valueAt(schema.$ref.startsWith('#') ? schema.$ref : '#');
      return schemaTypes(target as JsonSchema, depth + 1);
    }
    const type = schema['type'];
    if (typeof type === 'string') types.add(type);
    if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') types.add(t);
    if ('const' in schema) types.add(typeof schema['const']);
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = schema[key];
      if (Array.isArray(list)) for (const sub of list) for (const t of schemaTypes(sub as JsonSchema, depth + 1)) types.add(t);
    }
    return types;
  }

  function resolveSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
    let current = schema;
    for (let hops = 0; isRecord(current) && isReference(current) && hops < 32; hops++) {
      current = valueAt(current.$ref) as JsonSchema | undefined;
    }
    return current;
  }

  /** Schema of one property of an object schema (looks into `allOf`/`anyOf`/`oneOf` too). */
  function propertySchema(schema: JsonSchema | undefined, name: string, depth = 0): JsonSchema | undefined {
    const resolved = resolveSchema(schema);
    if (!isRecord(resolved) || depth > 16) return undefined;
    const properties = resolved['properties'];
    if (isRecord(properties) && name in properties) return properties[name] as JsonSchema;
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = resolved[key];
      if (!Array.isArray(list)) continue;
      for (const sub of list) {
        const found = propertySchema(sub as JsonSchema, name, depth + 1);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  function itemsSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
    const resolved = resolveSchema(schema);
    return isRecord(resolved) ? (resolved['items'] as JsonSchema | undefined) : undefined;
  }

  /** Coerces a string from a URL or a form to the type its schema expects. */
  function coerceScalar(value: string, schema: JsonSchema | undefined): unknown {
    const types = schemaTypes(resolveSchema(schema));
    if ((types.has('integer') || types.has('number')) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
      return Number(value);
    }
    if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
    if (types.has('null') && value === '' && !types.has('string')) return null;
    return value;
  }

  function coerceValue(value: string | string[], schema: JsonSchema | undefined, explode = true): unknown {
    const types = schemaTypes(resolveSchema(schema));
    if (types.has('array')) {
      const list = Array.isArray(value) ? value : explode ? [value] : value.split(',');
      const items = itemsSchema(schema);
      return list.map((v) => coerceScalar(v, items));
    }
    if (Array.isArray(value)) return value.map((v) => coerceScalar(v, schema));
    return coerceScalar(value, schema);
  }

  function queryToRecord(query: QueryInput | undefined): Record<string, string | string[]> {
    const record: Record<string, string | string[]> = {};
    if (query === undefined) return record;
    if (typeof query === 'string' || query instanceof URLSearchParams) {
      const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
      for (const [key, value] of params) {
        const previous = record[key];
        record[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
      return record;
    }
    for (const [key, value] of Object.entries(query)) if (value !== undefined) record[key] = value;
    return record;
  }

  function formToObject(body: unknown, schema: JsonSchema | undefined): Record<string, unknown> | undefined {
    let entries: Record<string, string | string[]>;
    if (body instanceof URLSearchParams) entries = queryToRecord(body);
    else if (isRecord(body) && !(body instanceof Uint8Array)) {
      entries = {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
          entries[key] = value as string | string[];
        }
      }
      const coerced: Record<string, unknown> = { ...body };
      for (const [key, value] of Object.entries(entries)) coerced[key] = coerceValue(value, propertySchema(schema, key));
      return coerced;
    } else {
      const text = bodyToText(body);
      if (text === undefined) return undefined;
      entries = queryToRecord(text);
    }
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entries)) result[key] = coerceValue(value, propertySchema(schema, key));
    return result;
  }

  // ---- operation table ----------------------------------------------------------------------
  const operations: CompiledOperation[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(spec.paths ?? {})) {
    if (!isRecord(pathItem)) continue;
    const paramNames: string[] = [];
    const pattern = pathTemplate
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const param = /^\{([^}]+)\}$/.exec(part);
        if (param?.[1] !== undefined) {
          paramNames.push(param[1]);
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const literalLength = pathTemplate.replace(/\{[^}]+\}/g, '').length;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      operations.push({
        method,
        pathTemplate,
        pointer: `#/paths/${pointerSegment(pathTemplate)}/${method}`,
        regex: new RegExp(`^${pattern}$`),
        paramNames,
        literalLength,
        operation: operation as OperationObject,
        pathItem: pathItem as PathItemObject,
      });
    }
  }
  // Literal paths first, then fewer parameters, then longer literal text.
  operations.sort(
    (a, b) => a.paramNames.length - b.paramNames.length || b.literalLength - a.literalLength,
  );

  function match(method: string, path: string): { op: CompiledOperation; params: Record<string, string> } | undefined {
    const lower = method.toLowerCase();
    const cleanPath = path.split('?')[0] ?? path;
    for (const op of operations) {
      if (op.method !== lower) continue;
      const m = op.regex.exec(cleanPath);
      if (!m) continue;
      const params: Record<string, string> = {};
      op.paramNames.forEach((name, i) => {
        const raw = m[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return { op, params };
    }
    return undefined;
  }

  function parametersOf(op: CompiledOperation): Array<Located<ParameterObject>> {
    const byKey = new Map<string, Located<ParameterObject>>();
    const lists: Array<[Array<ParameterObject | ReferenceObject> | undefined, string]> = [
      [op.pathItem.parameters, `#/paths/${pointerSegment(op.pathTemplate)}/parameters`],
      [op.operation.parameters, `${op.pointer}/parameters`],
    ];
    for (const [list, base] of lists) {
      (list ?? []).forEach((entry, index) => {
        const located = deref<ParameterObject>({ value: entry, pointer: `${base}/${index}` });
        byKey.set(`${located.value.in}:${located.value.name}`, located); // operation level overrides
      });
    }
    return [...byKey.values()];
  }

  function findContent(
    content: Record<string, MediaTypeObject> | undefined,
    media: string | undefined,
  ): string | undefined {
    if (!content) return undefined;
    const keys = Object.keys(content);
    if (!media) return keys.length === 1 ? keys[0] : undefined;
    const exact = keys.find((k) => k.toLowerCase() === media);
    if (exact) return exact;
    const wildcard = keys.find((k) => k.toLowerCase() === `${media.split('/')[0]}/*`);
    return wildcard ?? keys.find((k) => k === '*/*');
  }

  /**
   * Checks a body against the content map it must follow.
   * @param contentPointer - spec location of `content` (for "content type not declared").
   * @param schemaPointerFor - the Ajv pointer of the schema declared for a media-type key.
   */
  function checkBody(
    where: string,
    content: Record<string, MediaTypeObject>,
    contentPointer: string,
    schemaPointerFor: (key: string) => string,
    media: string | undefined,
    body: unknown,
  ): ContractViolation[] {
    const key = findContent(content, media);
    if (key === undefined) {
      return [
        violation(
          `${where}: content type "${media ?? '(none)'}" is not declared (declared: ${Object.keys(content).join(', ') || 'none'})`,
          contentPointer,
        ),
      ];
    }
    const mediaObject = content[key];
    const schemaPointer = schemaPointerFor(key);
    const effective = (media ?? key).toLowerCase();
    if (!mediaObject?.schema) return [];
    if (isJsonMedia(effective) || isJsonMedia(key.toLowerCase())) {
      let value = body;
      const text = bodyToText(body);
      if (text !== undefined) {
        try {
          value = JSON.parse(text);
        } catch {
          return [violation(`${where}: is not valid JSON`, schemaPointer)];
        }
      }
      const validate = validatorAt(schemaPointer);
      return validate(value) ? [] : formatErrors(where, validate.errors, locate);
    }
    if (effective === 'application/x-www-form-urlencoded') {
      const value = formToObject(body, mediaObject.schema);
      if (value === undefined) return [violation(`${where}: cannot read the form body`, schemaPointer)];
      const validate = validatorAt(schemaPointer);
      return validate(value) ? [] : formatErrors(where, validate.errors, locate);
    }
    // multipart/form-data, binary uploads: presence and content type only.
    return [];
  }

  /** Checks the body of an answer in a declared content map (content type, then JSON schema). */
  function checkResponseContent(
    status: string,
    content: Record<string, MediaTypeObject>,
    contentPointer: string,
    schemaPointerFor: (key: string) => string,
    response: ResponseInput,
  ): ContractViolation[] {
    const media = mediaTypeOf(response.contentType);
    if (isEmptyBody(response.body) && (!media || !isJsonMedia(media))) {
      // HEAD requests and bodies not captured: check the content type only.
      return media && findContent(content, media) === undefined
        ? [
            violation(
              `response ${status}: content type "${media}" is not declared (declared: ${Object.keys(content).join(', ')})`,
              contentPointer,
            ),
          ]
        : [];
    }
    return checkBody(`response ${status} body`, content, contentPointer, schemaPointerFor, media, response.body);
  }

  function checkRequest(request: RequestInput): ContractViolation[] {
    const found = match(request.method, request.path);
    if (!found) return [violation(`${request.method.toUpperCase()} ${request.path}: no such operation in the spec`)];
    const { op, params } = found;
    const errors: ContractViolation[] = [];
    const query = queryToRecord(request.query);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }

    for (const { value: param, pointer } of parametersOf(op)) {
      if (param.in === 'cookie') continue;
      const where = `${param.in} parameter "${param.name}"`;
      let raw: string | string[] | undefined;
      if (param.in === 'path') raw = params[param.name];
      else if (param.in === 'query') raw = query[param.name];
      else raw = headers[param.name.toLowerCase()];
      if (raw === undefined) {
        if (param.required || param.in === 'path') errors.push(violation(`${where}: is required`, `${pointer}/required`));
        continue;
      }
      if (!param.schema) continue;
      const value = coerceValue(raw, param.schema, param.explode ?? (param.style ?? 'form') === 'form');
      const validate = validatorAt(`${pointer}/schema`);
      if (!validate(value)) errors.push(...formatErrors(where, validate.errors, locate));
    }

    const hasBody = !isEmptyBody(request.body);
    const media = mediaTypeOf(request.contentType);
    if (op.operation.requestBody === undefined) {
      if (hasBody && op.method !== 'get' && op.method !== 'head') {
        errors.push(
          violation(
            `request body: the operation ${op.operation.operationId ?? op.pathTemplate} declares no request body`,
            op.pointer,
          ),
        );
      }
      return errors;
    }
    const { value: requestBody, pointer } = deref<RequestBodyObject>({
      value: op.operation.requestBody,
      pointer: `${op.pointer}/requestBody`,
    });
    if (!hasBody) {
      if (requestBody.required) errors.push(violation('request body: is required', `${pointer}/required`));
      return errors;
    }
    if (requestBody.content) {
      const contentPointer = `${pointer}/content`;
      errors.push(
        ...checkBody(
          'request body',
          requestBody.content,
          contentPointer,
          (key) => `${contentPointer}/${pointerSegment(key)}/schema`,
          media,
          request.body,
        ),
      );
    }
    return errors;
  }

  function checkResponse(response: ResponseInput): ContractViolation[] {
    const found = match(response.method, response.path);
    if (!found) return [violation(`${response.method.toUpperCase()} ${response.path}: no such operation in the spec`)];
    const { op } = found;
    const responses = op.operation.responses ?? {};
    const status = String(response.status);
    const rangeKey = Object.keys(responses).find((k) => k.toUpperCase() === `${status[0]}XX`);
    const key = status in responses ? status : rangeKey ?? ('default' in responses ? 'default' : undefined);
    if (key === undefined) {
      return [
        violation(
          `response status ${status} is not declared for ${op.operation.operationId ?? op.pathTemplate} (declared: ${Object.keys(responses).join(', ') || 'none'})`,
          `${op.pointer}/responses`,
        ),
      ];
    }
    const { value: declared, pointer } = deref<ResponseObject>({
      value: responses[key] as ResponseObject | ReferenceObject,
      pointer: `${op.pointer}/responses/${pointerSegment(key)}`,
    });
    const content = declared.content;
    if (!content || Object.keys(content).length === 0) return [];
    const contentPointer = `${pointer}/content`;
    return checkResponseContent(
      status,
      content,
      contentPointer,
      (mediaKey) => `${contentPointer}/${pointerSegment(mediaKey)}/schema`,
      response,
    );
  }

  return {
    spec: document,

    findOperation(method, path) {
      const found = match(method, path);
      if (!found) return undefined;
      return {
        operationId: found.op.operation.operationId ?? '',
        method: found.op.method,
        pathTemplate: found.op.pathTemplate,
        params: found.params,
      };
    },

    validateRequest: (request) => messagesOf(checkRequest(request)),
    validateResponse: (response) => messagesOf(checkResponse(response)),
    checkRequest,
    checkResponse,
  };
}
