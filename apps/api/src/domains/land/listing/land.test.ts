import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { landDemand, landInfo, marketReviewLog, workshopInfo } from '../../../db/schema';
import { DEQING_TOWNS, demoLandDemands, demoLandInfos, demoWorkshopDemands, demoWorkshopInfos } from '../../../seed/content/land';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { landSearchSql } from './search-source';

let server: TestServer;
let qyToken: string;
let grToken: string;

interface Item {
  id: string;
  title: string;
  status: string;
  streetName: string | null;
  contactPhone: string;
  publishTime: string | null;
  [key: string]: unknown;
}
type Page = { success: boolean; data: { list: Item[]; total: number } };
type Detail = { success: boolean; code: string; msg: string; data?: Item & { viewCount: number; description: string | null; createUserName: string } };

const published = <T extends { status: string }>(rows: readonly T[]) => rows.filter((r) => r.status === '2');

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qyToken = (await loginAs(server, 'qy')).token;
  grToken = (await loginAs(server, 'gr')).token;
  // the first run after a schema change builds the demo database template (may take longer than 30 s)
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function get(url: string, token?: string) {
  const res = await server.app.inject({ method: 'GET', url: `/api${url}`, ...(token ? { headers: auth(token) } : {}) });
  expect(contractViolations('GET', `/api${url}`, res)).toEqual([]);
  return res;
}

const q = (params: Record<string, string | number>) =>
  `?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`;

describe('demo seed', () => {
  it('has about 25 land and 25 workshop listings across the towns, demands, and a few unpublished ones', () => {
    expect(demoLandInfos).toHaveLength(25);
    expect(demoWorkshopInfos).toHaveLength(25);
    for (const rows of [demoLandInfos, demoWorkshopInfos, demoLandDemands, demoWorkshopDemands]) {
      expect(new Set(rows.map((r) => r.status))).toContain('2');
      expect(rows.some((r) => r.status !== '2')).toBe(true);
    }
    expect(new Set(demoLandInfos.map((l) => l.streetCode)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(demoLandInfos.map((l) => l.status))).toEqual(new Set(['0', '1', '2', '3', '4']));
    expect(published(demoLandInfos).length).toBeGreaterThan(10);
    expect(published(demoWorkshopInfos).length).toBeGreaterThan(10);
  });

  it('writes the review log the states imply (submit, pass, reject, takedown)', async () => {
    const [taken] = await server.db.select({ id: landInfo.id }).from(landInfo).where(eq(landInfo.status, '4'));
    const rows = await server.db.select().from(marketReviewLog).where(eq(marketReviewLog.bizId, taken!.id)).orderBy(marketReviewLog.createdAt);
    expect(rows.map((r) => [r.action, r.fromStatus, r.toStatus])).toEqual([
      ['submit', '0', '1'],
      ['pass', '1', '2'],
      ['takedown', '2', '4'],
    ]);
    expect(rows[1]?.operatorName).toBe('李娜');
  });
});

describe('listPublicLandInfo', () => {
  it('pages the published listings only, newest publication first, with town names and masked phones', async () => {
    const expected = published(demoLandInfos);
    const p1 = body<Page>(await get('/land/info/publicList?page=1&pageSize=10')).data;
    expect(p1.total).toBe(expected.length);
    expect(p1.list).toHaveLength(10);
    const times = p1.list.map((x) => x.publishTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(p1.list[0]?.title).toBe('武康街道长虹中街北侧工业地块（30亩）挂牌出让');
    expect(p1.list[0]?.streetName).toBe('武康街道');
    expect(p1.list[0]?.landArea).toBe(30);
    expect(p1.list[0]?.price).toBe(1260);
    expect(p1.list.every((x) => /^1\d{2}\*{4}\d{4}$/.test(x.contactPhone))).toBe(true);
    expect(p1.list[0]?.contactPhone).toBe('138****1015');

    const all = body<Page>(await get('/land/info/publicList?pageSize=100')).data.list;
    expect(new Set(all.map((x) => x.title))).toEqual(new Set(expected.map((l) => l.title)));
    expect(all.every((x) => x.status === '2')).toBe(true);
    const last = body<Page>(await get('/land/info/publicList?page=3&pageSize=10')).data;
    expect(last.list).toHaveLength(expected.length - 20);
  });

  it('filters by keyword (title, address or description; literal), town, supply mode and area range', async () => {
    const kw = body<Page>(await get(`/land/info/publicList${q({ keyword: '仓储', pageSize: 100 })}`)).data;
    const byKw = published(demoLandInfos).filter((l) => [l.title, l.address, l.description].some((t) => t.includes('仓储')));
    expect(kw.total).toBe(byKw.length);
    expect(kw.total).toBeGreaterThan(1);
    // description only: 七通一平 occurs in one description
    expect(body<Page>(await get(`/land/info/publicList${q({ keyword: '七通一平' })}`)).data.list.map((x) => x.title)).toEqual([
      '新市镇工业园区宋市路地块（22亩）出让',
    ]);
    // LIKE wildcards match literally: % occurs in one description (40%), _ in none
    const percent = published(demoLandInfos).filter((l) => [l.title, l.address, l.description].some((t) => t.includes('%')));
    expect(percent).toHaveLength(1);
    expect(body<Page>(await get(`/land/info/publicList${q({ keyword: '%' })}`)).data.total).toBe(1);
    expect(body<Page>(await get(`/land/info/publicList${q({ keyword: '_' })}`)).data.total).toBe(0);

    const town = body<Page>(await get(`/land/info/publicList${q({ streetCode: DEQING_TOWNS.乾元镇, pageSize: 100 })}`)).data;
    expect(town.total).toBe(published(demoLandInfos).filter((l) => l.streetCode === DEQING_TOWNS.乾元镇).length);
    expect(town.list.every((x) => x.streetName === '乾元镇')).toBe(true);

    const rent = body<Page>(await get(`/land/info/publicList${q({ supplyMode: '2', pageSize: 100 })}`)).data;
    expect(rent.total).toBe(published(demoLandInfos).filter((l) => l.supplyMode === '2').length);

    const area = body<Page>(await get(`/land/info/publicList${q({ minArea: 20, maxArea: 30, pageSize: 100 })}`)).data;
    const inRange = published(demoLandInfos).filter((l) => l.landArea >= 20 && l.landArea <= 30);
    expect(area.total).toBe(inRange.length);
    expect(area.list.every((x) => (x['landArea'] as number) >= 20 && (x['landArea'] as number) <= 30)).toBe(true);
  });

  it('answers 400 for a malformed town code or a negative area', async () => {
    for (const url of ['/land/info/publicList?streetCode=12', '/land/info/publicList?minArea=-1', '/land/info/publicList?pageSize=0']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(body<{ code: string }>(res).code).toBe('BAD_REQUEST');
    }
  });
});

describe('the other public lists', () => {
  it('listPublicWorkshopInfo: published only, deal type and area (㎡) filters', async () => {
    const all = body<Page>(await get('/workshop/info/publicList?pageSize=100')).data;
    expect(new Set(all.list.map((x) => x.title))).toEqual(new Set(published(demoWorkshopInfos).map((w) => w.title)));
    const sale = body<Page>(await get('/workshop/info/publicList?dealType=2&minArea=2000&pageSize=100')).data;
    const expected = published(demoWorkshopInfos).filter((w) => w.dealType === '2' && w.buildingArea >= 2000);
    expect(new Set(sale.list.map((x) => x.title))).toEqual(new Set(expected.map((w) => w.title)));
    expect(sale.list.every((x) => x['dealType'] === '2')).toBe(true);
  });

  it('listPublicLandDemand and listPublicWorkshopDemand: published demands only, keyword on the enterprise', async () => {
    const land = body<Page>(await get('/land/demand/publicList?pageSize=100')).data;
    expect(new Set(land.list.map((x) => x.title))).toEqual(new Set(published(demoLandDemands).map((d) => d.title)));
    const byCompany = body<Page>(await get(`/land/demand/publicList${q({ keyword: '恒达' })}`)).data;
    expect(byCompany.list.map((x) => x.title)).toEqual(['求购 20 亩工业用地用于新建新材料生产基地']);

    const ws = body<Page>(await get('/workshop/demand/publicList?pageSize=100')).data;
    expect(new Set(ws.list.map((x) => x.title))).toEqual(new Set(published(demoWorkshopDemands).map((d) => d.title)));
    const buy = body<Page>(await get('/workshop/demand/publicList?dealType=2')).data;
    expect(buy.list.map((x) => x.title)).toEqual(['求购 3000㎡ 独立产权厂房']);
  });
});

describe('details', () => {
  async function idOf(table: typeof landInfo | typeof workshopInfo | typeof landDemand, title: string): Promise<string> {
    const [row] = await server.db.select({ id: table.id }).from(table).where(eq(table.title, title));
    return row!.id;
  }

  it('shows a published listing to everyone, counting a view; the phone only to a logged-in caller', async () => {
    const id = await idOf(landInfo, '乾元镇德清大道东侧标准地（45亩）出让');
    const anon = body<Detail>(await get(`/land/info/detail?id=${id}`));
    expect(anon.success).toBe(true);
    expect(anon.data?.contactPhone).toBe('139****1021');
    expect(anon.data?.streetName).toBe('乾元镇');
    expect(anon.data?.['useYears']).toBe(50);
    expect(anon.data?.description).toContain('标准地');
    expect(anon.data?.createUserName).toBe('王建国');
    const views = anon.data!.viewCount;
    const logged = body<Detail>(await get(`/land/info/detail?id=${id}`, grToken));
    expect(logged.data?.contactPhone).toBe('13957211021');
    expect(logged.data?.viewCount).toBe(views + 1);

    const ws = await idOf(workshopInfo, '雷甸镇物流园冷库及仓储 4000㎡ 出租');
    const wsDetail = body<Detail>(await get(`/workshop/info/detail?id=${ws}`, grToken));
    expect(wsDetail.data).toMatchObject({ buildingArea: 4000, floorHeight: 10, loadBearing: 5000, dealType: '1', price: 22, streetName: '雷甸镇' });
  });

  it('hides unpublished listings (NOT_FOUND_ENTITY) from the public and other users, without counting', async () => {
    const pending = await idOf(landInfo, '乾元镇城东地块（38亩）拟出让');
    const rejected = await idOf(landInfo, '下渚湖街道湿地周边地块（6亩）');
    for (const [id, token] of [
      [pending, undefined],
      [rejected, undefined],
      [pending, grToken],
      [pending, qyToken],
    ] as const) {
      const res = await get(`/land/info/detail?id=${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(body<Detail>(res)).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '土地信息不存在' });
    }
    const missing = body<Detail>(await get('/workshop/info/detail?id=00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '厂房信息不存在' });
    const [row] = await server.db.select({ viewCount: landInfo.viewCount }).from(landInfo).where(eq(landInfo.id, pending));
    expect(row?.viewCount).toBe(0);
  });

  it('lets the owner read its own listing in every state', async () => {
    const own = await idOf(landDemand, '恒达新材料二期项目用地需求（30亩）');
    const res = body<Detail>(await get(`/land/demand/detail?id=${own}`, qyToken));
    expect(res.success).toBe(true);
    expect(res.data?.status).toBe('1');
    expect(res.data?.contactPhone).toBe('13857201001');
    expect(body<Detail>(await get(`/land/demand/detail?id=${own}`, grToken))).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
  });

  it('answers 400 for a malformed id', async () => {
    expect((await get('/workshop/demand/detail?id=abc')).statusCode).toBe(400);
  });
});

describe('landSearchSql (global search source)', () => {
  interface Hit {
    id: string;
    type: string;
    title: string;
    summary: string | null;
    source: string | null;
    link_path: string;
  }
  async function search(term: string): Promise<Hit[]> {
    const result = await server.db.execute(sql`select * from (${landSearchSql(`%${term}%`)}) hits`);
    return (result as unknown as { rows: Hit[] }).rows;
  }

  it('finds published land and workshop listings by title, address or description, with their detail routes', async () => {
    const hits = await search('乾元镇');
    expect(hits.length).toBeGreaterThan(2);
    expect(new Set(hits.map((h) => h.link_path.split('?')[0]))).toEqual(new Set(['/page/sdmarketdetail1', '/page/sdmarketdetail2']));
    expect(hits.every((h) => h.type === 'market' && h.link_path.endsWith(`?id=${h.id}`))).toBe(true);
    expect(hits.every((h) => (h.summary ?? '').length <= 120 && !(h.summary ?? '').includes('<'))).toBe(true);
    // unpublished ones never show up
    expect(hits.some((h) => h.title.includes('城东地块') || h.title.includes('临街商铺'))).toBe(false);

    const cold = await search('冷库');
    expect(cold.map((h) => h.title)).toEqual(['雷甸镇物流园冷库及仓储 4000㎡ 出租']);
    expect(cold[0]?.summary).toMatch(/^雷甸镇 · 厂房出租 · 4000㎡ · /);
    expect(cold[0]?.source).toBe('德清县雷甸物流有限公司');
    const land = await search('七通一平');
    expect(land[0]?.summary).toMatch(/^新市镇 · 工业用地 · 22亩 · 出让 · /);
    expect(await search('草稿')).toEqual([]);
  });
});
