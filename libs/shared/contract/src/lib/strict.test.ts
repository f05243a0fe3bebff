import { describe, expect, it } from 'vitest';

import { createContractValidator } from './contract-validator';
import type { OpenApiDocument } from './openapi-types';

/** A small spec: an envelope composed with allOf, a map, a free-form object and a nullable ref. */
const spec = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/item': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/Envelope' },
                    { type: 'object', properties: { data: { oneOf: [{ $ref: '#/components/schemas/Item' }, { type: 'null' }] } } },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Envelope: { type: 'object', properties: { success: { type: 'boolean' }, msg: { type: 'string' } } },
      Item: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          labels: { type: 'object', additionalProperties: { type: 'string' } },
          extra: { type: 'object' },
        },
      },
    },
  },
} as unknown as OpenApiDocument;

const check = (strict: boolean, body: unknown) =>
  createContractValidator(spec, { strict }).validateResponse({
    method: 'GET',
    path: '/item',
    status: 200,
    contentType: 'application/json',
    body,
  });

describe('strict mode (closeObjectSchemas)', () => {
  const valid = { success: true, msg: 'ok', data: { name: 'a', labels: { x: 'y' }, extra: { anything: 1 } } };

  it('accepts every declared property across allOf members, oneOf branches, maps and free-form objects', () => {
    expect(check(true, valid)).toEqual([]);
    expect(check(true, { ...valid, data: null })).toEqual([]);
  });

  it('reports an undeclared property at the top, inside a composed member and in a nested object', () => {
    expect(check(false, { ...valid, more: 1 })).toEqual([]);
    expect(check(true, { ...valid, more: 1 })).toEqual(['response 200 body "more": is not declared in the contract']);
    expect(check(true, { ...valid, data: { ...valid.data, colour: 'red' } })).toEqual([
      'response 200 body "data.colour": is not declared in the contract',
    ]);
  });

  it('leaves the spec itself unchanged', () => {
    const before = JSON.stringify(spec);
    createContractValidator(spec, { strict: true });
    expect(JSON.stringify(spec)).toBe(before);
  });
});
