import { okEnvelope } from '@qifu/sdk/testing';
import { api } from '@qifu/session';
import { validateNewPassword } from '@qifu/validation';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { generatePassword } from './sys-crypto';
import { unwrapWithMsg } from '@qifu/sdk';
import { compactQuery as compact } from '@qifu/util';
import { sysKeys } from './sys.keys';

const server = setupServer(
  http.post('*/api/sys/role/delete', () => HttpResponse.json(okEnvelope(null, '删除成功'))),
  http.post('*/api/sys/role/save', () => HttpResponse.json({ success: false, code: 'CONFLICT', msg: '角色编码已存在' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('generatePassword (seeds 000 §5 complexity rule)', () => {
  it('always satisfies the password rule and differs between calls', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(validateNewPassword(password)).toBeNull();
      expect(password).toHaveLength(12);
      expect(password).not.toMatch(/[0O1lI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    expect(generatePassword(4)).toHaveLength(8);
  });
});

describe('unwrapWithMsg', () => {
  it('keeps the server’s success message next to the data', async () => {
    await expect(unwrapWithMsg(api.POST('/sys/role/delete', { body: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' } }))).resolves.toEqual({
      data: null,
      msg: '删除成功',
    });
  });

  it('rejects a failure envelope with its code', async () => {
    await expect(
      unwrapWithMsg(api.POST('/sys/role/save', { body: { roleName: '直播', roleCode: 'LIVE', userType: 'YYF' } })),
    ).rejects.toMatchObject({ code: 'CONFLICT', msg: '角色编码已存在' });
  });
});

describe('keys and parameters', () => {
  it('nests lists and details under their resource so one invalidation clears both', () => {
    expect(sysKeys.user.list({ keyword: 'a' }).slice(0, 2)).toEqual(sysKeys.user.all);
    expect(sysKeys.user.detail('1').slice(0, 2)).toEqual(sysKeys.user.all);
    expect(sysKeys.role.list()).not.toEqual(sysKeys.user.list());
  });

  it('drops empty query values (an empty enum value would be refused)', () => {
    expect(compact({ keyword: '', enableFlag: undefined, userType: null, page: 1 })).toEqual({ page: 1 });
  });
});
