import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polInfo, polMySub, sysUser, tagInfo } from '../../../db/schema';
import { demoPolicies } from '../../../seed/content';
import { DEMO_COMPANY_TAGS, policyTagNames } from '../../../seed/content/policy-service-companies';
import { DEMO_APPLY_PROJECTS, DEMO_DECLARATION_FLOW } from '../../../seed/content/policy-service-projects';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let qy: string;
let gr: string;
const tagId = new Map<string, string>();

type Envelope<T> = { success: boolean; code: string; msg: string; description?: string; data: T };
type PolicyItem = { id: string; policyTitle: string; policyDepName: string; policyCreateTime: string; supportModes: string[] };
type Page<T> = { list: T[]; total: number };
type ProjectItem = { id: string; policyId: string; policyTitle: string; projectName: string; applyPhase: string; applyCount: number; matchResult: string | null; estimatedAmount: number | null };

/** Fixture policies for the search: a body-only word split by markup, and publish days at China-time day edges. */
const FIXTURES = [
  {
    policyTitle: '德清县氢能产业示范应用若干措施',
    policyDepName: '德清县测试发文单位',
    policyCreateTime: new Date('2024-03-31T16:30:00Z'), // 2024-04-01 00:30 China time
    supportModes: ['1', '5'],
    content: '<p>支持<strong>氢燃料</strong>电池汽车示范应用，对加氢站建设给予补助。</p>',
    status: 'published' as const,
  },
  {
    policyTitle: '德清县测试政策（发布日期边界）',
    policyDepName: '德清县测试发文单位',
    policyCreateTime: new Date('2024-04-30T15:59:00Z'), // 2024-04-30 23:59 China time
    supportModes: ['2'],
    content: '<p>测试政策正文。</p>',
    status: 'published' as const,
  },
  {
    policyTitle: '草稿：德清县氢燃料补贴（未发布）',
    policyDepName: '德清县测试发文单位',
    policyCreateTime: new Date('2024-04-02T02:00:00Z'),
    supportModes: ['1'],
    content: '<p>氢燃料</p>',
    status: 'draft' as const,
  },
];
const PUBLISHED_FIXTURES = FIXTURES.filter((f) => f.status === 'published').length;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await server.db.insert(polInfo).values(FIXTURES);
  qy = (await loginAs(server, 'qy')).token;
  gr = (await loginAs(server, 'gr')).token;
  for (const t of await server.db.select({ id: tagInfo.id, tagName: tagInfo.tagName }).from(tagInfo)) tagId.set(t.tagName, t.id);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get<T>(url: string, token?: string): Promise<{ status: number; json: Envelope<T> }> {
  const res = await server.app.inject({ url: `/api${url}`, ...(token ? { headers: auth(token) } : {}) });
  expect(contractViolations('GET', `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function post<T>(url: string, payload: unknown, token: string): Promise<{ status: number; json: Envelope<T> }> {
  const res = await server.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: auth(token) });
  expect(contractViolations('POST', `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const search = async (query: string) => (await get<Page<PolicyItem>>(`/policy/doc/list?${query}`)).json.data;
const text = (html: string) => html.replace(/<[^>]*>/g, '');

describe('policy search (listPolicyDoc)', () => {
  it('finds 专精特新 in every published policy having it in the title or the body', async () => {
    const found = await search(`keyword=${encodeURIComponent('专精特新')}&pageSize=100`);
    const expected = demoPolicies.filter((p) => p.policyTitle.includes('专精特新') || text(p.content).includes('专精特新'));
    expect(found.total).toBe(expected.length);
    expect(new Set(found.list.map((p) => p.policyTitle))).toEqual(new Set(expected.map((p) => p.policyTitle)));
    // at least one is found by its body only (企业上市挂牌: 专精特新专板)
    expect(found.list.some((p) => !p.policyTitle.includes('专精特新'))).toBe(true);
  });

  it('searches the text of the body, not its markup, and never shows drafts', async () => {
    const byText = await search(`keyword=${encodeURIComponent('支持氢燃料电池')}`);
    expect(byText.list.map((p) => p.policyTitle)).toEqual(['德清县氢能产业示范应用若干措施']);
    expect((await search('keyword=strong')).total).toBe(0);
    expect((await search(`keyword=${encodeURIComponent('氢燃料')}`)).list.map((p) => p.policyTitle)).toEqual(['德清县氢能产业示范应用若干措施']);
  });

  it('requires every word of a keyword separated by spaces', async () => {
    const both = await search(`keyword=${encodeURIComponent('专精特新 小巨人')}&pageSize=100`);
    const expected = demoPolicies.filter((p) => ['专精特新', '小巨人'].every((w) => p.policyTitle.includes(w) || text(p.content).includes(w)));
    expect(expected.length).toBeGreaterThan(0);
    expect(both.total).toBe(expected.length);
    const one = await search(`keyword=${encodeURIComponent('专精特新')}&pageSize=100`);
    expect(both.total).toBeLessThan(one.total);
  });

  it('filters by issuing unit, support mode and publish date (China time, both days inclusive), page size 10', async () => {
    const dep = encodeURIComponent('德清县测试发文单位');
    expect((await search(`policyDepName=${dep}`)).total).toBe(PUBLISHED_FIXTURES);
    expect((await search(`policyDepName=${dep}&supportMode=5`)).list.map((p) => p.policyTitle)).toEqual(['德清县氢能产业示范应用若干措施']);
    // 2024-04-01 00:30 China time is on 4 月 1 日, not on 3 月 31 日
    expect((await search('startDate=2024-04-01&endDate=2024-04-01')).list.map((p) => p.policyTitle)).toEqual(['德清县氢能产业示范应用若干措施']);
    expect((await search('startDate=2024-03-01&endDate=2024-03-31')).total).toBe(0);
    // 2024-04-30 23:59 China time is inside endDate 2024-04-30
    expect((await search('startDate=2024-04-02&endDate=2024-04-30')).list.map((p) => p.policyTitle)).toEqual(['德清县测试政策（发布日期边界）']);
    const year2026 = await search('startDate=2026-01-01&endDate=2026-12-31&pageSize=100');
    expect(year2026.total).toBe(demoPolicies.filter((p) => new Date(p.policyCreateTime).getTime() >= Date.parse('2026-01-01T00:00:00+08:00')).length);
    const first = await search('');
    expect(first.list).toHaveLength(10);
    expect(first.total).toBe(demoPolicies.length + PUBLISHED_FIXTURES);
  });

  it('answers 400 for a malformed date', async () => {
    const { status, json } = await get('/policy/doc/list?startDate=2024-13-01');
    expect(status).toBe(400);
    expect(json.code).toBe('BAD_REQUEST');
  });
});

describe('market options, hot policies and figures', () => {
  it('offers the issuing units of published policies and the support modes without 全部', async () => {
    const { json } = await get<{ policyDepNames: { label: string; value: string }[]; supportModes: { label: string; value: string }[] }>('/policy/doc/option');
    const deps = new Set([...demoPolicies.map((p) => p.policyDepName), '德清县测试发文单位']);
    expect(new Set(json.data.policyDepNames.map((d) => d.value))).toEqual(deps);
    expect(json.data.policyDepNames.every((d) => d.label === d.value)).toBe(true);
    expect(json.data.supportModes.map((m) => m.label)).toEqual(['资金补助', '税收优惠', '荣誉认定', '金融支持', '人才支持', '用地保障', '服务支持']);
  });

  it('lists the most viewed published policies first', async () => {
    const { json } = await get<{ policyTitle: string; viewCount: number }[]>('/policy/doc/hotPolicy?limit=5');
    expect(json.data).toHaveLength(5);
    const counts = json.data.map((p) => p.viewCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const all = await server.db.select({ v: polInfo.viewCount }).from(polInfo).where(eq(polInfo.status, 'published'));
    expect(counts[0]).toBe(Math.max(...all.map((r) => r.v)));
    expect((await get('/policy/doc/hotPolicy')).json.data).toHaveLength(10);
  });

  it('counts policies, projects, declarations, enterprises and the approved amount', async () => {
    const { json } = await get<Record<string, number>>('/policy/doc/statistic');
    expect(json.data).toEqual({
      policyCount: demoPolicies.length + PUBLISHED_FIXTURES,
      projectCount: DEMO_APPLY_PROJECTS.filter((p) => p.status === '1').length,
      applyingProjectCount: DEMO_APPLY_PROJECTS.filter((p) => p.status === '1' && p.phase === 'open').length,
      applyCount: 3,
      companyCount: 2,
      // two approved declarations on a 300,000 yuan project that has ended (no stored match)
      passAmount: 600_000,
    });
  });
});

describe('declaration projects (listPublicApplyProject)', () => {
  const list = async (query: string) => (await get<Page<ProjectItem>>(`/policy/doc/applyProjectList?${query}`)).json.data;

  it('lists published projects, 申报中 first, then 未开始, 审核中, 已结束; never drafts', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(DEMO_APPLY_PROJECTS.filter((p) => p.status === '1').length);
    const rank = { '2': 0, '1': 1, '3': 2, '4': 3 } as Record<string, number>;
    const ranks = all.list.map((p) => rank[p.applyPhase]);
    expect([...ranks].sort()).toEqual(ranks);
    const drafts = DEMO_APPLY_PROJECTS.filter((p) => p.status === '0').map((p) => p.projectName);
    expect(all.list.filter((p) => drafts.includes(p.projectName))).toEqual([]);
    expect(all.list.every((p) => p.matchResult === null && p.estimatedAmount === null)).toBe(true);
    expect((await list('')).list).toHaveLength(10);
  });

  it('filters by phase, keyword (project name or policy title) and policy', async () => {
    const seeded = (phase: string) => DEMO_APPLY_PROJECTS.filter((p) => p.status === '1' && p.phase === phase).map((p) => p.projectName).sort();
    for (const [code, phase] of [['1', 'notStarted'], ['2', 'open'], ['3', 'review'], ['4', 'ended']] as const) {
      const page = await list(`applyPhase=${code}&pageSize=100`);
      expect(page.list.map((p) => p.projectName).sort()).toEqual(seeded(phase));
      expect(page.list.every((p) => p.applyPhase === code)).toBe(true);
    }
    const byTitle = await list(`keyword=${encodeURIComponent('品牌建设')}`);
    expect(byTitle.list.map((p) => p.projectName)).toEqual([DEMO_DECLARATION_FLOW.risk02Whole.projectName]);
    const byName = await list(`keyword=${encodeURIComponent('重新认定')}`);
    expect(byName.list.map((p) => p.projectName)).toEqual(['2026年度高新技术企业重新认定奖励']);
    const policyId = byName.list[0]?.policyId ?? '';
    expect((await list(`policyId=${policyId}`)).total).toBe(2);
    const ended = await list(`keyword=${encodeURIComponent('N+X')}`);
    expect(ended.list[0]?.applyCount).toBe(2);
  });
});

describe('policy service detail (policyDetail)', () => {
  const policyIdOf = async (title: string) => (await server.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.policyTitle, title)))[0]?.id ?? '';

  it('answers a visitor the policy and its projects without matches, counting a view', async () => {
    const id = await policyIdOf(DEMO_DECLARATION_FLOW.risk00Whole.policyTitle);
    type Detail = { policy: { viewCount: number; policyTitle: string }; projects: ProjectItem[]; matches: unknown[]; collected: boolean | null };
    const a = (await get<Detail>(`/policy/doc/policyDetail?id=${id}`)).json.data;
    expect(a.policy.policyTitle).toBe(DEMO_DECLARATION_FLOW.risk00Whole.policyTitle);
    expect(a.projects.map((p) => [p.projectName, p.applyPhase, p.matchResult])).toEqual([[DEMO_DECLARATION_FLOW.risk00Whole.projectName, '2', null]]);
    expect(a.matches).toEqual([]);
    expect(a.collected).toBeNull();
    const b = (await get<Detail>(`/policy/doc/policyDetail?id=${id}`)).json.data;
    expect(b.policy.viewCount).toBe(a.policy.viewCount + 1);
  });

  it('answers the enterprise its match per project: met, or partly met with the missing data named', async () => {
    type Match = { projectId: string; matchResult: string; missingData: { field: string; label: string }[] };
    type Detail = { projects: ProjectItem[]; matches: Match[]; collected: boolean | null };
    const whole = (await get<Detail>(`/policy/doc/policyDetail?id=${await policyIdOf(DEMO_DECLARATION_FLOW.risk00Whole.policyTitle)}`, qy)).json.data;
    expect(whole.matches.map((m) => m.matchResult)).toEqual(['1']);
    expect(whole.projects[0]?.matchResult).toBe('1');
    expect(whole.projects[0]?.estimatedAmount).toBe(520_000);
    expect(whole.collected).toBe(false);
    const incomplete = (await get<Detail>(`/policy/doc/policyDetail?id=${await policyIdOf(DEMO_DECLARATION_FLOW.risk02Incomplete.policyTitle)}`, qy)).json.data;
    expect(incomplete.matches.map((m) => [m.matchResult, m.missingData.map((f) => f.field)])).toEqual([['2', ['taxAmount']]]);
    // a personal user is logged in but no enterprise: no matches
    const personal = (await get<Detail>(`/policy/doc/policyDetail?id=${await policyIdOf(DEMO_DECLARATION_FLOW.risk01.policyTitle)}`, gr)).json.data;
    expect(personal.matches).toEqual([]);
    expect(personal.collected).toBe(false);
  });

  it('answers NOT_FOUND_ENTITY for an unknown or unpublished policy', async () => {
    const draft = await policyIdOf('草稿：德清县氢燃料补贴（未发布）');
    for (const id of [draft, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c']) {
      const { status, json } = await get(`/policy/doc/policyDetail?id=${id}`);
      expect([status, json.success, json.code, json.msg]).toEqual([200, false, 'NOT_FOUND_ENTITY', '政策不存在']);
    }
  });
});

describe('subscription (getFindMySub, saveMySub, getMySub) and enterprise tags', () => {
  it('shows the filter lines with their tags and no subscription at first', async () => {
    const { json } = await get<{ tagInfoIds: string[]; categories: { categoryName: string; tags: { tagName: string }[] }[] }>('/pol/my/getFindMySub', qy);
    expect(json.data.tagInfoIds).toEqual([]);
    expect(json.data.categories.map((c) => c.categoryName)).toEqual(['企业资质', '所属行业', '企业规模', '扶持方向']);
    expect(json.data.categories[0]?.tags.map((t) => t.tagName)).toEqual(['高新技术企业', '科技型中小企业', '专精特新中小企业', '专精特新“小巨人”企业']);
  });

  it('refuses two tags of one line and unknown tags with 200 BUSINESS_RULE, storing nothing', async () => {
    const two = await post('/pol/my/saveMySub', { tagInfoIds: [tagId.get('高新技术企业'), tagId.get('科技型中小企业')] }, qy);
    expect([two.status, two.json.code, two.json.msg]).toEqual([200, 'BUSINESS_RULE', '同一分类只能订阅一个标签（企业资质）']);
    const unknown = await post('/pol/my/saveMySub', { tagInfoIds: ['0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c'] }, qy);
    expect([unknown.status, unknown.json.code, unknown.json.msg]).toEqual([200, 'BUSINESS_RULE', '标签不存在或已停用']);
    const [user] = await server.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    expect(await server.db.select().from(polMySub).where(eq(polMySub.userId, user?.id ?? ''))).toEqual([]);
  });

  it('saves one tag per line and lists the policies carrying them, newest first', async () => {
    const hightech = tagId.get('高新技术企业') ?? '';
    const talent = tagId.get('人才引进') ?? '';
    const saved = await post('/pol/my/saveMySub', { tagInfoIds: [hightech, talent] }, qy);
    expect([saved.status, saved.json.success, saved.json.msg]).toEqual([200, true, '订阅成功']);
    expect((await get<{ tagInfoIds: string[] }>('/pol/my/getFindMySub', qy)).json.data.tagInfoIds).toEqual([hightech, talent]);

    const tagged = (name: string) => demoPolicies.filter((p) => policyTagNames(p.policyTitle).includes(name)).map((p) => p.policyTitle);
    const all = (await get<Page<PolicyItem>>('/pol/my/getMySub?pageSize=100', qy)).json.data;
    expect(new Set(all.list.map((p) => p.policyTitle))).toEqual(new Set([...tagged('高新技术企业'), ...tagged('人才引进')]));
    const times = all.list.map((p) => p.policyCreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const one = (await get<Page<PolicyItem>>(`/pol/my/getMySub?tagInfoId=${talent}&pageSize=100`, qy)).json.data;
    expect(one.list.map((p) => p.policyTitle).sort()).toEqual(tagged('人才引进').sort());
    // a tag not subscribed answers an empty page
    expect((await get<Page<PolicyItem>>(`/pol/my/getMySub?tagInfoId=${tagId.get('制造业')}`, qy)).json.data).toEqual({ list: [], total: 0 });
    // another user's subscription is his own
    expect((await get<Page<PolicyItem>>('/pol/my/getMySub', gr)).json.data.total).toBe(0);

    // an empty list ends the subscription
    await post('/pol/my/saveMySub', { tagInfoIds: [] }, qy);
    expect((await get<Page<PolicyItem>>('/pol/my/getMySub', qy)).json.data).toEqual({ list: [], total: 0 });
  });

  it('refuses visitors with 401', async () => {
    expect((await get('/pol/my/getFindMySub')).status).toBe(401);
  });

  it('gives visitors the same filter lines through the public listTagCategory, with category sort', async () => {
    const { json } = await get<{ categoryName: string; sort: number; tags: { tagName: string }[] }[]>('/tag/info/categoryList');
    expect(json.data.map((c) => c.categoryName)).toEqual(['企业资质', '所属行业', '企业规模', '扶持方向']);
    const sorts = json.data.map((c) => c.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    expect(json.data[3]?.tags.map((t) => t.tagName)).toContain('人才引进');
  });

  it('answers the tags of the enterprise of the caller', async () => {
    const { json } = await get<{ labelIds: string[]; labels: { id: string; tagName: string }[] }>('/policy/doc/queryLabelIdByToken', qy);
    expect(new Set(json.data.labels.map((l) => l.tagName))).toEqual(new Set(DEMO_COMPANY_TAGS[0]));
    expect(json.data.labelIds).toEqual(json.data.labels.map((l) => l.id));
  });
});
