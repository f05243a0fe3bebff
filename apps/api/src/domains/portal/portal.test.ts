import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polCarousel, polInfo } from '../../db/schema';
import { demoPolicies } from '../../seed/content';
import { demoCarouselSlides } from '../../seed/portal';
import { body, contractViolations, createTestServer, type TestServer } from '../../testing/test-server';
import { SEARCH_SOURCES } from './global-search';

let server: TestServer;

interface Hit {
  id: string;
  type: string;
  title: string;
  summary: string | null;
  source: string | null;
  publishTime: string | null;
  linkPath: string;
}
type Counts = { all: number; policy: number; news: number; market: number; tech: number };
type SearchPage = { success: boolean; data: { list: Hit[]; total: number; typeCounts: Counts } };

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  // Unpublished policies are never found; one title holds LIKE wildcards literally.
  await server.db.insert(polInfo).values([
    { policyTitle: '草稿：德清县专精特新未发布政策', policyDepName: '德清县经济和信息化局', policyCreateTime: new Date('2026-01-01T00:00:00Z'), status: 'draft' },
    { policyTitle: '下线：德清县专精特新旧政策', policyDepName: '德清县经济和信息化局', policyCreateTime: new Date('2026-01-02T00:00:00Z'), status: 'offline' },
    {
      policyTitle: '德清县100%_达标奖励试行办法',
      policyDepName: '德清县财政局',
      policyCreateTime: new Date('2026-02-01T00:00:00Z'),
      summary: '达标企业按100%_比例奖励。',
      status: 'published',
    },
  ]);
});

afterAll(async () => {
  await server?.close();
});

async function search(query: Record<string, string | number>) {
  const url = `/api/thirdPartApi/globalSearch?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
  const res = await server.app.inject(url);
  expect(contractViolations('GET', url, res)).toEqual([]);
  return res;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '');

describe('globalSearch', () => {
  it('finds published policies by title, summary or body text, newest first, paged, with their links', async () => {
    const keyword = '补助';
    const expected = demoPolicies.filter((p) => p.policyTitle.includes(keyword) || p.summary.includes(keyword) || plain(p.content).includes(keyword));
    expect(expected.length).toBeGreaterThan(10);
    const p1 = body<SearchPage>(await search({ keyword, type: 'policy', page: 1, pageSize: 10 })).data;
    expect(p1.total).toBe(expected.length);
    expect(p1.list).toHaveLength(10);
    expect(p1.list.every((h) => h.type === 'policy')).toBe(true);
    // drafts and offline policies are never found (both inserted titles contain 专精特新)
    const special = body<SearchPage>(await search({ keyword: '专精特新', type: 'policy', pageSize: 50 })).data;
    expect(special.total).toBe(demoPolicies.filter((p) => p.policyTitle.includes('专精特新') || p.summary.includes('专精特新') || plain(p.content).includes('专精特新')).length);
    expect(special.list.some((h) => h.title.startsWith('草稿') || h.title.startsWith('下线'))).toBe(false);
    const times = p1.list.map((h) => h.publishTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    const first = p1.list[0];
    expect(first?.linkPath).toBe(`/page/policymarket/details?id=${first?.id}`);
    expect(first?.source).toBeTruthy();
    expect(p1.list.every((h) => (h.summary ?? '').length <= 120)).toBe(true);
    // the second page continues without overlap
    const p2 = body<SearchPage>(await search({ keyword, type: 'policy', page: 2, pageSize: 10 })).data;
    expect(p2.list).toHaveLength(Math.min(10, expected.length - 10));
    const ids = new Set([...p1.list, ...p2.list].map((h) => h.id));
    expect(ids.size).toBe(p1.list.length + p2.list.length);
    expect((p2.list[0]?.publishTime ?? '') <= (p1.list[9]?.publishTime ?? '')).toBe(true);
  });

  it('counts hits per kind for the tabs whatever the chosen kind, and filters by kind', async () => {
    const all = body<SearchPage>(await search({ keyword: '德清' })).data;
    expect(all.typeCounts.all).toBe(all.total);
    expect(all.typeCounts.policy).toBeGreaterThan(0);
    expect(all.typeCounts.all).toBe(all.typeCounts.policy + all.typeCounts.news + all.typeCounts.market + all.typeCounts.tech);
    const policies = body<SearchPage>(await search({ keyword: '德清', type: 'policy' })).data;
    expect(policies.total).toBe(all.typeCounts.policy);
    expect(policies.typeCounts).toEqual(all.typeCounts);
    const paths: Record<string, RegExp> = {
      policy: /^\/page\/policymarket\/details\?id=/,
      news: /^\/page\/industryinfodetails\?id=/,
      market: /^\/page\/sdmarketdetail[12]\?id=/,
      tech: /^\/page\/techService\/(resultdetals|techneeddetails|expertdetails|institutesdetails)\?id=/,
    };
    for (const source of SEARCH_SOURCES) {
      // every source finds its demo rows (all are about 德清)
      expect(all.typeCounts[source.type]).toBeGreaterThan(0);
      const one = body<SearchPage>(await search({ keyword: '德清', type: source.type, pageSize: 50 })).data;
      expect(one.list.length).toBeGreaterThan(0);
      expect(one.list.every((h) => h.type === source.type && paths[source.type]!.test(h.linkPath) && h.id === h.linkPath.split('id=')[1])).toBe(true);
      const times = one.list.map((h) => h.publishTime ?? '');
      expect([...times].sort().reverse()).toEqual(times);
    }
    // all kinds merged: newest first across sources
    const merged = body<SearchPage>(await search({ keyword: '德清', pageSize: 30 })).data.list.map((h) => h.publishTime ?? '');
    expect([...merged].sort().reverse()).toEqual(merged);
  });

  it('matches the keyword literally: LIKE wildcards are escaped, case is ignored, blanks are trimmed', async () => {
    // (the other sources hold no % or _ either)
    const percent = body<SearchPage>(await search({ keyword: '100%_' })).data;
    expect(percent.list.map((h) => h.title)).toEqual(['德清县100%_达标奖励试行办法']);
    expect(body<SearchPage>(await search({ keyword: '_' })).data.list.map((h) => h.title)).toEqual(['德清县100%_达标奖励试行办法']);
    expect(body<SearchPage>(await search({ keyword: '%%%' })).data.total).toBe(0);
    const gmp = body<SearchPage>(await search({ keyword: 'GMP' })).data.total;
    expect(gmp).toBeGreaterThan(0);
    expect(body<SearchPage>(await search({ keyword: 'gmp' })).data.total).toBe(gmp);
    const trimmed = body<SearchPage>(await search({ keyword: '  专精特新  ' })).data;
    expect(trimmed.total).toBe(body<SearchPage>(await search({ keyword: '专精特新' })).data.total);
    expect(body<SearchPage>(await search({ keyword: '   ' })).data).toMatchObject({ list: [], total: 0 });
    // a page past the end is empty but keeps the total
    const past = body<SearchPage>(await search({ keyword: '专精特新', page: 999 })).data;
    expect(past.list).toEqual([]);
    expect(past.total).toBe(trimmed.total);
    expect(body<SearchPage>(await search({ keyword: '没有这样的内容XYZ' })).data.total).toBe(0);
  });

  it('answers 400 naming the field for a missing or too long keyword and an unknown type', async () => {
    const missing = await server.app.inject('/api/thirdPartApi/globalSearch');
    expect(missing.statusCode).toBe(400);
    expect(body<{ msg: string }>(missing).msg).toContain('keyword');
    const long = await search({ keyword: '政'.repeat(51) });
    expect(long.statusCode).toBe(400);
    const type = await search({ keyword: '政策', type: 'video' });
    expect(type.statusCode).toBe(400);
    expect(body<{ msg: string }>(type).msg).toContain('type');
  });
});

describe('listPolicyCarousel', () => {
  type Slide = { id: string; title: string; filePath: string; linkUrl: string | null; sort: number };
  const list = async () => {
    const res = await server.app.inject('/api/policy/doc/carousel');
    expect(contractViolations('GET', '/api/policy/doc/carousel', res)).toEqual([]);
    return body<{ data: Slide[] }>(res).data;
  };

  it('answers the slides on the shelf by sort, with their images and click targets', async () => {
    const slides = await list();
    const shelved = demoCarouselSlides.filter((s) => s.status === '1');
    expect(slides.map((s) => s.title)).toEqual(shelved.map((s) => s.title));
    expect(slides.map((s) => s.sort)).toEqual([...slides.map((s) => s.sort)].sort((a, b) => a - b));
    expect(slides.every((s) => s.filePath.startsWith('/banners/'))).toBe(true);
    const [first] = slides;
    const [row] = await server.db.select({ policyId: polCarousel.policyId }).from(polCarousel).where(eq(polCarousel.id, first?.id ?? ''));
    expect(first?.linkUrl).toBe(`/page/policymarket/details?id=${row?.policyId}`);
    expect(slides[3]?.linkUrl).toBe('/page/policyserver/calculator/list');
  });

  it('links no policy that is not published, and follows a new order', async () => {
    const slides = await list();
    const first = slides[0];
    const [row] = await server.db.select({ policyId: polCarousel.policyId }).from(polCarousel).where(eq(polCarousel.id, first?.id ?? ''));
    await server.db.update(polInfo).set({ status: 'offline' }).where(eq(polInfo.id, row?.policyId ?? ''));
    await server.db.update(polCarousel).set({ sort: 99 }).where(eq(polCarousel.id, first?.id ?? ''));
    const after = await list();
    expect(after.at(-1)?.id).toBe(first?.id);
    expect(after.at(-1)?.linkUrl).toBeNull();
    await server.db.update(polInfo).set({ status: 'published' }).where(eq(polInfo.id, row?.policyId ?? ''));
    await server.db.update(polCarousel).set({ sort: 1 }).where(eq(polCarousel.id, first?.id ?? ''));
  });
});
