/**
 * 轮播图管理 through the real API (issue 15): the shelf table of `@qifu/policy-rules` on every
 * action (refusals change nothing), the public carousel (and its read cache) following take up /
 * take down at once, ordering, link checks, and the role/permission guard.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polCarousel, polInfo } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: string;
let policyId: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  const [published] = await server.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.status, 'published')).limit(1);
  policyId = published!.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Slide = { id: string; title: string; status: string; sort: number; linkUrl: string | null; policyTitle: string | null };
type Page<T> = { list: T[]; total: number };
const publicSlides = async () => (await call<{ id: string; title: string; linkUrl: string | null }[]>(server, 'GET', '/policy/doc/carousel')).json.data!;
const statusOf = async (id: string) => (await server.db.select({ s: polCarousel.status }).from(polCarousel).where(eq(polCarousel.id, id)))[0]?.s;

describe('carousel administration', () => {
  it('walks the shelf table: draft → takeup (public at once) → takedown (gone) → delete; refusals change nothing', async () => {
    const before = await publicSlides(); // fills the read cache
    const saved = await call<{ id: string }>(server, 'POST', '/admin/carousel/save', yyf, { title: '专精特新政策解读', filePath: '2026/11/banner-x.jpg', linkType: '1', policyId, sort: 0 });
    expect(saved.violations).toEqual([]);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = saved.json.data!.id;
    expect(await statusOf(id)).toBe('0');

    const detail = await call<Slide>(server, 'GET', `/admin/carousel/detail?id=${id}`, yyf);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data).toMatchObject({ title: '专精特新政策解读', status: '0', linkUrl: null });
    expect(detail.json.data!.policyTitle).toBeTruthy();

    // a draft cannot be taken down
    expect((await call(server, 'POST', '/admin/carousel/takedown', yyf, { id })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect(await statusOf(id)).toBe('0');
    expect((await publicSlides()).map((s) => s.id)).not.toContain(id);

    const up = await call(server, 'POST', '/admin/carousel/takeup', yyf, { id });
    expect(up.violations).toEqual([]);
    expect(up.json).toMatchObject({ success: true, msg: '上架成功' });
    const shown = await publicSlides();
    expect(shown.length).toBe(before.length + 1);
    expect(shown.find((s) => s.id === id)).toMatchObject({ title: '专精特新政策解读', linkUrl: `/page/policymarket/details?id=${policyId}` });

    // on the shelf: no second takeup, no edit, no delete
    expect((await call(server, 'POST', '/admin/carousel/takeup', yyf, { id })).json.code).toBe('BUSINESS_RULE');
    expect((await call(server, 'POST', '/admin/carousel/save', yyf, { id, title: '改标题', filePath: '2026/11/banner-x.jpg', linkType: '0' })).json).toMatchObject({
      success: false,
      code: 'BUSINESS_RULE',
      msg: '已上架的轮播图请先下架再修改',
    });
    expect((await call(server, 'POST', '/admin/carousel/delete', yyf, { id })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '请先下架再删除' });
    expect((await call<Slide>(server, 'GET', `/admin/carousel/detail?id=${id}`, yyf)).json.data).toMatchObject({ title: '专精特新政策解读', status: '1' });

    expect((await call(server, 'POST', '/admin/carousel/takedown', yyf, { id })).json).toMatchObject({ success: true, msg: '下架成功' });
    expect((await publicSlides()).map((s) => s.id)).not.toContain(id);
    // taken down: editable again, and the edit keeps state 2
    expect((await call(server, 'POST', '/admin/carousel/save', yyf, { id, title: '改标题', filePath: '2026/11/banner-x.jpg', linkType: '2', linkUrl: 'https://www.example.com/a' })).json.success).toBe(true);
    expect((await call<Slide>(server, 'GET', `/admin/carousel/detail?id=${id}`, yyf)).json.data).toMatchObject({ title: '改标题', status: '2', linkUrl: 'https://www.example.com/a' });

    expect((await call(server, 'POST', '/admin/carousel/delete', yyf, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'POST', '/admin/carousel/takeup', yyf, { id })).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '轮播图不存在' });
  });

  it('orders by sort in the staff list and the public carousel; filters by title and state', async () => {
    const make = async (title: string, sort: number) => {
      const id = (await call<{ id: string }>(server, 'POST', '/admin/carousel/save', yyf, { title, filePath: '2026/11/b.jpg', linkType: '0', sort })).json.data!.id;
      await call(server, 'POST', '/admin/carousel/takeup', yyf, { id });
      return id;
    };
    const a = await make('排序甲', 1);
    const b = await make('排序乙', 2);
    const sorted = await call(server, 'POST', '/admin/carousel/sort', yyf, { items: [{ id: a, sort: 3 }, { id: b, sort: 0 }] });
    expect(sorted.json).toMatchObject({ success: true, msg: '排序成功' });
    const ids = (await publicSlides()).map((s) => s.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));

    const list = await call<Page<Slide>>(server, 'GET', `/admin/carousel/list?title=${encodeURIComponent('排序')}&status=1`, yyf);
    expect(list.violations).toEqual([]);
    expect(list.json.data!.list.map((s) => s.title)).toEqual(['排序乙', '排序甲']);
    expect(list.json.data!.total).toBe(2);

    const unknown = await call(server, 'POST', '/admin/carousel/sort', yyf, { items: [{ id: a, sort: 9 }, { id: '00000000-0000-4000-8000-000000000000', sort: 1 }] });
    expect(unknown.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    expect((await server.db.select({ sort: polCarousel.sort }).from(polCarousel).where(eq(polCarousel.id, a)))[0]?.sort).toBe(3);
  });

  it('checks the link and the caller: policy required for linkType 1, address for 2; an enterprise is refused', async () => {
    const base = { title: '链接校验', filePath: '2026/11/c.jpg' };
    expect((await call(server, 'POST', '/admin/carousel/save', yyf, { ...base, linkType: '1' })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '请选择链接的政策' });
    expect((await call(server, 'POST', '/admin/carousel/save', yyf, { ...base, linkType: '2' })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '请输入链接地址' });
    const missing = await call(server, 'POST', '/admin/carousel/save', yyf, { ...base, linkType: '1', policyId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '政策不存在' });
    const noTitle = await call(server, 'POST', '/admin/carousel/save', yyf, { ...base, title: '', linkType: '0' });
    expect(noTitle.status).toBe(400);
    const qy = (await loginAs(server, 'qy')).token;
    const refused = await call(server, 'GET', '/admin/carousel/list', qy);
    expect(refused.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
