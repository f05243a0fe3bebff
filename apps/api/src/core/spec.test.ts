import { describe, expect, it } from 'vitest';

import { indexOperations, loadBundledSpec, type OpenApiSpec } from './spec';

describe('operation index', () => {
  it('reads every operation of the bundled spec with its security', () => {
    const ops = indexOperations(loadBundledSpec());
    expect(ops.get('listPolicyDoc')).toMatchObject({ method: 'GET', path: '/policy/doc/list', mode: 'public' });
    expect(ops.get('saveLog')).toMatchObject({ mode: 'optional' });
    expect(ops.get('addPolConsult')).toMatchObject({ mode: 'login', roles: [], requestContentTypes: ['application/json'] });
    expect(ops.get('login')).toMatchObject({ requestContentTypes: ['application/x-www-form-urlencoded'], bodyRequired: true });
  });

  it('reads roles and x-permission, and refuses x-permission without login', () => {
    const spec: OpenApiSpec = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { operationId: 'a', security: [{ bearerAuth: ['QY', 'YYF'] }], 'x-permission': 'p:a', responses: {} } },
      },
    };
    expect(indexOperations(spec).get('a')).toMatchObject({ mode: 'login', roles: ['QY', 'YYF'], permission: 'p:a' });
    const bad = structuredClone(spec);
    (bad.paths!['/a']!['get'] as Record<string, unknown>)['security'] = [];
    expect(() => indexOperations(bad)).toThrow(/x-permission/);
  });
});
