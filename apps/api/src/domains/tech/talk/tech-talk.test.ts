import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { techAchievement, techDomain } from '../../../db/schema';
import { demoTechAchievements, demoTechInstitutes, demoTechTalks } from '../../../seed/content/tech';
import type { TestServer } from '../../../testing/test-server';
import { callChecked, startTechServer } from '../../../testing/tech-test-kit';
import { lastMonths } from '../visual/get-tech-visual-trend';

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

async function achievementId(name: string): Promise<string> {
  const [row] = await server.db.select({ id: techAchievement.id }).from(techAchievement).where(eq(techAchievement.achievementName, name));
  if (!row) throw new Error(name);
  return row.id;
}

type Talk = { id: string; bizName: string; initiatorName: string; ownerName: string; lastContent: string; unreadCount: number };
type Message = { contentId: string; content: string; sendName: string };

describe('negotiations (/tech/talk)', () => {
  it('opens a negotiation about an item on the shelf, the owner answers, polling gives only the newer messages', async () => {
    const item = demoTechAchievements.find((a) => a.status === '4' && a.owner === 'yyf' && a.achievementName.includes('光伏'))!;
    const bizId = await achievementId(item.achievementName);
    const first = await call<{ talkId: string; contentId: string }>('POST', '/tech/talk/send', gr, { bizType: 'achievement', bizId, content: '请问是否提供安装指导？' });
    expect(first.json).toMatchObject({ success: true, msg: '发送成功' });
    const { talkId } = first.json.data;
    // a second first message continues the same negotiation
    const again = await call<{ talkId: string }>('POST', '/tech/talk/send', gr, { bizType: 'achievement', bizId, content: '以及质保期多长？' });
    expect(again.json.data.talkId).toBe(talkId);

    const ownerList = await call<{ list: Talk[] }>('GET', '/tech/talk/myList?bizType=achievement', yyf);
    const talk = ownerList.json.data.list.find((t) => t.id === talkId);
    expect(talk).toMatchObject({ bizName: item.achievementName, initiatorName: '刘芳', ownerName: '李娜', lastContent: '以及质保期多长？', unreadCount: 2 });

    const read = await call<{ list: Message[]; total: number }>('GET', `/tech/talk/messages?talkId=${talkId}`, yyf);
    expect(read.json.data.list.map((m) => m.content)).toEqual(['请问是否提供安装指导？', '以及质保期多长？']);
    expect(read.json.data.list[0]?.sendName).toBe('刘芳');
    const afterRead = await call<{ list: Talk[] }>('GET', '/tech/talk/myList', yyf);
    expect(afterRead.json.data.list.find((t) => t.id === talkId)?.unreadCount).toBe(0);

    const reply = await call<{ contentId: string }>('POST', '/tech/talk/send', yyf, { talkId, content: '提供上门安装指导。' });
    expect(reply.json.success).toBe(true);
    const last = read.json.data.list.at(-1)?.contentId ?? '';
    const poll = await call<{ list: Message[] }>('GET', `/tech/talk/messages?talkId=${talkId}&lastContentId=${last}`, gr);
    expect(poll.json.data.list.map((m) => m.content)).toEqual(['提供上门安装指导。']);
    expect(poll.json.data.list[0]?.sendName).toBe('李娜');
  });

  it('refuses an item not on the shelf, a talk with oneself, and outsiders', async () => {
    const draft = demoTechAchievements.find((a) => a.status === '0')!;
    const notPublic = await call('POST', '/tech/talk/send', gr, { bizType: 'achievement', bizId: await achievementId(draft.achievementName), content: '你好' });
    expect(notPublic.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '科技成果不存在' });
    const mine = demoTechAchievements.find((a) => a.status === '4' && a.owner === 'qy')!;
    const self = await call('POST', '/tech/talk/send', qy, { bizType: 'achievement', bizId: await achievementId(mine.achievementName), content: '你好' });
    expect(self.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '不能与自己洽谈' });

    const qyTalks = await call<{ list: Talk[] }>('GET', '/tech/talk/myList', qy);
    const foreign = qyTalks.json.data.list[0]!;
    expect((await call('GET', `/tech/talk/messages?talkId=${foreign.id}`, gr)).json.code).toBe('NOT_FOUND_ENTITY');
    expect((await call('POST', '/tech/talk/send', gr, { talkId: foreign.id, content: '插话' })).json.code).toBe('NOT_FOUND_ENTITY');
    // staff with tech:talk:list read any negotiation; the staff list finds it by a participant's name
    expect((await call<{ list: Message[] }>('GET', `/tech/talk/messages?talkId=${foreign.id}`, yyf)).json.success).toBe(true);
    const staff = await call<{ list: Talk[]; total: number }>('GET', `/tech/talk/list?keyword=${encodeURIComponent('恒达')}`, yyf);
    expect(staff.json.data.total).toBe(demoTechTalks.filter((t) => t.initiator === 'qy').length);
    expect(staff.json.data.list.every((t) => t.unreadCount === 0)).toBe(true);
    expect((await call('GET', '/tech/talk/list', qy)).json.code).toBe('FORBIDDEN');
  });
});

describe('staff charts (/tech/visual)', () => {
  it('answers the totals per kind, the distribution by top-level domain and the monthly trend', async () => {
    const overview = await call<Array<{ kind: string; name: string; total: number; putaway: number; pending: number }>>('GET', '/tech/visual/overview', yyf);
    const institutes = overview.json.data.find((o) => o.kind === 'institute');
    expect(institutes).toEqual({
      kind: 'institute',
      name: '研究院所',
      total: demoTechInstitutes.filter((i) => i.status !== '0').length,
      putaway: demoTechInstitutes.filter((i) => i.status === '4').length,
      pending: demoTechInstitutes.filter((i) => i.status === '1').length,
    });

    const stat = await call<Array<{ name: string; value: number }>>('GET', '/tech/visual/domainStat?kind=achievement', yyf);
    const published = demoTechAchievements.filter((a) => a.status === '4');
    expect(stat.json.data.reduce((n, s) => n + s.value, 0)).toBe(published.length);
    const values = stat.json.data.map((s) => s.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(stat.json.data.find((s) => s.name === '电子信息')?.value).toBe(published.filter((a) => a.domainId.startsWith('01')).length);

    const trend = await call<Array<{ month: string; achievement: number; talk: number }>>('GET', '/tech/visual/trend?months=24', yyf);
    expect(trend.json.data.map((t) => t.month)).toEqual(lastMonths(24));
    const sept2025 = trend.json.data.find((t) => t.month === '2025-09');
    expect(sept2025?.achievement).toBe(demoTechAchievements.filter((a) => a.putaway?.startsWith('2025-09')).length);
    expect((await call('GET', '/tech/visual/overview', qy)).json.code).toBe('FORBIDDEN');
  });

  it('lists months in China time', () => {
    expect(lastMonths(3, new Date('2026-01-31T17:00:00Z'))).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths(2, new Date('2026-01-31T15:00:00Z'))).toEqual(['2025-12', '2026-01']);
  });
});

describe('domain tree maintenance (/tech/domain)', () => {
  it('adds, renames and deletes a node; refuses a wrong code, a missing parent, children and used nodes', async () => {
    expect((await call('POST', '/tech/domain/save', yyf, { type: '1', id: '0305', parentId: '03', label: '纳米材料', sort: 5 })).json.msg).toBe('保存成功');
    await call('POST', '/tech/domain/save', yyf, { type: '1', id: '0305', parentId: '03', label: '纳米新材料', sort: 5 });
    const [row] = await server.db.select().from(techDomain).where(and(eq(techDomain.type, '1'), eq(techDomain.id, '0305')));
    expect(row?.label).toBe('纳米新材料');
    const children = await call<Array<{ id: string }>>('GET', '/tech/domain/children?id=03', undefined);
    expect(children.json.data.map((c) => c.id)).toContain('0305');

    expect((await call('POST', '/tech/domain/save', yyf, { type: '1', id: '0401', parentId: '03', label: '错位' })).json.msg).toBe('领域代码须为上级代码加两位');
    expect((await call('POST', '/tech/domain/save', yyf, { type: '1', id: '9901', parentId: '99', label: '无上级' })).json.msg).toBe('上级领域不存在');
    expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: '03' })).json.msg).toBe('请先删除下级领域');
    expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: '0301' })).json.msg).toBe('该领域已被使用，不能删除');
    expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: '0305' })).json.msg).toBe('删除成功');
    expect((await call('POST', '/tech/domain/delete', yyf, { type: '1', id: '0305' })).json.code).toBe('NOT_FOUND_ENTITY');
    expect((await call('POST', '/tech/domain/save', qy, { type: '1', id: '0306', parentId: '03', label: '企业不可' })).json.code).toBe('FORBIDDEN');
  });
});
