import { describe, expect, it } from 'vitest';

import { createContractValidator } from './contract-validator';
import type { OpenApiDocument } from './openapi-types';

const envelope = (data: object) => ({
  type: 'object',
  required: ['success', 'code', 'msg'],
  properties: {
    success: { type: 'boolean' },
    code: { type: 'string' },
    msg: { type: 'string' },
    data,
  },
});

const spec: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'tiny', version: '1' },
  paths: {
    '/pol/policy/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getPolicy',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: envelope({ $ref: '#/components/schemas/Policy' }) } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/pol/policy/latest': {
      get: { operationId: 'getLatestPolicy', responses: { '200': { description: 'ok' } } },
    },
    '/pol/policy/list': {
      get: {
        operationId: 'listPolicy',
        parameters: [
          { name: 'pageNum', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'hot', in: 'query', schema: { type: 'boolean' } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/pol/consult/add': {
      post: {
        operationId: 'addConsult',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ConsultInput' } } },
        },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: envelope({}) } } } },
      },
    },
    '/sys/activeUser/login': {
      post: {
        operationId: 'login',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: {
                  username: { type: 'string', minLength: 1 },
                  password: { type: 'string' },
                  remember: { type: 'boolean' },
                  tries: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/sys/file/upload': {
      post: {
        operationId: 'uploadFile',
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/pol/policy/export': {
      get: {
        operationId: 'exportPolicy',
        responses: {
          '200': {
            description: 'xlsx',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
        },
      },
    },
  },
  components: {
    parameters: {
      Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
    },
    schemas: {
      Policy: {
        type: 'object',
        required: ['id', 'title'],
        properties: { id: { type: 'integer' }, title: { type: 'string' }, state: { $ref: '#/components/schemas/State' } },
      },
      State: { type: 'string', enum: ['draft', 'published'] },
      ConsultInput: {
        type: 'object',
        required: ['title', 'content'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', maxLength: 50 },
          content: { type: 'string' },
          phone: { type: 'string', pattern: '^1\\d{10}$' },
          age: { type: 'integer' },
        },
      },
    },
    responses: {
      NotFound: { description: 'not found', content: { 'application/json': { schema: envelope({}) } } },
    },
  },
};

const contract = createContractValidator(spec);

describe('findOperation', () => {
  it('resolves templates, decodes params and prefers literal paths', () => {
    expect(contract.findOperation('GET', '/pol/policy/12')).toEqual({
      operationId: 'getPolicy',
      method: 'get',
      pathTemplate: '/pol/policy/{id}',
      params: { id: '12' },
    });
    expect(contract.findOperation('get', '/pol/policy/latest')?.operationId).toBe('getLatestPolicy');
    expect(contract.findOperation('POST', '/pol/policy/12')).toBeUndefined();
    expect(contract.findOperation('GET', '/nope')).toBeUndefined();
  });
});

describe('validateRequest', () => {
  it('accepts a valid JSON request', () => {
    expect(
      contract.validateRequest({
        method: 'POST',
        path: '/pol/consult/add',
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ title: '咨询', content: '内容', phone: '13800000000' }),
      }),
    ).toEqual([]);
  });

  it('names a missing required field', () => {
    const errors = contract.validateRequest({
      method: 'POST',
      path: '/pol/consult/add',
      contentType: 'application/json',
      body: { title: '咨询' },
    });
    expect(errors).toEqual(['request body "content": is required']);
  });

  it('names a field of the wrong type and an unknown field', () => {
    const errors = contract.validateRequest({
      method: 'POST',
      path: '/pol/consult/add',
      contentType: 'application/json',
      body: { title: '咨询', content: 'x', age: 'old', extra: 1 },
    });
    expect(errors).toContain('request body "age": must be integer');
    expect(errors).toContain('request body "extra": is not allowed by the schema');
  });

  it('requires a required body and rejects undeclared content types', () => {
    expect(contract.validateRequest({ method: 'POST', path: '/pol/consult/add' })).toEqual([
      'request body: is required',
    ]);
    expect(
      contract.validateRequest({ method: 'POST', path: '/pol/consult/add', contentType: 'text/plain', body: 'hi' }),
    ).toEqual(['request body: content type "text/plain" is not declared (declared: application/json)']);
  });

  it('coerces and checks path and query parameters', () => {
    expect(contract.validateRequest({ method: 'GET', path: '/pol/policy/7' })).toEqual([]);
    expect(contract.validateRequest({ method: 'GET', path: '/pol/policy/abc' })).toEqual([
      'path parameter "id": must be integer',
    ]);
    expect(
      contract.validateRequest({ method: 'GET', path: '/pol/policy/list', query: '?pageNum=2&tags=a&tags=b&hot=true' }),
    ).toEqual([]);
    expect(contract.validateRequest({ method: 'GET', path: '/pol/policy/list', query: { hot: 'yes' } })).toEqual([
      'query parameter "pageNum": is required',
      'query parameter "hot": must be boolean',
    ]);
    expect(
      contract.validateRequest({ method: 'GET', path: '/pol/policy/list', query: new URLSearchParams('pageNum=0') }),
    ).toEqual(['query parameter "pageNum": must be >= 1']);
  });

  it('parses form bodies and coerces their values', () => {
    expect(
      contract.validateRequest({
        method: 'POST',
        path: '/sys/activeUser/login',
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        body: 'username=admin&password=abc&remember=true&tries=3',
      }),
    ).toEqual([]);
    expect(
      contract.validateRequest({
        method: 'POST',
        path: '/sys/activeUser/login',
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ username: 'admin', tries: 'many' }),
      }),
    ).toEqual(['request body "password": is required', 'request body "tries": must be integer']);
  });

  it('checks only the presence of multipart bodies', () => {
    const bytes = new TextEncoder().encode('--boundary\r\n...');
    expect(
      contract.validateRequest({
        method: 'POST',
        path: '/sys/file/upload',
        contentType: 'multipart/form-data; boundary=boundary',
        body: bytes,
      }),
    ).toEqual([]);
    expect(
      contract.validateRequest({ method: 'POST', path: '/sys/file/upload', contentType: 'multipart/form-data' }),
    ).toEqual(['request body: is required']);
  });

  it('reports unknown operations', () => {
    expect(contract.validateRequest({ method: 'DELETE', path: '/pol/policy/1' })).toEqual([
      'DELETE /pol/policy/1: no such operation in the spec',
    ]);
  });
});

describe('validateResponse', () => {
  const ok = { success: true, code: 'OK', msg: '成功', data: { id: 1, title: '政策', state: 'published' } };

  it('accepts a declared status with a matching body, through $refs', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: '/pol/policy/1', status: 200, contentType: 'application/json', body: ok }),
    ).toEqual([]);
    expect(
      contract.validateResponse({
        method: 'GET',
        path: '/pol/policy/1',
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'NOT_FOUND', msg: '404' }),
      }),
    ).toEqual([]);
  });

  it('fails an undeclared status', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: '/pol/policy/1', status: 500, contentType: 'application/json', body: '{}' }),
    ).toEqual(['response status 500 is not declared for getPolicy (declared: 200, 404)']);
  });

  it('names fields of a body that breaks the schema', () => {
    const errors = contract.validateResponse({
      method: 'GET',
      path: '/pol/policy/1',
      status: 200,
      contentType: 'application/json',
      body: { success: true, code: 'OK', msg: '', data: { id: '1', state: 'gone' } },
    });
    expect(errors).toEqual([
      'response 200 body "data.title": is required',
      'response 200 body "data.id": must be integer',
      'response 200 body "data.state": must be one of ["draft","published"]',
    ]);
  });

  it('checks binary responses by status and content type only', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(
      contract.validateResponse({ method: 'GET', path: '/pol/policy/export', status: 200, contentType: xlsx, body: new Uint8Array([80, 75]) }),
    ).toEqual([]);
    expect(
      contract.validateResponse({ method: 'GET', path: '/pol/policy/export', status: 200, contentType: 'text/html', body: '<html>' }),
    ).toHaveLength(1);
  });

  it('flags a JSON response that is not JSON', () => {
    expect(
      contract.validateResponse({ method: 'POST', path: '/pol/consult/add', status: 200, contentType: 'application/json', body: '<html>' }),
    ).toEqual(['response 200 body: is not valid JSON']);
  });
});

describe('statuses the operation does not declare', () => {
  const notImplemented = { success: false, code: 'NOT_IMPLEMENTED', msg: '功能尚未实现', description: '接口 getPolicy 尚未实现' };

  it('accepts no 500 or 501 beyond what the operation declares (the bundle declares them on every operation)', () => {
    expect(
      contract.validateResponse({ method: 'GET', path: '/pol/policy/1', status: 501, contentType: 'application/json', body: notImplemented }),
    ).toEqual(['response status 501 is not declared for getPolicy (declared: 200, 404)']);
  });
});

describe('checkRequest / checkResponse', () => {
  it('locates schema errors at the failing keyword in the spec', () => {
    expect(
      contract.checkRequest({ method: 'POST', path: '/pol/consult/add', contentType: 'application/json', body: { title: 'x', age: 'old' } }),
    ).toEqual([
      {
        message: 'request body "content": is required',
        schemaPath: '#/components/schemas/ConsultInput/required',
        instancePath: '',
        keyword: 'required',
      },
      {
        message: 'request body "age": must be integer',
        schemaPath: '#/components/schemas/ConsultInput/properties/age/type',
        instancePath: '/age',
        keyword: 'type',
      },
    ]);
    const response = contract.checkResponse({
      method: 'GET',
      path: '/pol/policy/1',
      status: 200,
      contentType: 'application/json',
      body: { success: true, code: 'OK', msg: '', data: { id: 1, title: 't', state: 'gone' } },
    });
    expect(response.map((v) => [v.schemaPath, v.instancePath])).toEqual([['#/components/schemas/State/enum', '/data/state']]);
  });

  it('locates other violations at the declaration they break', () => {
    expect(contract.checkRequest({ method: 'GET', path: '/pol/policy/list' })).toEqual([
      { message: 'query parameter "pageNum": is required', schemaPath: '#/paths/~1pol~1policy~1list/get/parameters/0/required' },
    ]);
    expect(contract.checkResponse({ method: 'GET', path: '/pol/policy/7', status: 418 })).toEqual([
      {
        message: 'response status 418 is not declared for getPolicy (declared: 200, 404)',
        schemaPath: '#/paths/~1pol~1policy~1{id}/get/responses',
      },
    ]);
    expect(contract.checkRequest({ method: 'DELETE', path: '/x' })).toEqual([{ message: 'DELETE /x: no such operation in the spec' }]);
  });
});
