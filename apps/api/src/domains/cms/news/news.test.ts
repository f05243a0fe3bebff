import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cmsNews, cmsNewsColumn } from '../../../db/schema';
import { demoAboutUs, demoColumns, demoNews } from '../../../seed/content/cms';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { cmsSearchSql } from './search-source';

let server: TestServer;

interface Item {
  id: string;
  columnId: string;
  columnName: string;
  title: string;
  status: string;
  isTop: boolean;
  isShow: boolean;
  publishTime: string | null;
  summary: string | null;
  viewCount: number;
}
type Page = { success: boolean; code: string; data: { list: Item[]; total: number } };
interface Detail extends Item {
  content: string;
  columnPath: { id: string; code: string; columnName: string }[];
  createUserName: string;
}

const published = demoNews.filter((n) => (n.status ?? '1') === '1');
const codesUnder = (code: string): string[] => {
  const walk = (cols: readonly (typeof demoColumns)[number][]): string[] =>
    cols.flatMap((c) => (c.code === code ? [c.code, ...(c.children ?? []).map((x) => x.code)] : walk(c.children ?? [])));
  return walk(demoColumns);
};
const publishedIn = (code: string) => published.filter((n) => codesUnder(code).includes(n.column));

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await server.app.inject({ method: 'GET', url, headers });
  expect(contractViolations('GET', url, res)).toEqual([]);
  return res;
}

async function list(query: string): Promise<Page['data']> {
  const res = await get(`/api/cms/news/publicList${query}`);
  expect(res.statusCode).toBe(200);
  return body<Page>(res).data;
}

async function titleId(title: string): Promise<string> {
  const [row] = await server.db.select({ id: cmsNews.id }).from(cmsNews).where(eq(cmsNews.title, title));
  if (!row) throw new Error(`no news ${title}`);
  return row.id;
}

describe('listPublicNews', () => {
  it('pages the published articles, top first then newest, 10 by default', async () => {
    const p1 = await list('');
    expect(p1.total).toBe(published.length);
    expect(p1.list).toHaveLength(10);
    const tops = published.filter((n) => n.isTop).length;
    expect(tops).toBeGreaterThan(0);
    expect(p1.list.slice(0, tops).every((x) => x.isTop)).toBe(true);
    const rest = p1.list.slice(tops).map((x) => x.publishTime ?? '');
    expect([...rest].sort().reverse()).toEqual(rest);

    const last = Math.ceil(published.length / 10);
    const pLast = await list(`?page=${last}`);
    expect(pLast.list).toHaveLength(published.length - (last - 1) * 10);
    const all = await list('?pageSize=100');
    expect(new Set(all.list.map((x) => x.id)).size).toBe(published.length);
    expect(all.list.every((x) => x.status === '1' && x.isShow)).toBe(true);
    expect(all.list.some((x) => x.title.includes('草稿') || x.title.includes('已撤回') || x.title.includes('已到期'))).toBe(false);
  });

  it('limits to a column and its sub-columns, by code or by id', async () => {
    const industry = await list('?columnCode=industryinfo&pageSize=100');
    expect(industry.total).toBe(publishedIn('industryinfo').length);
    expect(new Set(industry.list.map((x) => x.columnName))).toEqual(new Set(['工作动态', '行业动态', '通知公告']));

    const notice = await list('?columnCode=notice');
    expect(notice.total).toBe(publishedIn('notice').length);
    expect(notice.list[0]?.title).toBe('关于开展2026年度德清县专精特新中小企业申报工作的通知');
    expect(notice.list[0]?.isTop).toBe(true);

    const [law] = await server.db.select({ id: cmsNewsColumn.id }).from(cmsNewsColumn).where(eq(cmsNewsColumn.code, 'commercialLaw'));
    const byId = await list(`?columnId=${law?.id}&pageSize=100`);
    expect(byId.total).toBe(publishedIn('commercialLaw').length);

    expect((await list('?columnCode=noSuchColumn')).total).toBe(0);
  });

  it('matches the keyword literally in the title', async () => {
    const hits = await list(`?keyword=${encodeURIComponent(' 专精特新 ')}&pageSize=100`);
    const expected = published.filter((n) => n.title.includes('专精特新'));
    expect(expected.length).toBeGreaterThan(1);
    expect(hits.list.map((x) => x.title).sort()).toEqual(expected.map((n) => n.title).sort());
    // LIKE wildcards are not wildcards
    const percent = await list(`?keyword=${encodeURIComponent('%')}`);
    expect(percent.list.map((x) => x.title)).toEqual(published.filter((n) => n.title.includes('%')).map((n) => n.title));
    expect(percent.total).toBe(1);
    expect((await list(`?keyword=${encodeURIComponent('德清_')}`)).total).toBe(0);
  });

  it('answers 400 for bad paging, a bad column id or code', async () => {
    for (const q of ['?pageSize=0', '?page=abc', '?columnId=123', '?columnCode=1abc', `?keyword=${'长'.repeat(51)}`]) {
      const res = await get(`/api/cms/news/publicList${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(body<{ code: string }>(res).code).toBe('BAD_REQUEST');
    }
  });
});

describe('getPublicNewsDetail', () => {
  it('answers the article with its sanitized body and column path, counting each view', async () => {
    const id = await titleId('关于开展2026年度德清县专精特新中小企业申报工作的通知');
    const first = body<{ data: Detail }>(await get(`/api/cms/news/publicDetail?id=${id}`)).data;
    const second = body<{ data: Detail }>(await get(`/api/cms/news/publicDetail?id=${id}`)).data;
    expect(second.viewCount).toBe(first.viewCount + 1);
    expect(first.content).toContain('<h3>一、申报条件</h3>');
    expect(first.content).toContain('<strong>2026年12月10日</strong>');
    expect(first.columnPath.map((c) => c.code)).toEqual(['industryinfo', 'notice']);
    expect(first.columnName).toBe('通知公告');
    expect(first.createUserName).toBe('李娜');
  });

  it('answers NOT_FOUND_ENTITY (HTTP 200) for an unknown, draft or offline article, counting nothing', async () => {
    const draft = await titleId('（草稿）德清县2026年企业服务工作总结');
    const offline = await titleId('关于调整2025年度技改补助申报时间的通知（已撤回）');
    for (const id of ['00000000-0000-4000-8000-000000000000', draft, offline]) {
      const res = await get(`/api/cms/news/publicDetail?id=${id}`);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '资讯不存在' });
    }
    const [row] = await server.db.select({ n: cmsNews.viewCount }).from(cmsNews).where(eq(cmsNews.id, offline));
    expect(row?.n).toBeGreaterThan(0);
    const before = row?.n;
    await get(`/api/cms/news/publicDetail?id=${offline}`);
    const [after] = await server.db.select({ n: cmsNews.viewCount }).from(cmsNews).where(eq(cmsNews.id, offline));
    expect(after?.n).toBe(before);
  });

  it('answers 400 for a missing or malformed id', async () => {
    for (const q of ['', '?id=abc']) {
      const res = await get(`/api/cms/news/publicDetail${q}`);
      expect(res.statusCode).toBe(400);
      expect(body<{ code: string }>(res).code).toBe('BAD_REQUEST');
    }
  });
});

describe('hidden articles and columns', () => {
  it('hides an article with isShow false and the whole subtree of a hidden column', async () => {
    const id = await titleId('德清地理信息产业规模突破500亿元');
    await server.db.update(cmsNews).set({ isShow: false }).where(eq(cmsNews.id, id));
    try {
      expect((await list('?columnCode=industryNews')).total).toBe(publishedIn('industryNews').length - 1);
      expect(body(await get(`/api/cms/news/publicDetail?id=${id}`))).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    } finally {
      await server.db.update(cmsNews).set({ isShow: true }).where(eq(cmsNews.id, id));
    }

    await server.db.update(cmsNewsColumn).set({ isShow: false }).where(eq(cmsNewsColumn.code, 'industryinfo'));
    try {
      expect((await list('?columnCode=notice')).total).toBe(0);
      expect((await list('')).total).toBe(published.length - publishedIn('industryinfo').length);
      const notice = await titleId('关于开展2026年度德清县专精特新中小企业申报工作的通知');
      expect(body(await get(`/api/cms/news/publicDetail?id=${notice}`))).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
      expect(body(await get('/api/cms/news/column/publicDetail?code=notice'))).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '栏目不存在' });
      const options = body<{ data: { label: string }[] }>(await get('/api/cms/news/options')).data;
      expect(options.map((o) => o.label)).not.toContain('行业资讯');
    } finally {
      await server.db.update(cmsNewsColumn).set({ isShow: true }).where(eq(cmsNewsColumn.code, 'industryinfo'));
    }
  });
});

describe('getPublicNewsColumn and getNewsOptions', () => {
  it('answers a column page: introduction, external address and shown sub-columns in order', async () => {
    type Column = { code: string; columnName: string; description: string | null; linkUrl: string | null; children: Column[] };
    const law = body<{ data: Column }>(await get('/api/cms/news/column/publicDetail?code=commercialLaw')).data;
    expect(law.columnName).toBe('商事法律服务');
    expect(law.description).toContain('<strong>免费</strong>');
    expect(law.children.map((c) => c.columnName)).toEqual(['法律咨询', '纠纷调解', '法律宣传']);

    const quality = body<{ data: Column }>(await get('/api/cms/news/column/publicDetail?code=quality')).data;
    expect(quality.linkUrl).toBe('https://example.com/qifu/quality');

    await server.db.update(cmsNewsColumn).set({ isShow: false }).where(eq(cmsNewsColumn.code, 'lawMediation'));
    try {
      const hidden = body<{ data: Column }>(await get('/api/cms/news/column/publicDetail?code=commercialLaw')).data;
      expect(hidden.children.map((c) => c.code)).toEqual(['lawConsult', 'lawPublicity']);
    } finally {
      await server.db.update(cmsNewsColumn).set({ isShow: true }).where(eq(cmsNewsColumn.code, 'lawMediation'));
    }

    expect(body(await get('/api/cms/news/column/publicDetail?code=nothing'))).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    expect((await get('/api/cms/news/column/publicDetail?code=%3Cscript%3E')).statusCode).toBe(400);
    expect((await get('/api/cms/news/column/publicDetail')).statusCode).toBe(400);
  });

  it('answers the tree of shown columns as options', async () => {
    type Option = { label: string; parentId: string | null; children?: Option[] };
    const options = body<{ data: Option[] }>(await get('/api/cms/news/options')).data;
    expect(options.map((o) => o.label)).toEqual(demoColumns.map((c) => c.columnName));
    expect(options[0]?.children?.map((o) => o.label)).toEqual(['工作动态', '行业动态', '通知公告']);
  });
});

describe('about us', () => {
  type About = { title: string; content: string; sections: { title: string; content: string }[]; phone: string | null; updateTime: string | null };

  it('answers the sections in order, their joined content and the contact block', async () => {
    const about = body<{ data: About }>(await get('/api/aboutUs/detail')).data;
    expect(about.title).toBe('关于我们');
    expect(about.sections.map((s) => s.title)).toEqual(demoAboutUs.sections.map((s) => s.title));
    expect(about.content.startsWith('<h2>平台简介</h2><p>')).toBe(true);
    expect(about.phone).toBe('400-826-0572');
  });

  it('lets YYF replace the sections, sanitizing each body; others get FORBIDDEN or 401', async () => {
    const url = '/api/aboutUs/save';
    const payload = {
      title: '关于我们',
      sections: [
        { title: '平台 <简介>', content: '<p onclick="x()">新的简介<script>alert(1)</script></p>' },
        { title: '', content: '<p>无标题小节</p><iframe src="https://evil.example"></iframe>' },
      ],
      address: '德清县武康街道千秋街1号',
      phone: ' ',
      mailbox: 'qyfw@deqing.gov.cn',
    };
    const anonymous = await server.app.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const qy = await loginAs(server, 'qy');
    const denied = await server.app.inject({ method: 'POST', url, payload, headers: auth(qy.token) });
    expect(denied.statusCode).toBe(200);
    expect(body(denied)).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const yyf = await loginAs(server, 'yyf');
    const empty = await server.app.inject({
      method: 'POST',
      url,
      headers: auth(yyf.token),
      payload: { ...payload, sections: [{ title: 'x', content: '<script>alert(1)</script>' }] },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({ code: 'BAD_REQUEST', msg: '第1节正文不能为空' });
    const noSections = await server.app.inject({ method: 'POST', url, headers: auth(yyf.token), payload: { ...payload, sections: [] } });
    expect(noSections.statusCode).toBe(400);

    const saved = await server.app.inject({ method: 'POST', url, headers: auth(yyf.token), payload });
    expect(contractViolations('POST', url, saved)).toEqual([]);
    expect(body(saved)).toMatchObject({ success: true, msg: '保存成功' });

    const about = body<{ data: About }>(await get('/api/aboutUs/detail')).data;
    expect(about.sections).toEqual([
      { title: '平台 <简介>', content: '<p>新的简介</p>' },
      { title: '', content: '<p>无标题小节</p>' },
    ]);
    expect(about.content).toBe('<h2>平台 &lt;简介&gt;</h2><p>新的简介</p><p>无标题小节</p>');
    expect(about.phone).toBeNull();
    expect(about.updateTime).not.toBeNull();
  });
});

describe('cmsSearchSql', () => {
  interface Hit {
    id: string;
    type: string;
    title: string;
    summary: string | null;
    source: string | null;
    publish_time: unknown;
    link_path: string;
  }
  async function search(term: string): Promise<Hit[]> {
    const result = await server.db.execute(sql`select * from (${cmsSearchSql(`%${term}%`)}) hits`);
    return (result as unknown as { rows: Hit[] }).rows;
  }

  it('finds published articles by title or body text, with their detail links', async () => {
    const hits = await search('德清');
    expect(hits.length).toBeGreaterThan(10);
    expect(hits.every((h) => h.type === 'news' && h.link_path === `/page/industryinfodetails?id=${h.id}`)).toBe(true);
    expect(hits.every((h) => (h.summary ?? '').length <= 120 && !(h.summary ?? '').includes('<'))).toBe(true);
    expect(hits.some((h) => h.title.includes('草稿'))).toBe(false);

    // body only: 0572-8888001 is in the text of published notices, never in a title or summary
    const body = await search('0572-8888001');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((h) => !h.title.includes('0572'))).toBe(true);

    // an HTML tag name is not text
    expect(await search('<strong>')).toEqual([]);
    expect(await search('已撤回')).toEqual([]);
  });
});
