import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysBasicDataConfig, sysHomeConfig, sysLive, sysOffice, sysPlatform } from '../../db/schema';
import { demoBasicDataConfigs, demoHomeConfigs, demoPlatforms } from '../../db/seed/content/sys-config';
import { createTestServer, loginAs, type TestServer } from '../../testing/test-server';
import { call, ensureGrants, ensureSysConfigSeed } from './config-test-helpers';

let server: TestServer;
let admin: string;

type Page<T> = { list: T[]; total: number };
type Platform = { id: string; platformName: string; platformUrl: string; linkType: string; sort: number; disabled: boolean; needSign: boolean; enableFlag: string };
type Live = { id: string; liveTitle: string; liveDesc: string | null; liveStatus: string; publishStatus: string; liveStartTime: string };
type HomeItem = { id: string; configType: string; title: string; enableFlag: string; linkUrl: string | null };
type Contact = { serviceCentreName: string; hotline: string; mailbox: string; serviceHours: string; address: string | null; recordNumber: string };
type Portal = { carousel: HomeItem[]; hotBlocks: HomeItem[]; quickLinks: HomeItem[]; friendLinks: HomeItem[]; contact: Contact };
type Config = { id: string; configType: string; configName: string; parentId: string | null; enableFlag: string; dealOfficeId: string | null; dealOfficeName: string | null; serviceDesc: string | null };
type Option = { label: string; value: string; children: Option[] };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureSysConfigSeed(server.db);
  await ensureGrants(server.db, 'ADMIN', [
    'sys:platform:list', 'sys:platform:save', 'sys:platform:delete',
    'sys:live:list', 'sys:live:save', 'sys:live:delete', 'sys:live:publish',
    'sys:homeConfig:list', 'sys:homeConfig:save', 'sys:homeConfig:delete',
    'sys:basicDataConfig:list', 'sys:basicDataConfig:save', 'sys:basicDataConfig:delete',
  ]);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const rows = async (table: typeof sysPlatform | typeof sysLive | typeof sysHomeConfig | typeof sysBasicDataConfig) =>
  (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

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
    const before = await rows(sysPlatform);
    const internal = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: 'https://x.example.com', linkType: '1', sort: 1 });
    expect(internal.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '站内页面地址必须以 /page/ 开头' });
    const external = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: '/page/x', linkType: '2', sort: 1 });
    expect(external.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '外部站点地址必须以 http:// 或 https:// 开头' });
    const dup = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '首页', platformUrl: '/page/home2', linkType: '1', sort: 1 });
    expect(dup.json).toEqual({ success: false, code: 'CONFLICT', msg: '子平台名称已存在' });
    const script = await call(server, 'POST', '/sys/platform/save', admin, { platformName: '新平台', platformUrl: 'javascript:alert(1)', linkType: '2', sort: 1 });
    expect(script.status).toBe(400);
    expect(await rows(sysPlatform)).toBe(before);
  });
});

describe('live broadcasts', () => {
  const hour = 3_600_000;

  it('saves in state 0 with cleaned rich text and walks the publish table; illegal changes are refused', async () => {
    const now = Date.now();
    const saved = await call<{ id: string }>(server, 'POST', '/sys/live/save', admin, {
      liveTitle: '数字化改造专题直播',
      liveUrl: 'https://live.example.com/qifu/room/2048',
      liveDesc: '<p onclick="steal()">简介<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="/api/files/a.png"></p>',
      liveStartTime: new Date(now + 2 * hour).toISOString(),
      liveEndTime: new Date(now + 4 * hour).toISOString(),
    });
    expect(saved.violations).toEqual([]);
    const id = saved.json.data!.id;
    const draft = await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`, admin);
    expect(draft.violations).toEqual([]);
    expect(draft.json.data).toMatchObject({ publishStatus: '0', liveStatus: '1', liveDesc: '<p>简介<a>链接</a><img src="/api/files/a.png" /></p>' });

    // not published: hidden from visitors and enterprise users, shown to staff
    expect((await call(server, 'GET', `/sys/live/detail?id=${id}`)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '直播不存在' });
    const qy = (await loginAs(server, 'qy')).token;
    expect((await call(server, 'GET', `/sys/live/detail?id=${id}`, qy)).json.code).toBe('NOT_FOUND_ENTITY');

    const off0 = await call(server, 'POST', '/sys/live/offPublish', admin, { id });
    expect(off0.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    const pub = await call(server, 'POST', '/sys/live/publish', admin, { id });
    expect(pub.violations).toEqual([]);
    expect(pub.json).toMatchObject({ success: true, msg: '发布成功' });
    expect((await call(server, 'POST', '/sys/live/publish', admin, { id })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`)).json.data?.publishStatus).toBe('1');

    const delPublished = await call(server, 'POST', '/sys/live/delete', admin, { id });
    expect(delPublished.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '请先下架再删除' });
    // editing a published broadcast keeps it published
    await call(server, 'POST', '/sys/live/save', admin, {
      id,
      liveTitle: '数字化改造专题直播（更新）',
      liveUrl: 'https://live.example.com/qifu/room/2048',
      liveStartTime: new Date(now + 2 * hour).toISOString(),
      liveEndTime: new Date(now + 5 * hour).toISOString(),
    });
    expect((await call<Live>(server, 'GET', `/sys/live/detail?id=${id}`)).json.data).toMatchObject({ publishStatus: '1', liveTitle: '数字化改造专题直播（更新）' });

    expect((await call(server, 'POST', '/sys/live/offPublish', admin, { id })).json).toMatchObject({ success: true, msg: '下架成功' });
    expect((await call(server, 'POST', '/sys/live/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/sys/live/publish', admin, { id })).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '直播不存在' });
  });

  it('refuses equal times and an end before the start; nothing is written', async () => {
    const before = await rows(sysLive);
    const t = new Date(Date.now() + hour).toISOString();
    const base = { liveTitle: '时间校验', liveUrl: 'https://live.example.com/1' };
    expect((await call(server, 'POST', '/sys/live/save', admin, { ...base, liveStartTime: t, liveEndTime: t })).json).toEqual({
      success: false,
      code: 'BUSINESS_RULE',
      msg: '开始时间和结束时间不能相等',
    });
    const earlier = new Date(Date.now() - hour).toISOString();
    expect((await call(server, 'POST', '/sys/live/save', admin, { ...base, liveStartTime: t, liveEndTime: earlier })).json.msg).toBe('结束时间不能早于开始时间');
    const badUrl = await call(server, 'POST', '/sys/live/save', admin, { ...base, liveUrl: 'javascript:alert(1)', liveStartTime: earlier, liveEndTime: t });
    expect(badUrl.status).toBe(400);
    expect(await rows(sysLive)).toBe(before);
  });

  it('lists published broadcasts publicly: live now first, then upcoming soonest first, then ended; filters by live state', async () => {
    const now = Date.now();
    const make = async (title: string, startH: number, endH: number, publish: boolean) => {
      const { json } = await call<{ id: string }>(server, 'POST', '/sys/live/save', admin, {
        liveTitle: title,
        liveUrl: 'https://live.example.com/qifu/room/1',
        liveStartTime: new Date(now + startH * hour).toISOString(),
        liveEndTime: new Date(now + endH * hour).toISOString(),
      });
      if (publish) await call(server, 'POST', '/sys/live/publish', admin, { id: json.data!.id });
    };
    await make('正在直播', -1, 1, true);
    await make('明天直播', 24, 26, true);
    await make('未发布直播', 1, 2, false);

    const res = await call<Page<Live>>(server, 'GET', '/sys/live/publicList?pageSize=100');
    expect(res.violations).toEqual([]);
    const list = res.json.data!.list;
    expect(list.every((l) => l.publishStatus === '1')).toBe(true);
    expect(list.some((l) => l.liveTitle === '未发布直播')).toBe(false);
    const rank = { '2': 0, '1': 1, '3': 2 } as Record<string, number>;
    const ranks = list.map((l) => rank[l.liveStatus]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list[0]?.liveTitle).toBe('正在直播');
    const upcoming = list.filter((l) => l.liveStatus === '1').map((l) => l.liveStartTime);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming.length).toBeGreaterThanOrEqual(2);

    const ended = await call<Page<Live>>(server, 'GET', '/sys/live/publicList?liveStatus=3');
    expect(ended.json.data!.total).toBeGreaterThan(0);
    expect(ended.json.data!.list.every((l) => l.liveStatus === '3')).toBe(true);

    const staff = await call<Page<Live>>(server, 'GET', `/sys/live/list?publishStatus=0&keyword=${encodeURIComponent('未发布')}`, admin);
    expect(staff.violations).toEqual([]);
    expect(staff.json.data?.list.map((l) => l.liveTitle)).toEqual(['未发布直播']);
  });
});

describe('home configuration', () => {
  it('serves enabled entries by type and the contact block publicly', async () => {
    const res = await call<Portal>(server, 'GET', '/sys/homeConfig/portalConfig');
    expect(res.violations).toEqual([]);
    const portal = res.json.data!;
    const enabled = (t: string) => demoHomeConfigs.filter((c) => c.configType === t && c.enableFlag !== '0').map((c) => c.title);
    expect(portal.carousel.map((c) => c.title)).toEqual(enabled('1'));
    expect(portal.hotBlocks.map((c) => c.title)).toEqual(enabled('2'));
    expect(portal.quickLinks.map((c) => c.title)).toEqual(enabled('3'));
    expect(portal.friendLinks.map((c) => c.title)).toEqual(enabled('4'));
    expect(portal.contact).toMatchObject({ serviceHours: '08:30-17:00', hotline: '400-826-0572' });
  });

  it('creates, disables and deletes an entry; the portal follows', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/homeConfig/save', admin, {
      configType: '4',
      title: '国家企业信用信息公示系统',
      linkUrl: 'https://www.gsxt.gov.cn/',
      linkType: '2',
      sort: 9,
    });
    expect(created.violations).toEqual([]);
    const id = created.json.data!.id;
    const detail = await call<HomeItem>(server, 'GET', `/sys/homeConfig/detail?id=${id}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ configType: '4', enableFlag: '1' });
    const titles = async () => (await call<Portal>(server, 'GET', '/sys/homeConfig/portalConfig')).json.data!.friendLinks.map((f) => f.title);
    expect(await titles()).toContain('国家企业信用信息公示系统');

    const off = await call(server, 'POST', '/sys/homeConfig/changeEnabled', admin, { id, enableFlag: '0' });
    expect(off.violations).toEqual([]);
    expect(await titles()).not.toContain('国家企业信用信息公示系统');
    const staffList = await call<Page<HomeItem>>(server, 'GET', '/sys/homeConfig/list?configType=4&enableFlag=0', admin);
    expect(staffList.violations).toEqual([]);
    expect(staffList.json.data?.list.map((i) => i.id)).toEqual([id]);

    expect((await call(server, 'POST', '/sys/homeConfig/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/sys/homeConfig/changeEnabled', admin, { id, enableFlag: '1' })).json).toEqual({
      success: false,
      code: 'NOT_FOUND_ENTITY',
      msg: '首页配置不存在',
    });
  });

  it('refuses a carousel slide without image, a link without address and an address not fitting its type', async () => {
    const before = await rows(sysHomeConfig);
    const noImage = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '1', title: '轮播', linkUrl: '/page/home', linkType: '1' });
    expect(noImage.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '轮播图和热点板块请上传图片' });
    const noLink = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '3', title: '链接', linkType: '1' });
    expect(noLink.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '快捷链接和友情链接请填写跳转地址' });
    const mismatch = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '3', title: '链接', linkUrl: '/page/home', linkType: '2' });
    expect(mismatch.json.msg).toBe('外部站点地址必须以 http:// 或 https:// 开头');
    expect((await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '5', title: 'x', linkType: '1' })).status).toBe(400);
    expect(await rows(sysHomeConfig)).toBe(before);
  });

  it('saves the contact block; the staff form, the portal and getPublicConfig serve it at once', async () => {
    const contact = {
      serviceCentreName: '德清县企业服务中心',
      hotline: '0572-8012345',
      mailbox: 'service@deqing.example.com',
      serviceHours: '09:00-17:30',
      address: '德清县舞阳街道测试路8号',
      recordNumber: '浙ICP备2026999999号',
    };
    const bad = await call(server, 'POST', '/sys/homeConfig/saveContact', admin, { ...contact, mailbox: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.description).toContain('mailbox');
    const saved = await call(server, 'POST', '/sys/homeConfig/saveContact', admin, contact);
    expect(saved.violations).toEqual([]);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功' });

    const form = await call<Contact>(server, 'GET', '/sys/homeConfig/contact', admin);
    expect(form.violations).toEqual([]);
    expect(form.json.data).toEqual(contact);
    expect((await call<Portal>(server, 'GET', '/sys/homeConfig/portalConfig')).json.data?.contact).toEqual(contact);
    const pub = await call<Record<string, unknown>>(server, 'GET', '/sys/platform/publicConfig');
    expect(pub.violations).toEqual([]);
    expect(pub.json.data).toMatchObject({ serviceCentreName: contact.serviceCentreName, hotline: contact.hotline, mailbox: contact.mailbox, serviceHours: contact.serviceHours, recordNumber: contact.recordNumber });
  });
});

describe('basic-data configuration', () => {
  const byName = async (name: string) => {
    const [row] = await server.db.select({ id: sysBasicDataConfig.id }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.configName, name)).limit(1);
    if (!row) throw new Error(`no config ${name}`);
    return row.id;
  };

  it('lists a type by sort: enabled entries only for visitors, all (or by flag) for staff', async () => {
    const pub = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=1&enableFlag=0');
    expect(pub.violations).toEqual([]);
    expect(pub.json.data?.map((c) => c.configName)).toEqual(demoBasicDataConfigs['1'].filter((c) => c.enableFlag !== '0').map((c) => c.configName));
    const staffAll = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=1', admin);
    expect(staffAll.json.data?.map((c) => c.configName)).toEqual(demoBasicDataConfigs['1'].map((c) => c.configName));
    const staffOff = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=2&enableFlag=0', admin);
    expect(staffOff.json.data?.map((c) => c.configName)).toEqual(['来信来访']);

    // service categories: each parent followed by its (enabled) children
    const cats = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=3');
    const expected = demoBasicDataConfigs['3'].flatMap((p) => [p.configName, ...(p.children ?? []).filter((c) => c.enableFlag !== '0').map((c) => c.configName)]);
    expect(cats.json.data?.map((c) => c.configName)).toEqual(expected);
  });

  it('builds the public service-category cascade of enabled entries; disabling a parent hides its children', async () => {
    const res = await call<Option[]>(server, 'GET', '/sys/basicDataConfig/getServiceCategoryCascade');
    expect(res.violations).toEqual([]);
    const tree = res.json.data!;
    expect(tree.map((o) => o.label)).toEqual(['企业服务', '政策服务', '其他服务']);
    expect(tree[0]?.children.map((o) => o.label)).toEqual(['用地用房', '融资服务', '人才招引']);
    expect(tree[1]?.children.map((o) => o.label)).toEqual(['政策兑现', '科技项目']);
    expect(tree[2]?.children).toEqual([]);

    const policyId = await byName('政策服务');
    const off = await call(server, 'POST', '/sys/basicDataConfig/changeConfigEnableFlag', admin, { id: policyId, enableFlag: '0' });
    expect(off.violations).toEqual([]);
    const after = (await call<Option[]>(server, 'GET', '/sys/basicDataConfig/getServiceCategoryCascade')).json.data!;
    expect(after.map((o) => o.label)).toEqual(['企业服务', '其他服务']);
    const pub = await call<Config[]>(server, 'GET', '/sys/basicDataConfig/findAllByType?configType=3');
    expect(pub.json.data?.some((c) => c.configName === '政策兑现')).toBe(false);
    await call(server, 'POST', '/sys/basicDataConfig/changeConfigEnableFlag', admin, { id: policyId, enableFlag: '1' });
  });

  it('answers the detail with parent name and children, and the plain entry', async () => {
    const parentId = await byName('企业服务');
    const detail = await call<Config & { parentName: string | null; children: Config[] }>(server, 'GET', `/sys/basicDataConfig/getDetail?id=${parentId}`, admin);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ configName: '企业服务', parentName: null });
    expect(detail.json.data?.children.map((c) => c.configName)).toEqual(['用地用房', '融资服务', '人才招引']);
    const childId = detail.json.data!.children[0]!.id;
    const child = await call<Config & { parentName: string | null }>(server, 'GET', `/sys/basicDataConfig/getDetail?id=${childId}`, admin);
    expect(child.json.data).toMatchObject({ parentName: '企业服务', children: [] });
    const plain = await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${childId}`, admin);
    expect(plain.violations).toEqual([]);
    expect(plain.json.data).toMatchObject({ id: childId, parentId, configType: '3' });
    expect(plain.json.data).not.toHaveProperty('children');
  });

  it('keeps the tree two levels deep, names unique per parent and the type fixed; nothing is written on refusal', async () => {
    const before = await rows(sysBasicDataConfig);
    const parentId = await byName('企业服务');
    const childId = await byName('融资服务');
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ configType: '1', configName: '子分类', parentId }, 'BUSINESS_RULE', '只有服务类别可以设置上级'],
      [{ configType: '3', configName: '三级', parentId: childId }, 'BUSINESS_RULE', '服务类别最多两级'],
      [{ configType: '3', configName: '融资服务', parentId }, 'CONFLICT', '同级下已存在相同名称'],
      [{ configType: '1', configName: '政策咨询' }, 'CONFLICT', '同级下已存在相同名称'],
      [{ configType: '3', configName: 'x', parentId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' }, 'NOT_FOUND_ENTITY', '上级配置不存在'],
      [{ id: childId, configType: '1', configName: '融资服务' }, 'BUSINESS_RULE', '不能修改配置类型'],
      [{ id: parentId, configType: '3', configName: '企业服务', parentId: await byName('其他服务') }, 'BUSINESS_RULE', '服务类别最多两级'],
      [{ id: parentId, configType: '3', configName: '企业服务', parentId }, 'BUSINESS_RULE', '上级不能是自身'],
    ];
    for (const [payload, code, msg] of refusals) {
      const res = await call(server, 'POST', '/sys/basicDataConfig/saveConfig', admin, payload);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: false, code, msg });
    }
    expect(await rows(sysBasicDataConfig)).toBe(before);

    // the same name under another parent is fine
    const other = await call<{ id: string }>(server, 'POST', '/sys/basicDataConfig/saveConfig', admin, { configType: '3', configName: '融资服务', parentId: await byName('政策服务'), sort: 9 });
    expect(other.violations).toEqual([]);
    expect(other.json.success).toBe(true);
    const del = await call(server, 'GET', `/sys/basicDataConfig/delete?id=${other.json.data!.id}`, admin);
    expect(del.violations).toEqual([]);
    expect(del.json).toMatchObject({ success: true, msg: '删除成功' });
  });

  it('refuses deleting an entry with children', async () => {
    const res = await call(server, 'GET', `/sys/basicDataConfig/delete?id=${await byName('企业服务')}`, admin);
    expect(res.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '请先删除下级配置' });
    const [left] = await server.db.select({ n: count() }).from(sysBasicDataConfig).where(and(eq(sysBasicDataConfig.configName, '企业服务'), isNull(sysBasicDataConfig.parentId)));
    expect(left?.n).toBe(1);
  });

  it('sets the dealOffice of a service category (named from the office), clears it, and refuses other types and unknown offices', async () => {
    let [office] = await server.db.select({ id: sysOffice.id, name: sysOffice.officeName }).from(sysOffice).limit(1);
    if (!office) {
      [office] = await server.db.insert(sysOffice).values({ officeName: '测试承办部门', officeType: '2' }).returning({ id: sysOffice.id, name: sysOffice.officeName });
    }
    const id = await byName('人才招引');
    const set = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: office!.id, serviceDesc: '人才服务一件事' });
    expect(set.violations).toEqual([]);
    expect(set.json).toMatchObject({ success: true, msg: '保存成功' });
    expect((await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${id}`, admin)).json.data).toMatchObject({
      dealOfficeId: office!.id,
      dealOfficeName: office!.name,
      serviceDesc: '人才服务一件事',
    });
    await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: null });
    expect((await call<Config>(server, 'GET', `/sys/basicDataConfig/findById?id=${id}`, admin)).json.data).toMatchObject({ dealOfficeId: null, dealOfficeName: null, serviceDesc: '人才服务一件事' });

    const wrongType = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id: await byName('政策咨询'), dealOfficeId: office!.id });
    expect(wrongType.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '只有服务类别可以设置承办部门' });
    const unknown = await call(server, 'POST', '/sys/basicDataConfig/updateService', admin, { id, dealOfficeId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' });
    expect(unknown.json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '承办部门不存在' });
  });
});
