/**
 * Home configuration (carousel, hot blocks, quick and friend links, the contact block) through the
 * real API: the public portal configuration, saving with the checks, enabling and deleting.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysHomeConfig } from '../../../db/schema';
import { demoHomeConfigs } from '../../../seed/content/sys-config';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants, ensureSysConfigSeed } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureSysConfigSeed(server.db);
  await ensureGrants(server.db, 'ADMIN', ['sys:homeConfig:list', 'sys:homeConfig:save', 'sys:homeConfig:delete']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type HomeItem = { id: string; configType: string; title: string; enableFlag: string; linkUrl: string | null };
type Contact = { serviceCentreName: string; hotline: string; mailbox: string; serviceHours: string; address: string | null; recordNumber: string };
type Portal = { carousel: HomeItem[]; hotBlocks: HomeItem[]; quickLinks: HomeItem[]; friendLinks: HomeItem[]; contact: Contact };
const rows = async () => (await server.db.select({ n: count() }).from(sysHomeConfig))[0]?.n ?? 0;

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
    const before = await rows();
    const noImage = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '1', title: '轮播', linkUrl: '/page/home', linkType: '1' });
    expect(noImage.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '轮播图和热点板块请上传图片' });
    const noLink = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '3', title: '链接', linkType: '1' });
    expect(noLink.json).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '快捷链接和友情链接请填写跳转地址' });
    const mismatch = await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '3', title: '链接', linkUrl: '/page/home', linkType: '2' });
    expect(mismatch.json.msg).toBe('外部站点地址必须以 http:// 或 https:// 开头');
    expect((await call(server, 'POST', '/sys/homeConfig/save', admin, { configType: '5', title: 'x', linkType: '1' })).status).toBe(400);
    expect(await rows()).toBe(before);
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
