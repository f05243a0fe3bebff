import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { techAchievement, techRequirement } from '../../../db/schema';
import type { TestServer } from '../../../testing/test-server';
import { callChecked, startTechServer } from '../../../testing/tech-test-kit';

let server: TestServer;
let qy: string;
let gr: string;
let yyf: string;

// The first test file of a new schema builds the demo database template (slow on a busy machine).
beforeAll(async () => {
  let tokens: string[];
  ({ server, tokens } = await startTechServer(['qy', 'gr', 'yyf']));
  [qy, gr, yyf] = tokens as [string, string, string];
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const call = <T = unknown>(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) => callChecked<T>(server, method, url, token, payload);

const NEED = {
  requirementName: '石膏板生产线余热回收改造',
  domainId: '0601',
  companyName: '德清县恒达新材料有限公司',
  budget: 66,
  deadline: '2027-09-30',
  cooperationMode: '4',
  summary: '回收干燥窑余热用于原料预热。',
  content: '<p>年产 3000 万平方米石膏板。</p><script>alert(1)</script>',
  contactName: '张伟',
  contactPhone: '13857201001',
} as const;

const REFUSED = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };

async function status(id: string): Promise<string | undefined> {
  const [row] = await server.db.select({ status: techRequirement.status }).from(techRequirement).where(eq(techRequirement.id, id));
  return row?.status;
}

async function publicNames(): Promise<string[]> {
  const { json } = await call<{ list: Array<{ requirementName: string }> }>('GET', '/tech/requirement/publicList?pageSize=100', undefined);
  return json.data.list.map((r) => r.requirementName);
}

describe('an enterprise need through the status table (save → commit → review → putaway → takedown → delete)', () => {
  let id = '';

  it('saves a new draft of the enterprise, sanitized, visible to its owner only', async () => {
    const saved = await call<{ id: string }>('POST', '/tech/requirement/save', qy, NEED);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功' });
    id = saved.json.data.id;
    expect(await status(id)).toBe('0');
    const [row] = await server.db.select().from(techRequirement).where(eq(techRequirement.id, id));
    expect(row?.content).toBe('<p>年产 3000 万平方米石膏板。</p>');
    expect(row?.companyId).not.toBeNull();

    const mine = await call<{ list: Array<{ id: string; status: string }>; total: number }>('GET', '/tech/requirement/list?pageSize=100', qy);
    expect(mine.json.data.list.some((r) => r.id === id && r.status === '0')).toBe(true);
    const others = await call<{ list: Array<{ id: string }> }>('GET', '/tech/expert/list?pageSize=100', gr);
    expect(others.json.success).toBe(true);
    expect(await publicNames()).not.toContain(NEED.requirementName);
    expect((await call('GET', `/tech/requirement/detail?id=${id}`, undefined)).json.code).toBe('NOT_FOUND_ENTITY');
  });

  it('keeps other owners out (NOT_FOUND_ENTITY) and staff-only actions from owners (FORBIDDEN)', async () => {
    const list = await call<{ list: Array<{ id: string }> }>('GET', '/tech/achievement/list?pageSize=100', gr);
    const grOwn = await server.db.select({ id: techAchievement.id }).from(techAchievement).where(eq(techAchievement.status, '3'));
    expect(list.json.data.list.map((r) => r.id)).toEqual(expect.arrayContaining(grOwn.map((r) => r.id)));
    // gr's list holds only gr's achievements
    const qyDraft = await server.db.select({ id: techAchievement.id }).from(techAchievement).where(eq(techAchievement.status, '0'));
    expect(list.json.data.list.some((r) => qyDraft.some((d) => d.id === r.id))).toBe(false);
    // gr cannot commit the enterprise's need (no such permission for GR on requirements → FORBIDDEN)
    expect((await call('POST', '/tech/requirement/commit', gr, { id })).json.code).toBe('FORBIDDEN');
    // gr cannot touch qy's achievement draft
    const draftId = qyDraft[0]?.id ?? '';
    expect((await call('POST', '/tech/achievement/commit', gr, { id: draftId })).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '科技成果不存在' });
    // review and putaway are staff only
    expect((await call('POST', '/tech/requirement/review', qy, { id, result: '1' })).json.code).toBe('FORBIDDEN');
    expect((await call('POST', '/tech/requirement/putaway', qy, { ids: [id] })).json.code).toBe('FORBIDDEN');
  });

  it('commits once, refuses a save or a second commit while pending', async () => {
    expect((await call('POST', '/tech/requirement/commit', qy, { id })).json).toMatchObject({ success: true, msg: '提交成功' });
    expect(await status(id)).toBe('1');
    expect((await call('POST', '/tech/requirement/commit', qy, { id })).json).toEqual(expect.objectContaining(REFUSED));
    expect((await call('POST', '/tech/requirement/save', qy, { ...NEED, id })).json).toEqual(expect.objectContaining(REFUSED));
    expect((await call('POST', '/tech/requirement/delete', qy, { ids: [id] })).json).toEqual(expect.objectContaining(REFUSED));
  });

  it('staff reject with an opinion (400 without), the owner edits and commits again, staff pass', async () => {
    const missing = await call('POST', '/tech/requirement/review', yyf, { id, result: '2' });
    expect(missing.status).toBe(400);
    expect((await call('POST', '/tech/requirement/review', yyf, { id, result: '2', opinion: '请补充预算依据' })).json.msg).toBe('审核成功');
    expect(await status(id)).toBe('3');
    const detail = await call<{ reviewOpinion: string; reviewTime: string; status: string }>('GET', `/tech/requirement/detail?id=${id}`, qy);
    expect(detail.json.data).toMatchObject({ status: '3', reviewOpinion: '请补充预算依据' });
    expect(detail.json.data.reviewTime).toBeTruthy();

    expect((await call('POST', '/tech/requirement/save', qy, { ...NEED, id, budget: 70 })).json.success).toBe(true);
    expect(await status(id)).toBe('0');
    await call('POST', '/tech/requirement/commit', qy, { id });
    expect((await call('POST', '/tech/requirement/review', yyf, { id, result: '1', opinion: '同意' })).json.success).toBe(true);
    expect(await status(id)).toBe('2');
    expect(await publicNames()).not.toContain(NEED.requirementName);
  });

  it('puts away all or nothing, then the need is public; takedown hides it; delete removes it', async () => {
    const [draft] = await server.db.select({ id: techRequirement.id }).from(techRequirement).where(eq(techRequirement.status, '0'));
    const mixed = await call('POST', '/tech/requirement/putaway', yyf, { ids: [id, draft?.id ?? ''] });
    expect(mixed.json).toEqual(expect.objectContaining(REFUSED));
    expect(await status(id)).toBe('2');

    expect((await call('POST', '/tech/requirement/putaway', yyf, { ids: [id] })).json.msg).toBe('上架成功');
    expect(await status(id)).toBe('4');
    const names = await publicNames();
    expect(names[0]).toBe(NEED.requirementName); // newest putaway first
    const pub = await call<{ putawayTime: string; budget: number }>('GET', `/tech/requirement/detail?id=${id}`, undefined);
    expect(pub.json.data.budget).toBe(70);
    expect(Date.now() - new Date(pub.json.data.putawayTime).getTime()).toBeLessThan(60_000);
    expect((await call('POST', '/tech/requirement/save', qy, { ...NEED, id })).json).toEqual(expect.objectContaining(REFUSED));

    expect((await call('POST', '/tech/requirement/takedown', yyf, { ids: [id] })).json.msg).toBe('下架成功');
    expect(await status(id)).toBe('5');
    expect(await publicNames()).not.toContain(NEED.requirementName);

    expect((await call('POST', '/tech/requirement/delete', qy, { ids: [id] })).json.msg).toBe('删除成功');
    expect(await status(id)).toBeUndefined();
  });
});

describe('save checks and the staff list', () => {
  it('refuses an unknown domain or achievement type', async () => {
    expect((await call('POST', '/tech/requirement/save', qy, { ...NEED, domainId: '99' })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '技术领域不存在' });
    const achievement = {
      achievementName: '石膏基自流平砂浆配方',
      domainId: '0303',
      bigTypeCode: '10',
      smallTypeCode: '2001',
      maturity: '2',
      cooperationMode: '1',
      holderName: '德清县恒达新材料有限公司',
      contactName: '张伟',
      contactPhone: '13857201001',
    };
    expect((await call('POST', '/tech/achievement/save', qy, achievement)).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '成果类型不存在' });
    const saved = await call<{ id: string }>('POST', '/tech/achievement/save', qy, { ...achievement, smallTypeCode: '1001' });
    expect(saved.json.success).toBe(true);
    const detail = await call<{ typeName: string; price: null; images: unknown[]; createUserName: string }>('GET', `/tech/achievement/detail?id=${saved.json.data.id}`, qy);
    expect(detail.json.data).toMatchObject({ typeName: '发明专利', price: null, images: [], createUserName: '张伟' });
  });

  it('shows staff every state, filtered by status, domain and keyword', async () => {
    const pending = await call<{ list: Array<{ status: string }>; total: number }>('GET', '/tech/expert/list?status=1&pageSize=100', yyf);
    expect(pending.json.data.total).toBeGreaterThan(0);
    expect(pending.json.data.list.every((e) => e.status === '1')).toBe(true);
    const all = await call<{ total: number }>('GET', '/tech/expert/list?pageSize=100', yyf);
    const pub = await call<{ total: number }>('GET', '/tech/expert/publicList?pageSize=100', undefined);
    expect(all.json.data.total).toBeGreaterThan(pub.json.data.total);
    const domain = await call<{ list: Array<{ domainId: string }> }>('GET', '/tech/achievement/list?domainId=06&pageSize=100', yyf);
    expect(domain.json.data.list.length).toBeGreaterThan(0);
    expect(domain.json.data.list.every((a) => a.domainId.startsWith('06'))).toBe(true);
  });
});
