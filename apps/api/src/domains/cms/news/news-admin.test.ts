import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cmsNews, cmsNewsColumn } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: Record<string, string>;

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = auth((await loginAs(server, 'yyf')).token);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown, headers = yyf) {
  const res = await server.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function columnId(code: string): Promise<string> {
  const [row] = await server.db.select({ id: cmsNewsColumn.id }).from(cmsNewsColumn).where(eq(cmsNewsColumn.code, code));
  if (!row) throw new Error(code);
  return row.id;
}

async function publicTitles(query = ''): Promise<string[]> {
  const { json } = await call<{ list: { title: string }[] }>('GET', `/cms/news/publicList?pageSize=100${query}`, undefined, {});
  return json.data.list.map((x) => x.title);
}

describe('articles (seeds 001 §7 /cms/news/*)', () => {
  it('adds a sanitized draft, publishes it to the portal, takes it offline and deletes it', async () => {
    const notice = await columnId('notice');
    const added = await call<{ id: string }>('POST', '/cms/news/add', {
      columnId: notice,
      title: ' 关于举办2027年度政策宣讲会的通知 ',
      summary: '宣讲会于1月举办。',
      source: '德清县企业综合服务中心',
      content: '<p onclick="steal()">宣讲会安排<script>alert(1)</script></p><img src="javascript:alert(1)">',
      coverImage: { fileName: '封面.jpg', filePath: '2026/11/cover.jpg' },
      isShow: true,
    });
    expect(added.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = added.json.data.id;

    const preview = await call<{ status: string; content: string; title: string; createUserName: string; coverImage: unknown }>('GET', `/cms/news/preview?id=${id}`);
    expect(preview.json.data).toMatchObject({ status: '0', content: '<p>宣讲会安排</p>', title: '关于举办2027年度政策宣讲会的通知', createUserName: '李娜' });
    expect(preview.json.data.coverImage).toEqual({ fileName: '封面.jpg', filePath: '2026/11/cover.jpg' });
    expect(await publicTitles()).not.toContain('关于举办2027年度政策宣讲会的通知');

    expect((await call('POST', '/cms/news/publish', { ids: [id] })).json).toMatchObject({ success: true, msg: '发布成功' });
    expect(await publicTitles('&columnCode=notice')).toContain('关于举办2027年度政策宣讲会的通知');
    // publishing twice is not a transition of the table
    expect((await call('POST', '/cms/news/publish', { ids: [id] })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    // a published article cannot be deleted
    expect((await call('POST', '/cms/news/delete', { ids: [id] })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '请先下线再删除' });

    expect((await call('POST', '/cms/news/offPublish', { ids: [id] })).json).toMatchObject({ success: true, msg: '下线成功' });
    expect(await publicTitles()).not.toContain('关于举办2027年度政策宣讲会的通知');
    expect((await call('POST', '/cms/news/offPublish', { ids: [id] })).json).toMatchObject({ code: 'BUSINESS_RULE' });

    expect((await call('POST', '/cms/news/delete', { ids: [id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call('GET', `/cms/news/preview?id=${id}`)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '新闻不存在' });
  });

  it('publishes all or nothing', async () => {
    const [draft] = await server.db.select({ id: cmsNews.id }).from(cmsNews).where(eq(cmsNews.status, '0'));
    const [published] = await server.db.select({ id: cmsNews.id }).from(cmsNews).where(eq(cmsNews.status, '1'));
    const res = await call('POST', '/cms/news/publish', { ids: [draft?.id, published?.id] });
    expect(res.json).toMatchObject({ code: 'BUSINESS_RULE' });
    const [still] = await server.db.select({ status: cmsNews.status }).from(cmsNews).where(eq(cmsNews.id, draft?.id ?? ''));
    expect(still?.status).toBe('0');
    expect((await call('POST', '/cms/news/publish', { ids: [draft?.id, '00000000-0000-4000-8000-000000000000'] })).json).toMatchObject({
      code: 'NOT_FOUND_ENTITY',
    });
  });

  it('modifies, moves, hides and tops an article, keeping its state', async () => {
    const { json } = await call<{ list: { id: string; title: string; status: string }[]; total: number }>(
      'GET',
      `/cms/news/list?columnId=${await columnId('industryinfo')}&status=1&pageSize=5`,
    );
    expect(json.data.total).toBeGreaterThan(5);
    expect(json.data.list.every((x) => x.status === '1')).toBe(true);
    const target = json.data.list.find((x) => !x.title.includes('专精特新'));
    if (!target) throw new Error('no article');

    const quality = await columnId('qualityBrand');
    expect(
      (
        await call('POST', '/cms/news/modify', {
          id: target.id,
          columnId: await columnId('workNews'),
          title: `${target.title}（修订）`,
          content: '<p>修订后的正文</p>',
        })
      ).json,
    ).toMatchObject({ success: true, msg: '保存成功' });
    expect((await call('POST', '/cms/news/move', { ids: [target.id], columnId: quality })).json).toMatchObject({ success: true, msg: '移动成功' });
    const moved = await call<{ status: string; columnName: string; title: string; content: string }>('GET', `/cms/news/preview?id=${target.id}`);
    expect(moved.json.data).toMatchObject({ status: '1', columnName: '品牌建设', title: `${target.title}（修订）`, content: '<p>修订后的正文</p>' });
    expect(await publicTitles('&columnCode=quality')).toContain(`${target.title}（修订）`);

    await call('POST', '/cms/news/setTop', { id: target.id, isTop: true });
    expect((await publicTitles('&columnCode=quality'))[0]).toBe(`${target.title}（修订）`);

    await call('POST', '/cms/news/isShow', { id: target.id, isShow: false });
    expect(await publicTitles('&columnCode=quality')).not.toContain(`${target.title}（修订）`);
    const staffList = await call<{ list: { id: string }[] }>('GET', `/cms/news/list?columnId=${quality}&isTop=true`);
    expect(staffList.json.data.list.map((x) => x.id)).toEqual([target.id]);
  });

  it('answers FORBIDDEN to an enterprise user and 401 without a login', async () => {
    const qy = auth((await loginAs(server, 'qy')).token);
    expect((await call('GET', '/cms/news/list', undefined, qy)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/cms/news/publish', payload: { ids: ['00000000-0000-4000-8000-000000000000'] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for an empty body after sanitizing and for malformed input', async () => {
    const notice = await columnId('notice');
    expect((await call('POST', '/cms/news/add', { columnId: notice, title: '空正文', content: '<script>x</script>' })).status).toBe(400);
    expect((await call('POST', '/cms/news/add', { columnId: notice, title: '', content: '<p>x</p>' })).status).toBe(400);
    expect((await call('POST', '/cms/news/add', { columnId: 'abc', title: 't', content: '<p>x</p>' })).status).toBe(400);
    expect((await call('POST', '/cms/news/delete', { ids: [] })).status).toBe(400);
  });
});

describe('columns (seeds 001 §7 /cms/news/column/*)', () => {
  type Column = { id: string; code: string; columnName: string; sort: number; newsCount?: number; children?: Column[] };

  it('lists the tree with article counts, filtered by name with the ancestors', async () => {
    const all = await call<Column[]>('GET', '/cms/news/column/list');
    expect(all.json.data.map((c) => c.columnName)).toEqual(['行业资讯', '商事法律服务', '质量服务', '金融服务', '党建引领']);
    const law = all.json.data[1];
    expect(law?.children?.map((c) => c.columnName)).toEqual(['法律咨询', '纠纷调解', '法律宣传']);
    expect(law?.children?.every((c) => (c.newsCount ?? 0) > 0)).toBe(true);
    const filtered = await call<Column[]>('GET', `/cms/news/column/list?columnName=${encodeURIComponent('调解')}`);
    expect(filtered.json.data.map((c) => c.columnName)).toEqual(['商事法律服务']);
    expect(filtered.json.data[0]?.children?.map((c) => c.columnName)).toEqual(['纠纷调解']);
  });

  it('adds, modifies, moves, hides and deletes a column', async () => {
    const law = await columnId('commercialLaw');
    const added = await call<{ id: string }>('POST', '/cms/news/column/add', {
      parentId: law,
      columnName: '合规指引',
      description: '<p>企业合规<script>x</script></p>',
    });
    expect(added.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = added.json.data.id;
    const detail = await call<Column & { description: string; isShow: boolean }>('GET', `/cms/news/column/detail?id=${id}`);
    expect(detail.json.data).toMatchObject({ columnName: '合规指引', description: '<p>企业合规</p>', sort: 4, isShow: true, newsCount: 0 });
    expect(detail.json.data.code).toMatch(/^c[0-9a-f]{8}$/);

    expect((await call('POST', '/cms/news/column/add', { parentId: law, columnName: '合规指引' })).json).toMatchObject({
      code: 'CONFLICT',
      msg: '同级栏目名称已存在',
    });
    expect((await call('POST', '/cms/news/column/add', { columnName: '重复编码', code: 'notice' })).json).toMatchObject({ code: 'CONFLICT', msg: '栏目编码已存在' });

    // a column cannot move under itself or its descendants
    expect((await call('POST', '/cms/news/column/modify', { id: law, parentId: id, columnName: '商事法律服务' })).json).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    expect((await call('POST', '/cms/news/column/modify', { id, parentId: law, columnName: '合规指引', code: 'lawCompliance' })).json).toMatchObject({
      success: true,
    });

    expect((await call('POST', '/cms/news/column/move', { id, direction: 'up' })).json).toMatchObject({ success: true, msg: '移动成功' });
    const { json } = await call<{ children: { code: string }[] }>('GET', '/cms/news/column/publicDetail?code=commercialLaw', undefined, {});
    expect(json.data.children.map((c) => c.code)).toEqual(['lawConsult', 'lawMediation', 'lawCompliance', 'lawPublicity']);
    await call('POST', '/cms/news/column/move', { id: await columnId('lawConsult'), direction: 'up' });
    const unchanged = await call<{ children: { code: string }[] }>('GET', '/cms/news/column/publicDetail?code=commercialLaw', undefined, {});
    expect(unchanged.json.data.children.map((c) => c.code)).toEqual(['lawConsult', 'lawMediation', 'lawCompliance', 'lawPublicity']);

    await call('POST', '/cms/news/column/isShow', { id, isShow: false });
    const hidden = await call<{ children: { code: string }[] }>('GET', '/cms/news/column/publicDetail?code=commercialLaw', undefined, {});
    expect(hidden.json.data.children.map((c) => c.code)).not.toContain('lawCompliance');

    expect((await call('POST', '/cms/news/column/delete', { ids: [law] })).json).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '请先删除下级栏目和栏目下的新闻',
    });
    expect((await call('POST', '/cms/news/column/delete', { ids: [id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call('GET', `/cms/news/column/detail?id=${id}`)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '栏目不存在' });
  });
});
