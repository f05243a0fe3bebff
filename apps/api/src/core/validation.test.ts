import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';

import { createValidatorCompiler, describeValidationErrors } from './validation';

const compile = createValidatorCompiler();

function errorsOf(schema: object, httpPart: string, data: unknown): ErrorObject[] {
  const validate = compile({ schema, httpPart, method: 'POST', url: '/x' }) as unknown as ((d: unknown) => boolean) & {
    errors?: ErrorObject[] | null;
  };
  expect(validate(data)).toBe(false);
  return validate.errors ?? [];
}

describe('request validation messages', () => {
  const consult = {
    type: 'object',
    required: ['consultContent'],
    additionalProperties: false,
    properties: { consultContent: { type: 'string', minLength: 1 }, n: { type: 'integer', maximum: 9000 } },
  };

  it('names the field in Chinese', () => {
    expect(describeValidationErrors(errorsOf(consult, 'body', { consultContent: '' }), 'body')).toBe(
      '参数 consultContent 不应少于 1 个字符',
    );
    expect(describeValidationErrors(errorsOf(consult, 'body', {}), 'body')).toBe('参数 consultContent 不能为空');
    expect(describeValidationErrors(errorsOf(consult, 'body', { consultContent: 'a', x: 1 }), 'body')).toBe(
      '参数 x 不是允许的参数',
    );
    expect(describeValidationErrors(errorsOf(consult, 'body', { consultContent: 5 }), 'body')).toBe(
      '参数 consultContent 应当是 string 类型',
    );
    expect(describeValidationErrors(errorsOf(consult, 'body', 'text'), 'body')).toBe('请求体 应当是 object 类型');
  });

  it('never coerces bodies but coerces query strings', () => {
    errorsOf({ type: 'object', properties: { n: { type: 'integer' } } }, 'body', { n: '5' });
    const q = compile({ schema: { type: 'object', properties: { n: { type: 'integer' } } }, httpPart: 'querystring', method: 'GET', url: '/x' }) as unknown as (d: unknown) => boolean;
    const data = { n: '5' };
    expect(q(data)).toBe(true);
    expect(data.n).toBe(5);
    expect(describeValidationErrors(errorsOf(consult, 'querystring', { consultContent: 'a', n: '9001' }), 'querystring')).toBe(
      '参数 n 应当为 <= 9000',
    );
  });

  it('matches header names case-insensitively', () => {
    const h = compile({
      schema: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string', minLength: 1 } } },
      httpPart: 'headers',
      method: 'GET',
      url: '/x',
    }) as unknown as (d: unknown) => boolean;
    expect(h({ refreshtoken: 'abc' })).toBe(true);
    expect(h({})).toBe(false);
  });
});
