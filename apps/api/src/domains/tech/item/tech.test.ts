import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { techAchievement, techDomain, techExpert, techInstitute, techRequirement, techTalk } from '../../../db/schema';
import {
  demoTechAchievements,
  demoTechDomains,
  demoTechExperts,
  demoTechInstitutes,
  demoTechRequirements,
  demoTechTalks,
} from '../../../seed/content/tech';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { techSearchSql } from './search-source';

let server: TestServer;

interface Envelope<T> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}
interface Page<T> {
  list: T[];
  total: number;
}
type Named = { id: string; status: string; domainId: string; domainName: string; putawayTime: string | null; viewCount: number };

// The first test file of a new schema builds the demo database template (slow on a busy machine).
beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** GET through the server, checked against the contract. */
async function get<T>(url: string, token?: string): Promise<Envelope<T>> {
  const res = await server.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? auth(token) : {} });
  expect(contractViolations('GET', `/api${url}`, res), url).toEqual([]);
  expect(res.statusCode, url).toBe(200);
  return body<Envelope<T>>(res);
}

const PUBLIC = {
  achievement: demoTechAchievements.filter((x) => x.status === '4'),
  institute: demoTechInstitutes.filter((x) => x.status === '4'),
  expert: demoTechExperts.filter((x) => x.status === '4'),
  requirement: demoTechRequirements.filter((x) => x.status === '4'),
};
const KINDS = [
  { kind: 'achievement', name: 'achievementName', all: demoTechAchievements },
  { kind: 'institute', name: 'instituteName', all: demoTechInstitutes },
  { kind: 'expert', name: 'expertName', all: demoTechExperts },
  { kind: 'requirement', name: 'requirementName', all: demoTechRequirements },
] as const;

function nameOf(kind: (typeof KINDS)[number], item: object): string {
  return (item as Record<string, string>)[kind.name] ?? '';
}

describe('public lists (listPublicTech*)', () => {
  it.each(KINDS)('pages the $kind items on the shelf only, newest putaway first', async (k) => {
    const published = PUBLIC[k.kind];
    expect(published.length).toBeGreaterThan(10);
    expect(k.all.length).toBeGreaterThan(published.length);
    const p1 = (await get<Page<Named>>(`/tech/${k.kind}/publicList?page=1&pageSize=10`)).data;
    const p2 = (await get<Page<Named>>(`/tech/${k.kind}/publicList?page=2&pageSize=10`)).data;
    expect(p1.total).toBe(published.length);
    expect(p1.list).toHaveLength(10);
    expect(p2.list).toHaveLength(published.length - 10);
    const all = [...p1.list, ...p2.list];
    expect(new Set(all.map((x) => nameOf(k, x)))).toEqual(new Set(published.map((x) => nameOf(k, x))));
    expect(all.every((x) => x.status === '4')).toBe(true);
    const times = all.map((x) => x.putawayTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    // newest of the seed first
    const newest = [...published].sort((a, b) => (b.putaway ?? '').localeCompare(a.putaway ?? ''))[0];
    expect(nameOf(k, p1.list[0] ?? {})).toBe(newest ? nameOf(k, newest) : '');
  });

  it('filters by domain including the sub-domains, and answers the domain path as domainName', async () => {
    const page = (await get<Page<Named & { achievementName: string }>>('/tech/achievement/publicList?domainId=03&pageSize=100')).data;
    const expected = PUBLIC.achievement.filter((a) => a.domainId.startsWith('03'));
    expect(expected.length).toBeGreaterThan(1);
    expect(new Set(expected.map((a) => a.domainId)).size).toBeGreaterThan(1);
    expect(page.total).toBe(expected.length);
    expect(page.list.every((x) => x.domainId.startsWith('03'))).toBe(true);
    const polymer = page.list.find((x) => x.domainId === '0301');
    expect(polymer?.domainName).toBe('新材料/高分子材料');

    const leaf = (await get<Page<Named>>('/tech/expert/publicList?domainId=0101&pageSize=100')).data;
    expect(leaf.total).toBe(PUBLIC.expert.filter((e) => e.domainId === '0101').length);
    expect((await get<Page<Named>>('/tech/requirement/publicList?domainId=99')).data.total).toBe(0);
  });

  it('filters by a literal, case-insensitive part of the name', async () => {
    const page = (await get<Page<{ requirementName: string }>>(`/tech/requirement/publicList?keyword=${encodeURIComponent('光伏')}&pageSize=100`)).data;
    const expected = PUBLIC.requirement.filter((r) => r.requirementName.includes('光伏'));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.list.map((r) => r.requirementName).sort()).toEqual(expected.map((r) => r.requirementName).sort());
    // a non-public name is never found; LIKE wildcards match literally
    expect((await get<Page<unknown>>(`/tech/achievement/publicList?keyword=${encodeURIComponent('草稿')}`)).data.total).toBe(0);
    expect((await get<Page<unknown>>(`/tech/institute/publicList?keyword=${encodeURIComponent('%')}`)).data.total).toBe(0);
    const lower = (await get<Page<unknown>>(`/tech/achievement/publicList?keyword=vocs`)).data;
    expect(lower.total).toBe(1);
  });

  it('answers 400 for an invalid page size', async () => {
    const res = await server.app.inject('/api/tech/expert/publicList?pageSize=0');
    expect(res.statusCode).toBe(400);
    expect(body<Envelope<unknown>>(res).code).toBe('BAD_REQUEST');
  });
});

describe('details (getTech*Detail)', () => {
  async function idByName(kind: 'achievement' | 'institute' | 'expert' | 'requirement', name: string): Promise<string> {
    const table = { achievement: techAchievement, institute: techInstitute, expert: techExpert, requirement: techRequirement }[kind];
    const column = {
      achievement: techAchievement.achievementName,
      institute: techInstitute.instituteName,
      expert: techExpert.expertName,
      requirement: techRequirement.requirementName,
    }[kind];
    const [row] = await server.db.select({ id: sql<string>`id` }).from(table).where(eq(column, name));
    if (!row) throw new Error(`no ${kind} ${name}`);
    return row.id;
  }

  it('shows an item on the shelf to a visitor with every field and counts the view', async () => {
    const seed = PUBLIC.achievement[0]!;
    const id = await idByName('achievement', seed.achievementName);
    const first = await get<Record<string, unknown>>(`/tech/achievement/detail?id=${id}`);
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({
      id,
      achievementName: seed.achievementName,
      holderName: seed.holderName,
      patentNo: seed.patentNo,
      contactName: seed.contactName,
      contactPhone: seed.contactPhone,
      typeName: '发明专利',
      bigTypeCode: '10',
      status: '4',
      reviewOpinion: '同意',
      createUserName: '李娜',
      viewCount: seed.viewCount + 1,
    });
    expect(first.data['content']).toContain('<p>');
    const second = await get<{ viewCount: number }>(`/tech/achievement/detail?id=${id}`);
    expect(second.data.viewCount).toBe(seed.viewCount + 2);

    for (const [kind, name] of [
      ['institute', PUBLIC.institute[0]!.instituteName],
      ['expert', PUBLIC.expert[0]!.expertName],
      ['requirement', PUBLIC.requirement[0]!.requirementName],
    ] as const) {
      const detail = await get<Record<string, unknown>>(`/tech/${kind}/detail?id=${await idByName(kind, name)}`);
      expect(detail.success, kind).toBe(true);
    }
    const need = await get<{ companyName: string; deadline: string }>(
      `/tech/requirement/detail?id=${await idByName('requirement', PUBLIC.requirement[0]!.requirementName)}`,
    );
    expect(need.data.companyName).toBe('德清县恒达新材料有限公司');
    expect(need.data.deadline).toBe(PUBLIC.requirement[0]!.deadline);
  });

  it('hides items not on the shelf from visitors and other users, not from the owner or staff', async () => {
    const draft = demoTechAchievements.find((a) => a.status === '0' && a.owner === 'qy')!;
    const id = await idByName('achievement', draft.achievementName);
    const visitor = await get<unknown>(`/tech/achievement/detail?id=${id}`);
    expect(visitor).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '科技成果不存在' });

    const gr = await loginAs(server, 'gr');
    expect((await get<unknown>(`/tech/achievement/detail?id=${id}`, gr.token)).code).toBe('NOT_FOUND_ENTITY');

    const qy = await loginAs(server, 'qy');
    const own = await get<{ status: string; viewCount: number }>(`/tech/achievement/detail?id=${id}`, qy.token);
    expect(own.data).toMatchObject({ status: '0', viewCount: 0 });

    const yyf = await loginAs(server, 'yyf');
    const staff = await get<{ status: string }>(`/tech/achievement/detail?id=${id}`, yyf.token);
    expect(staff.data.status).toBe('0');

    const down = demoTechExperts.find((e) => e.status === '5')!;
    expect((await get<unknown>(`/tech/expert/detail?id=${await idByName('expert', down.expertName)}`)).code).toBe('NOT_FOUND_ENTITY');
    expect((await get<unknown>('/tech/institute/detail?id=0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c')).code).toBe('NOT_FOUND_ENTITY');
  });
});

describe('domain and type trees', () => {
  it('answers the whole domain tree of a type with leaves marked', async () => {
    const tree = (await get<Array<{ id: string; label: string; leaf: boolean; children: Array<{ id: string; leaf: boolean }> }>>('/tech/domain/tree')).data;
    const top = demoTechDomains.filter((d) => d.type === '1' && d.id.length === 2);
    expect(tree.map((n) => n.label)).toEqual(top.map((d) => d.label));
    const materials = tree.find((n) => n.id === '03');
    expect(materials?.leaf).toBe(false);
    expect(materials?.children.map((c) => c.id)).toEqual(['0301', '0302', '0303', '0304']);
    expect(materials?.children.every((c) => c.leaf)).toBe(true);
    const industries = (await get<Array<{ label: string }>>('/tech/domain/tree?type=2')).data;
    expect(industries[0]?.label).toBe('制造业');
  });

  it('answers the children of a node (top level without id) and the chain with its options', async () => {
    const top = (await get<Array<{ id: string; children: unknown[] }>>('/tech/domain/children')).data;
    expect(top.map((n) => n.id)).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    expect(top.every((n) => Array.isArray(n.children) && n.children.length === 0)).toBe(true);
    const kids = (await get<Array<{ id: string; parentId: string; leaf: boolean }>>('/tech/domain/children?id=04')).data;
    expect(kids.map((n) => n.id)).toEqual(['0401', '0402', '0403']);
    expect(kids.every((n) => n.parentId === '04' && n.leaf)).toBe(true);

    const chain = (await get<{ chain: string[]; optionMap: Record<string, Array<{ id: string }>> }>('/tech/domain/chain?id=0301')).data;
    expect(chain.chain).toEqual(['03', '0301']);
    expect(Object.keys(chain.optionMap).sort()).toEqual(['03', 'root']);
    expect(chain.optionMap['root']?.map((o) => o.id)).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    expect(chain.optionMap['03']?.map((o) => o.id)).toEqual(['0301', '0302', '0303', '0304']);
    expect((await get<unknown>('/tech/domain/chain?id=9999')).code).toBe('NOT_FOUND_ENTITY');
  });

  it('answers the type tree: big type 10 by default, one by code, all of them for all', async () => {
    const def = (await get<Array<{ code: string; name: string; children: Array<{ code: string }> }>>('/tech/type/tree')).data;
    expect(def).toHaveLength(1);
    expect(def[0]).toMatchObject({ code: '10', name: '专利' });
    expect(def[0]?.children.map((c) => c.code)).toEqual(['1001', '1002', '1003']);
    expect((await get<Array<{ code: string }>>('/tech/type/tree?bigTypeCode=20')).data.map((t) => t.code)).toEqual(['20']);
    expect((await get<Array<{ code: string }>>('/tech/type/tree?bigTypeCode=all')).data.map((t) => t.code)).toEqual(['10', '20', '30', '40', '50']);
    expect((await get<unknown[]>('/tech/type/tree?bigTypeCode=99')).data).toEqual([]);
  });
});

describe('home blocks', () => {
  it('recommends the newest items on the shelf of each kind (6 by default)', async () => {
    const data = (await get<Record<string, Named[]>>('/tech/home/recommend')).data;
    for (const key of ['achievements', 'requirements', 'experts', 'institutes']) {
      expect(data[key], key).toHaveLength(6);
      expect(data[key]?.every((x) => x.status === '4')).toBe(true);
    }
    const newest = [...PUBLIC.achievement].sort((a, b) => (b.putaway ?? '').localeCompare(a.putaway ?? '')).slice(0, 3);
    const three = (await get<{ achievements: Array<{ achievementName: string }> }>('/tech/home/recommend?limit=3')).data.achievements;
    expect(three.map((a) => a.achievementName)).toEqual(newest.map((a) => a.achievementName));
  });

  it('counts the items on the shelf and the negotiations', async () => {
    const data = (await get<Record<string, number>>('/tech/home/statistic')).data;
    expect(data).toEqual({
      achievementCount: PUBLIC.achievement.length,
      requirementCount: PUBLIC.requirement.length,
      expertCount: PUBLIC.expert.length,
      instituteCount: PUBLIC.institute.length,
      talkCount: demoTechTalks.length,
    });
    const [talks] = await server.db.select({ n: sql<number>`count(*)::int` }).from(techTalk);
    expect(talks?.n).toBe(demoTechTalks.length);
  });
});

describe('techSearchSql (global search source)', () => {
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
    const result = await server.db.execute(sql`select * from (${techSearchSql(`%${term}%`)}) hits`);
    return (result as unknown as { rows: Hit[] }).rows;
  }

  it('finds items on the shelf of every kind by name or text, with their detail routes', async () => {
    const hits = await search('德清');
    const kinds = new Set(hits.map((h) => h.link_path.split('?')[0]));
    expect(kinds).toEqual(
      new Set([
        '/page/techService/resultdetals',
        '/page/techService/techneeddetails',
        '/page/techService/expertdetails',
        '/page/techService/institutesdetails',
      ]),
    );
    expect(hits.every((h) => h.type === 'tech' && h.link_path.endsWith(`?id=${h.id}`))).toBe(true);
    expect(hits.every((h) => (h.summary ?? '').length <= 120 && !(h.summary ?? '').includes('<'))).toBe(true);

    const film = await search('聚酰亚胺');
    expect(film.map((h) => h.title)).toEqual(['耐高温聚酰亚胺薄膜连续化生产工艺']);
    expect(film[0]?.source).toBe('科技成果 · 浙江工业大学德清研究院');
    // text only (not in the name): 500 吨/年中试线 is in the body of the first achievement
    expect((await search('500 吨/年中试线')).map((h) => h.title)).toEqual([demoTechAchievements[0]!.achievementName]);
    expect(await search('草稿')).toEqual([]);
    expect(await search('已下架')).toEqual([]);
  });
});

describe('seed', () => {
  it('stores the domain tree with parents and the items with domains of the tree', async () => {
    const rows = await server.db.select().from(techDomain).where(eq(techDomain.type, '1'));
    const ids = new Set(rows.map((r) => r.id));
    expect(rows.every((r) => r.parentId === null || ids.has(r.parentId))).toBe(true);
    for (const list of [demoTechAchievements, demoTechInstitutes, demoTechExperts, demoTechRequirements]) {
      expect(list.every((x) => ids.has(x.domainId))).toBe(true);
    }
  });
});
