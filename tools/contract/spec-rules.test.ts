/**
 * House rules of the contract that Redocly's lint does not express (openapi/README.md "Layout and
 * authoring rules"): every operation of the bundled spec has exactly one domain tag, a summary in
 * Chinese and English, declared security, a well-formed permission string, and at least one
 * example (in its parameters, request body or responses, through $refs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '../..');
const spec = JSON.parse(readFileSync(join(root, 'openapi/bundled/openapi.json'), 'utf8')) as Json;

const DOMAIN_TAGS = [
  'session', 'sys', 'files', 'policy', 'enterprise-archive', 'tag', 'cms', 'declaration', 'land', 'workshop',
  'tech', 'appeal', 'customer-service', 'questionnaire', 'sms', 'call', 'training', 'portal',
];

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current['$ref'] === 'string') {
    current = (current['$ref'] as string)
      .slice(2)
      .split('/')
      .reduce<Json>((acc, key) => acc[key] as Json, spec);
  }
  return current;
}

const hasExample = (node: Json | undefined) => Boolean(node && ('example' in node || 'examples' in node));

const operations = Object.entries(spec['paths'] as Record<string, Json>).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ path, method, op: op as Json })),
);

describe('contract house rules (bundled spec)', () => {
  it('covers hundreds of operations', () => {
    expect(operations.length).toBeGreaterThan(500);
  });

  it('gives every operation one domain tag, a 中文 / English summary and declared security', () => {
    const offenders = operations.filter(({ op }) => {
      const tags = op['tags'] as string[] | undefined;
      const summary = String(op['summary'] ?? '');
      return (
        tags?.length !== 1 ||
        !DOMAIN_TAGS.includes(tags[0] ?? '') ||
        !/[\u4e00-\u9fff].* \/ [A-Za-z]/.test(summary) ||
        !Array.isArray(op['security'])
      );
    });
    expect(offenders.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual([]);
  });

  it('writes permission strings as <domain>:<resource>:<action>', () => {
    const bad = operations.filter(
      ({ op }) => 'x-permission' in op && !/^[a-z][a-zA-Z]*:[a-zA-Z]+:[a-zA-Z]+$/.test(String(op['x-permission'])),
    );
    expect(bad.map((o) => o.path)).toEqual([]);
  });

  it('gives every operation at least one example', () => {
    const without = operations.filter(({ op }) => {
      const params = ((op['parameters'] as unknown[]) ?? []).map(resolve);
      const body = resolve(op['requestBody']);
      const media = (r: Json | undefined) => Object.values((r?.['content'] as Record<string, Json>) ?? {});
      const responses = Object.values((op['responses'] as Record<string, unknown>) ?? {}).map(resolve);
      return !(
        params.some(hasExample) ||
        media(body).some(hasExample) ||
        responses.some((r) => media(r).some(hasExample))
      );
    });
    expect(without.map((o) => o.op['operationId'])).toEqual([]);
  });
});
