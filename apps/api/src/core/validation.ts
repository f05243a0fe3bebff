/**
 * Request validation against the contract: a Fastify validator compiler on Ajv 2020 (the schemas
 * are OpenAPI 3.1 = JSON Schema 2020-12), and the Chinese description of a failure (ajv-i18n `zh`)
 * naming the field. Bodies are never coerced or stripped; query, path and header values are
 * strings on the wire and are coerced (`coerceTypes: 'array'`).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';

import { AppError } from './envelope';

function newAjv(coerceTypes: false | 'array'): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Header names arrive in lower case: lower the `properties` and `required` of a header schema. */
function lowerCaseHeaderSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  if (isObject(schema['properties'])) {
    out['properties'] = Object.fromEntries(
      Object.entries(schema['properties']).map(([k, v]) => [k.toLowerCase(), v]),
    );
  }
  if (Array.isArray(schema['required'])) {
    out['required'] = schema['required'].map((r) => (typeof r === 'string' ? r.toLowerCase() : r));
  }
  return out;
}

/**
 * Builds the validator compiler: bodies with `coerceTypes: false, removeAdditional: false`;
 * querystring, params and headers with `coerceTypes: 'array'`; both `allErrors: false`,
 * `strict: false`, `useDefaults: true`, with ajv-formats.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = newAjv(false);
  const paramAjv = newAjv('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    let s = httpPart === 'headers' ? lowerCaseHeaderSchema(schema) : schema;
    if (isObject(s) && typeof s['$id'] === 'string') {
      // fastify-openapi-glue gives every recursive schema the same $id; keep them apart.
      const { $id: _id, ...rest } = s;
      s = rest;
    }
    return ajv.compile(s as object) as ValidateFunction;
  };
}

const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

/**
 * The Chinese description of the first validation error, naming the field:
 * `参数 consultContent 不能少于 1 个字符`, `参数 userName 不能为空`, `参数 extra 不是允许的参数`,
 * `参数 pageSize 应当为 >= 1`.
 * @param part - `body`, `querystring`, `params` or `headers` (names the whole part when the error
 *   is about it, e.g. 请求体 应当是 object 类型).
 */
export function describeValidationErrors(errors: readonly ErrorObject[], part?: string): string {
  const first = errors[0];
  if (!first) return '请求参数不符合接口定义';
  const copy: ErrorObject = { ...first, params: { ...first.params } };
  localizeZh([copy]);
  const base = fieldPath(first.instancePath);
  const join = (child: string) => (base ? `${base}.${child}` : child);
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    return `参数 ${join(params['missingProperty'])} 不能为空`;
  }
  if (first.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') {
    return `参数 ${join(params['additionalProperty'])} 不是允许的参数`;
  }
  if (first.keyword === 'type' && first.instancePath === '' && part === 'body') {
    return `请求体 ${copy.message ?? '格式错误'}`;
  }
  const name = base || (part ? (PART_NAMES[part] ?? part) : '请求');
  return `参数 ${name} ${copy.message ?? '格式错误'}`;
}

/**
 * A preValidation guard for operations with a request body: the request's media type must be one
 * the operation declares, and a required body must be present. Fastify only validates bodies of
 * declared media types, so without this a JSON body sent to a form operation would skip
 * validation.
 * @throws AppError BAD_REQUEST otherwise.
 */
export function checkRequestBody(req: FastifyRequest, declared: readonly string[], required: boolean): void {
  const header = req.headers['content-type'];
  const mediaType = typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';
  const hasBody =
    mediaType !== '' || req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) {
    if (required) throw new AppError('BAD_REQUEST', undefined, '请求体不能为空');
    return;
  }
  if (!declared.includes(mediaType)) {
    throw new AppError('BAD_REQUEST', undefined, `请求体类型必须是 ${declared.join('、')}`);
  }
}
