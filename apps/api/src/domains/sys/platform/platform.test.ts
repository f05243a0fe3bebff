/**
 * Sub-platforms (the portal main menu; sys configuration) through the real API: the public menu,
 * staff list, saving with the address checks, enabling and deleting.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysPlatform } from '../../../db/schema';
import { demoPlatforms } from '../../../seed/content/sys-config';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants, ensureSysConfigSeed } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureSysConfigSeed(server.db);
  await ensureGrants(server.db, 'ADMIN', ['sys:platform:list', 'sys:platform:save', 'sys:platform:delete']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type Platform = { id: string; platformName: string; platformUrl: string; linkType: string; sort: number; disabled: boolean; needSign: boolean; enableFlag: string };
const rows = async () => (await server.db.select({ n: count() }).from(sysPlatform))[0]?.n ?? 0;

describe('sub-platforms (main menu)', () => {
  it('serves the 12 enabled entries publicly in menu order; a disabled one leaves the menu', async () => {
    const menu = await call<Platform[]>(server, 'GET', '/sys/platform/menu');
    expect(menu.violations).toEqual([]);
    expect(menu.json.data?.map((p) => p.platformName)).toEqual(demoPlatforms.map((p) => p.platformName));
    const quality = menu.json.data?.find((p) => p.platformName === '质量服务');
    expect(quality).toMatchObject({ linkType: '2', sort: 4, needSign: true, disabled: false });

    const off = await call(server, 'POST', '/sys/platform/changeEnabled', admin, { id: quality!.id, enableFlag: '0' });
    expect(off.violations).toEqual([]);
    expect(off.json).toMatchObject({ success: true, data: null });
    const after = await call<Platform[]>(server, 'GET', '/sys/platform/menu');
    expect(after.json.data?.some((p) => p.id === quality!.id)).toBe(false);
    // the staff list still shows it, and can filter by flag
    const disabled = await call<Page<Platform>>(server, 'GET', '/sys/platform/list?enableFlag=0', admin);
    expect(disabled.violations).toEqual([]);
    expect(disabled.json.data?.list.map((p) => p.platformName)).toEqual(['质量服务']);
    await call(server, 'POST', '/sys/platform/changeEnabled', admin, { id: quality!.id, enableFlag: '1' });
  });

  it('creates, updates and deletes an entry', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/platform/save', admin, {
      platformName: '知识产权服务',
      platformUrl: 'https://example.com/qifu/ip',
      linkType: '2',
      sort: 13,
      needSign: true,
    });
    expect(created.violations).toEqual([]);
    const id = created.json.data!.id;
    const detail = await call<Platform>(server, 'GET', `/sys/platform/detail?id=${id}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ platformName: '知识产权服务', enableFlag: '1', disabled: false, needSign: true });
    await call(server, 'POST', '/sys/platform/save', admin, { id, platformName: '知识产权', platformUrl: '/page/ip', linkType: '1', sort: 13, disabled: true });
    expect((await call<Platform>(server, 'GET', `/sys/platform/detail?id=${id}`, admin)).json.data).toMatchObject({ platformName: '知识产权', linkType: '1', disabled: true });
    expect((await call(server, 'POST', '/sys/platform/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'GET', `/sys/platform/detail?id=${id}`, admin)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '子平台不存在' });
  });

  it('refuses an address that does not fit the link type, a duplicate name and a bad address; nothing is written', async () => {
    const before = await rows();
    const internal = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: 'https://x.example.com', linkType: '1', sort: 1 });
    expect(internal.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '站内页面地址必须以 /page/ 开头' });
    const external = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: '/page/x', linkType: '2', sort: 1 });
    expect(external.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '外部站点地址必须以 http:// 或 https:// 开头' });
    const dup = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '首页', platformUrl: '/page/home2', linkType: '1', sort: 1 });
    expect(dup.json).toEqual({ success: false, code: 'CONFLICT', msg: '子平台名称已存在' });
    const script = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: 'javascript:alert(1)', linkType: '2', sort: 1 });
    expect(script.status).toBe(400);
    expect(await rows()).toBe(before);
  });
});
