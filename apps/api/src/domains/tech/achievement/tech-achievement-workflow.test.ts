/**
 * Issue 12 acceptance 3 (technology part): an achievement walks commit → review → putaway (public)
 * → take down (gone) through the one state table, and every action outside the table is refused
 * with HTTP 200 BUSINESS_RULE and changes nothing. Also the 技术领域 tree's depth and leaf rules.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { techAchievement, techDomain } from '../../../db/schema';
import type { TestServer } from '../../../testing/test-server';
import { callChecked, startTechServer } from '../../../testing/tech-test-kit';

let server: TestServer;
let yyf: string;
let qy: string;

// The first test file of a new schema builds the demo database template (slow on a busy machine).
beforeAll(async () => {
  let tokens: string[];
  ({ server, tokens } = await startTechServer(['yyf', 'qy']));
  [yyf, qy] = tokens as [string, string];
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const call = <T = unknown>(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) => callChecked<T>(server, method, url, token, payload);

const ACHIEVEMENT = {
  achievementName: '秸秆纤维增强石膏板制备工艺',
  domainId: '0304',
  bigTypeCode: '10',
  smallTypeCode: '1001',
  maturity: '3',
  cooperationMode: '1',
  price: 120,
  holderName: '德清县恒达新材料有限公司',
  contactName: '张伟',
  contactPhone: '13857201001',
} as const;

const REFUSED = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };

/** The stored row (state, review and putaway columns) of the achievement. */
async function row(id: string) {
  const [found] = await server.db
    .select({
      status: techAchievement.status,
      reviewOpinion: techAchievement.reviewOpinion,
      putawayTime: techAchievement.putawayTime,
      updatedAt: techAchievement.updatedAt,
    })
    .from(techAchievement)
    .where(eq(techAchievement.id, id));
  return found;
}

/** Names on the public 科技成果 list (resultList). */
async function publicNames(): Promise<string[]> {
  const { json } = await call<{ list: Array<{ achievementName: string }> }>('GET', '/tech/achievement/publicList?pageSize=100', undefined);
  return json.data.list.map((r) => r.achievementName);
}

/** Asserts that `action` is refused in the current state and leaves the row as it was. */
async function expectRefused(id: string, url: string, payload: unknown): Promise<void> {
  const before = await row(id);
  const { status, json } = await call('POST', url, yyf, payload);
  expect(status).toBe(200);
  expect(json).toEqual(expect.objectContaining(REFUSED));
  expect(await row(id)).toEqual(before);
}

describe('a technology achievement through the state table (acceptance 3)', () => {
  let id = '';

  it('yyf saves a draft: not public, and putaway / review / takedown are refused', async () => {
    const saved = await call<{ id: string }>('POST', '/tech/achievement/save', yyf, ACHIEVEMENT);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功' });
    id = saved.json.data.id;
    expect((await row(id))?.status).toBe('0');
    expect(await publicNames()).not.toContain(ACHIEVEMENT.achievementName);

    await expectRefused(id, '/tech/achievement/putaway', { ids: [id] });
    await expectRefused(id, '/tech/achievement/review', { id, result: '1', opinion: '同意' });
    await expectRefused(id, '/tech/achievement/takedown', { ids: [id] });
  });

  it('commits once: a second commit, a save, a delete and a putaway of the pending one are refused', async () => {
    expect((await call('POST', '/tech/achievement/commit', yyf, { id })).json).toMatchObject({ success: true, msg: '提交成功' });
    expect((await row(id))?.status).toBe('1');

    await expectRefused(id, '/tech/achievement/commit', { id });
    await expectRefused(id, '/tech/achievement/save', { ...ACHIEVEMENT, id, price: 1 });
    await expectRefused(id, '/tech/achievement/delete', { ids: [id] });
    await expectRefused(id, '/tech/achievement/putaway', { ids: [id] });
  });

  it('staff pass the review; a second review and a commit of the passed one are refused', async () => {
    expect((await call('POST', '/tech/achievement/review', yyf, { id, result: '1', opinion: '材料齐全，同意' })).json.msg).toBe('审核成功');
    expect(await row(id)).toMatchObject({ status: '2', reviewOpinion: '材料齐全，同意', putawayTime: null });
    expect(await publicNames()).not.toContain(ACHIEVEMENT.achievementName);

    await expectRefused(id, '/tech/achievement/review', { id, result: '2', opinion: '再审' });
    await expectRefused(id, '/tech/achievement/commit', { id });
    await expectRefused(id, '/tech/achievement/takedown', { ids: [id] });
  });

  it('putaway makes it public (list and detail); review, commit, save and delete of the put-away one are refused', async () => {
    expect((await call('POST', '/tech/achievement/putaway', yyf, { ids: [id] })).json.msg).toBe('上架成功');
    expect((await row(id))?.status).toBe('4');
    expect((await publicNames())[0]).toBe(ACHIEVEMENT.achievementName);
    const detail = await call<{ achievementName: string; status: string }>('GET', `/tech/achievement/detail?id=${id}`, undefined);
    expect(detail.json.data).toMatchObject({ achievementName: ACHIEVEMENT.achievementName, status: '4' });

    await expectRefused(id, '/tech/achievement/review', { id, result: '1', opinion: '同意' });
    await expectRefused(id, '/tech/achievement/commit', { id });
    await expectRefused(id, '/tech/achievement/putaway', { ids: [id] });
    await expectRefused(id, '/tech/achievement/save', { ...ACHIEVEMENT, id });
    await expectRefused(id, '/tech/achievement/delete', { ids: [id] });
  });

  it('take down removes it from the public list and detail; a second takedown is refused', async () => {
    expect((await call('POST', '/tech/achievement/takedown', yyf, { ids: [id] })).json.msg).toBe('下架成功');
    expect((await row(id))?.status).toBe('5');
    expect(await publicNames()).not.toContain(ACHIEVEMENT.achievementName);
    expect((await call('GET', `/tech/achievement/detail?id=${id}`, undefined)).json.code).toBe('NOT_FOUND_ENTITY');

    await expectRefused(id, '/tech/achievement/takedown', { ids: [id] });
    await expectRefused(id, '/tech/achievement/review', { id, result: '1', opinion: '同意' });
    // still on the staff list, with its state
    const staff = await call<{ list: Array<{ id: string; status: string }> }>('GET', '/tech/achievement/list?status=5&pageSize=100', yyf);
    expect(staff.json.data.list.find((r) => r.id === id)?.status).toBe('5');
  });

  it('an owner cannot review or put away (FORBIDDEN, nothing changes)', async () => {
    const before = await row(id);
    expect((await call('POST', '/tech/achievement/putaway', qy, { ids: [id] })).json.code).toBe('FORBIDDEN');
    expect((await call('POST', '/tech/achievement/review', qy, { id, result: '1' })).json.code).toBe('FORBIDDEN');
    expect(await row(id)).toEqual(before);
  });
});

describe('the 技术领域 tree: four levels, only unused leaves deleted', () => {
  it('adds children down to the fourth level and refuses a fifth', async () => {
    for (const [nodeId, parentId, label] of [
      ['0305', '03', '纳米材料'],
      ['030501', '0305', '纳米粉体'],
      ['03050101', '030501', '纳米碳酸钙'],
    ] as const) {
      expect((await call('POST', '/tech/domain/save', yyf, { type: '1', id: nodeId, parentId, label })).json.msg).toBe('保存成功');
    }
    const fifth = await call('POST', '/tech/domain/save', yyf, { type: '1', id: '0305010101', parentId: '03050101', label: '第五级' });
    expect(fifth.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '领域最多四级' });
    const stored = await server.db.select({ id: techDomain.id }).from(techDomain).where(eq(techDomain.id, '0305010101'));
    expect(stored).toEqual([]);
  });

  it('keeps the order of a renamed node when no sort is sent', async () => {
    await call('POST', '/tech/domain/save', yyf, { type: '1', id: '030502', parentId: '0305', label: '纳米涂层', sort: 7 });
    await call('POST', '/tech/domain/save', yyf, { type: '1', id: '030502', parentId: '0305', label: '纳米功能涂层' });
    const [node] = await server.db.select({ label: techDomain.label, sort: techDomain.sort }).from(techDomain).where(eq(techDomain.id, '030502'));
    expect(node).toEqual({ label: '纳米功能涂层', sort: 7 });
  });

  it('deletes a leaf only, bottom up', async () => {
    expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: '030501' })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '请先删除下级领域' });
    for (const nodeId of ['03050101', '030501', '030502', '0305']) {
      expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: nodeId })).json.msg).toBe('删除成功');
    }
  });
});
