import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysDictType, sysDictValue } from '../../../db/schema';
import { DEMO_DICT_TYPE_COUNT } from '../../../seed';
import { demoDicts } from '../../../seed/content';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

type TypeItem = { id: string; dictTypeCode: string; dictTypeName: string; sort: number; enableFlag: string; remark: string | null; valueCount: number };
type ValueItem = { id: string; dictTypeCode: string; label: string; value: string; sort: number; enableFlag: string };
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureGrants(server.db, 'ADMIN', ['sys:dict:list', 'sys:dict:save', 'sys:dict:delete']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const counts = async () => ({
  types: (await server.db.select({ n: count() }).from(sysDictType))[0]?.n ?? 0,
  values: (await server.db.select({ n: count() }).from(sysDictValue))[0]?.n ?? 0,
});

describe('dictionary types', () => {
  it('lists the seeded types with their value counts, searchable and sortable', async () => {
    const all = await call<Page<TypeItem>>(server, 'GET', '/sys/dictType/list?pageSize=100', admin);
    expect(all.violations).toEqual([]);
    expect(all.json.data?.total).toBe(DEMO_DICT_TYPE_COUNT);
    const support = all.json.data?.list.find((t) => t.dictTypeCode === 'supportMode');
    expect(support).toMatchObject({ dictTypeName: '支持方式', enableFlag: '1', valueCount: 8 });

    const byName = await call<Page<TypeItem>>(server, 'GET', `/sys/dictType/list?keyword=${encodeURIComponent('支持')}`, admin);
    expect(byName.json.data?.list.map((t) => t.dictTypeCode)).toEqual(['supportMode']);
    // % is literal, not a wildcard
    expect((await call<Page<TypeItem>>(server, 'GET', '/sys/dictType/list?keyword=%25', admin)).json.data?.total).toBe(0);

    const byCode = await call<Page<TypeItem>>(server, 'GET', '/sys/dictType/list?pageSize=100&sortField=dictTypeCode&sortOrder=asc', admin);
    const codes = byCode.json.data?.list.map((t) => t.dictTypeCode) ?? [];
    expect(codes).toEqual([...codes].sort());
    const unknownSort = await call(server, 'GET', '/sys/dictType/list?sortField=password', admin);
    expect(unknownSort.status).toBe(400);
  });

  it('creates, reads, updates and deletes a type; getDict serves it at once', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/dictType/save', admin, {
      dictTypeCode: 'testLevel',
      dictTypeName: ' 测试等级 ',
      sort: 9,
      remark: '单元测试',
    });
    expect(created.violations).toEqual([]);
    expect(created.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = created.json.data!.id;

    const detail = await call<TypeItem>(server, 'GET', `/sys/dictType/detail?id=${id}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ id, dictTypeCode: 'testLevel', dictTypeName: '测试等级', sort: 9, enableFlag: '1', remark: '单元测试', valueCount: 0 });

    const dict = await call<Record<string, unknown[]>>(server, 'GET', '/sys/dict/getDict');
    expect(dict.json.data?.['testLevel']).toEqual([]);

    // renaming the code is allowed while the type has no values
    const renamed = await call(server, 'POST', '/sys/dictType/save', admin, { id, dictTypeCode: 'testGrade', dictTypeName: '测试等级', enableFlag: '0' });
    expect(renamed.json.success).toBe(true);
    expect((await call<TypeItem>(server, 'GET', `/sys/dictType/detail?id=${id}`, admin)).json.data).toMatchObject({ dictTypeCode: 'testGrade', enableFlag: '0' });

    const deleted = await call(server, 'POST', '/sys/dictType/delete', admin, { id });
    expect(deleted.violations).toEqual([]);
    expect(deleted.json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'GET', `/sys/dictType/detail?id=${id}`, admin)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '字典类型不存在' });
  });

  it('refuses a duplicate code (CONFLICT), a code change with values and deleting a type with values (BUSINESS_RULE); nothing changes', async () => {
    const before = await counts();
    const dup = await call(server, 'POST', '/sys/dictType/save', admin, { dictTypeCode: 'supportMode', dictTypeName: '重复' });
    expect(dup.status).toBe(200);
    expect(dup.json).toEqual({ success: false, code: 'CONFLICT', msg: '字典类型编码已存在' });

    const [support] = await server.db.select({ id: sysDictType.id }).from(sysDictType).where(eq(sysDictType.code, 'supportMode'));
    const rename = await call(server, 'POST', '/sys/dictType/save', admin, { id: support!.id, dictTypeCode: 'supportMode2', dictTypeName: '支持方式' });
    expect(rename.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '该字典类型下已有字典值，不能修改编码' });

    const del = await call(server, 'POST', '/sys/dictType/delete', admin, { id: support!.id });
    expect(del.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '请先删除该字典类型下的字典值' });
    expect(await counts()).toEqual(before);
    const [still] = await server.db.select({ code: sysDictType.code }).from(sysDictType).where(eq(sysDictType.id, support!.id));
    expect(still?.code).toBe('supportMode');
  });

  it('answers 400 naming the field for a bad code, a missing name or an unknown property', async () => {
    const before = await counts();
    for (const [payload, description] of [
      [{ dictTypeCode: '1abc', dictTypeName: 'x' }, '参数 dictTypeCode 应当匹配模式 "^[A-Za-z][A-Za-z0-9_]*$"'],
      [{ dictTypeCode: 'abc' }, '参数 dictTypeName 不能为空'],
      [{ dictTypeCode: 'abc', dictTypeName: '   ' }, '参数 dictTypeName 不能为空'],
    ] as const) {
      const res = await call(server, 'POST', '/sys/dictType/save', admin, payload);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
      expect(res.json.description).toBe(description);
    }
    const extra = await call(server, 'POST', '/sys/dictType/save', admin, { dictTypeCode: 'abc', dictTypeName: 'x', valueCount: 3 });
    expect(extra.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('is for administrators with the permission only: FORBIDDEN (HTTP 200) for others, 401 without login', async () => {
    const qy = (await loginAs(server, 'qy')).token;
    const res = await call(server, 'GET', '/sys/dictType/list', qy);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call(server, 'GET', '/sys/dictType/list')).status).toBe(401);
  });
});

describe('dictionary values', () => {
  it('lists every value of a type including 全部, by sort', async () => {
    const res = await call<Page<ValueItem>>(server, 'GET', '/sys/dictValue/list?dictTypeCode=supportMode&pageSize=100', admin);
    expect(res.violations).toEqual([]);
    const support = demoDicts.find((d) => d.code === 'supportMode')!;
    expect(res.json.data?.list.map((v) => v.label)).toEqual(support.options.map((o) => o.label));
    expect(res.json.data?.list[0]?.label).toBe('全部');
    const kw = await call<Page<ValueItem>>(server, 'GET', `/sys/dictValue/list?dictTypeCode=supportMode&keyword=${encodeURIComponent('金融')}`, admin);
    expect(kw.json.data?.list.map((v) => v.value)).toEqual(['4']);
    expect((await call(server, 'GET', '/sys/dictValue/list', admin)).status).toBe(400);
  });

  it('creates, updates and deletes a value; getDict and the dropdown options follow', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/dictValue/save', admin, { dictTypeCode: 'supportMode', label: '贷款贴息', value: '8', sort: 8 });
    expect(created.violations).toEqual([]);
    const id = created.json.data!.id;
    const detail = await call<ValueItem>(server, 'GET', `/sys/dictValue/detail?id=${id}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ dictTypeCode: 'supportMode', label: '贷款贴息', value: '8', sort: 8, enableFlag: '1' });

    let dict = await call<Record<string, { label: string; value: string }[]>>(server, 'GET', '/sys/dict/getDict');
    expect(dict.json.data?.['supportMode']?.at(-1)).toEqual({ label: '贷款贴息', value: '8' });
    // getDict keeps 全部 (the web leaves it out of dropdowns)
    expect(dict.json.data?.['supportMode']?.[0]).toEqual({ label: '全部', value: '0' });

    await call(server, 'POST', '/sys/dictValue/save', admin, { id, dictTypeCode: 'supportMode', label: '贷款贴息补助', value: '8', sort: 8 });
    dict = await call(server, 'GET', '/sys/dict/getDict');
    expect(dict.json.data?.['supportMode']?.at(-1)).toEqual({ label: '贷款贴息补助', value: '8' });

    const del = await call(server, 'POST', '/sys/dictValue/delete', admin, { id });
    expect(del.json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/sys/dictValue/delete', admin, { id })).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '字典值不存在' });
  });

  it('refuses a duplicate value in the type, an unknown type and moving a value to another type', async () => {
    const before = await counts();
    const dup = await call(server, 'POST', '/sys/dictValue/save', admin, { dictTypeCode: 'supportMode', label: '另一个', value: '1' });
    expect(dup.json).toEqual({ success: false, code: 'CONFLICT', msg: '该字典类型下已存在相同取值' });
    // the same value in another type is fine in principle; an unknown type is not
    const unknown = await call(server, 'POST', '/sys/dictValue/save', admin, { dictTypeCode: 'noSuchType', label: 'x', value: '1' });
    expect(unknown.json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '字典类型不存在' });
    const [v] = await server.db.select({ id: sysDictValue.id }).from(sysDictValue).where(eq(sysDictValue.dictTypeCode, 'supportMode')).limit(1);
    const move = await call(server, 'POST', '/sys/dictValue/save', admin, { id: v!.id, dictTypeCode: 'policyLevel', label: 'x', value: '99' });
    expect(move.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '不能修改字典值所属类型' });
    // updating onto another value's code of the same type conflicts
    const [two] = await server.db.select({ id: sysDictValue.id, value: sysDictValue.value }).from(sysDictValue).where(eq(sysDictValue.dictTypeCode, 'policyLevel')).limit(2);
    const clash = await call(server, 'POST', '/sys/dictValue/save', admin, { id: two!.id, dictTypeCode: 'policyLevel', label: '国家级', value: two!.value === '1' ? '2' : '1' });
    expect(clash.json.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
  });
});
