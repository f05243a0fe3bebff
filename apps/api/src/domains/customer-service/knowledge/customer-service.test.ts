import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { csChatContent, csSmartQuestion } from '../../../db/schema';
import { DEMO_CHAT_PARTIAL, DEMO_CHAT_QUESTION, demoKnowledge } from '../../../seed/content/customer-service';
import { loginAs, type TestServer, createTestServer } from '../../../testing/test-server';
import { PLATFORM_CONSTANTS } from '../../sys';
import { call } from '../../../testing/api-call';
import { normalizeQuestion } from './knowledge-match';

let server: TestServer;
const tokens: Record<string, string> = {};
const uid: Record<string, string> = {};

type Page<T> = { list: T[]; total: number };
type Brief = { id: string; knoQuiz: string; knoReply: string };
type Knowledge = Brief & { enableFlag: boolean; hitCount: number; updateTime: string };
type Answer = { id: string; question: string; matched: boolean; answerContent: string | null; knowledgeList: Brief[] };
type Record_ = { id: string; question: string; matched: boolean; answerContent: string | null; userName: string | null; createTime: string };
type Require = { id: string; status: '1' | '2' | '3'; userUid: string; userName: string; companyName: string | null; question: string | null; staffUid: string | null; staffName: string | null; acceptTime: string | null; closeTime: string | null };
type Message = { contentId: number; content: string; sendUid: string; receiveUid: string | null; sendName?: string; createTime: string };
type Poll = { requireId: string; requireStatus: string; staffUid: string | null; staffName: string | null; list: Message[] };

const reply = (quiz: string) => demoKnowledge.find((k) => k.knoQuiz === quiz)?.knoReply;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ['qy', 'gr', 'callcenter', 'yyf', 'gov', 'admin']) {
    tokens[name] = (await loginAs(server, name)).token;
    const info = await call<{ id: string }>(server, 'GET', '/sys/activeUser/info', tokens[name]);
    uid[name] = info.json.data!.id;
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function fuzzy(knoQuiz: string, page = 1, pageSize = 10) {
  const res = await call<Page<Brief>>(server, 'GET', `/knowledge/fuzzySearch?knoQuiz=${encodeURIComponent(knoQuiz)}&page=${page}&pageSize=${pageSize}`);
  expect(res.violations).toEqual([]);
  expect(res.json.success).toBe(true);
  return res.json.data!;
}

describe('normalizeQuestion', () => {
  it('drops spaces and Chinese and ASCII punctuation, folds case and full-width forms', () => {
    expect(normalizeQuestion('如何申报“专精特新”企业？')).toBe('如何申报专精特新企业');
    expect(normalizeQuestion(' ＡＢＣ 政策，计算器! ')).toBe('abc政策计算器');
  });
});

describe('fuzzySearchKnowledge (Chinese fuzzy matching)', () => {
  it('finds an entry by part of its question', async () => {
    const page = await fuzzy(DEMO_CHAT_PARTIAL);
    expect(page.list[0]?.knoQuiz).toBe(DEMO_CHAT_QUESTION);
    expect(page.list[0]?.knoReply).toBe(reply(DEMO_CHAT_QUESTION));
    expect((await fuzzy('政策计算器')).list[0]?.knoQuiz).toBe('政策计算器怎么用？');
    expect((await fuzzy('厂房租赁')).list[0]?.knoQuiz).toBe('厂房租赁信息在哪里查询？');
  });

  it('finds it with the words reordered', async () => {
    expect((await fuzzy('专精特新中小企业如何申报')).list[0]?.knoQuiz).toBe(DEMO_CHAT_QUESTION);
    expect((await fuzzy('认定条件 高新技术企业')).list[0]?.knoQuiz).toBe('高新技术企业认定条件是什么？');
    expect((await fuzzy('多久答复诉求')).list[0]?.knoQuiz).toBe('诉求提交后多久答复？');
  });

  it('finds it with a mistyped character', async () => {
    expect((await fuzzy('高新技木企业认定条件')).list[0]?.knoQuiz).toBe('高新技术企业认定条件是什么？');
    expect((await fuzzy('政策计算气怎么用')).list[0]?.knoQuiz).toBe('政策计算器怎么用？');
    expect((await fuzzy('如何申报专经特新')).list[0]?.knoQuiz).toBe(DEMO_CHAT_QUESTION);
  });

  it('ignores punctuation, spaces and case; wildcards are literal', async () => {
    expect((await fuzzy('政策 计算器？？')).list[0]?.knoQuiz).toBe('政策计算器怎么用？');
    expect(await fuzzy('%')).toEqual({ list: [], total: 0 });
    expect(await fuzzy('_%_')).toEqual({ list: [], total: 0 });
  });

  it('finds nothing for nonsense, and never a disabled entry', async () => {
    expect(await fuzzy('今天天气怎么样')).toEqual({ list: [], total: 0 });
    expect(await fuzzy('asdfghjkl')).toEqual({ list: [], total: 0 });
    const disabled = await fuzzy('疫情期间房租减免政策');
    expect(disabled.list.map((k) => k.knoQuiz)).not.toContain('疫情期间房租减免政策');
  });

  it('pages the candidates (page 1, pageSize 10 by default) with their total', async () => {
    const all = await fuzzy('企业', 1, 10);
    expect(all.total).toBeGreaterThan(10);
    expect(all.list).toHaveLength(10);
    const first = await fuzzy('申报', 1, 3);
    expect(first.total).toBeGreaterThan(3);
    expect(first.list).toHaveLength(3);
    const second = await fuzzy('申报', 2, 3);
    expect(second.total).toBe(first.total);
    expect(second.list.map((k) => k.id).filter((id) => first.list.some((k) => k.id === id))).toEqual([]);
    const beyond = await fuzzy('申报', 50, 3);
    expect(beyond).toEqual({ list: [], total: first.total });
  });
});

describe('smartAnswer and replyRecord', () => {
  it('answers a partial question with the best entry, counts the hit and records the question with the user', async () => {
    const before = await call<Page<Knowledge>>(server, 'GET', `/knowledge/list?knoQuiz=${encodeURIComponent(DEMO_CHAT_QUESTION)}`, tokens['callcenter']);
    const hitsBefore = before.json.data!.list[0]!.hitCount;
    const res = await call<Answer>(server, 'POST', '/smartAq/answer', tokens['qy'], { question: ` ${DEMO_CHAT_PARTIAL} ` });
    expect(res.violations).toEqual([]);
    expect(res.json.data).toMatchObject({ question: DEMO_CHAT_PARTIAL, matched: true, answerContent: reply(DEMO_CHAT_QUESTION) });
    expect(res.json.data!.knowledgeList[0]?.knoQuiz).toBe(DEMO_CHAT_QUESTION);
    expect(res.json.data!.knowledgeList.length).toBeLessThanOrEqual(5);

    const after = await call<Knowledge>(server, 'GET', `/knowledge/findById?id=${before.json.data!.list[0]!.id}`, tokens['callcenter']);
    expect(after.violations).toEqual([]);
    expect(after.json.data!.hitCount).toBe(hitsBefore + 1);

    const records = await call<Page<Record_>>(server, 'GET', `/smartAq/list?keyword=${encodeURIComponent(DEMO_CHAT_PARTIAL)}`, tokens['callcenter']);
    expect(records.violations).toEqual([]);
    expect(records.json.data!.list[0]).toMatchObject({ id: res.json.data!.id, matched: true, userName: '张伟', answerContent: reply(DEMO_CHAT_QUESTION) });
  });

  it('answers nonsense with matched false (the chat shows 未找到您想到的信息), also for visitors', async () => {
    const res = await call<Answer>(server, 'POST', '/smartAq/answer', undefined, { question: '今天天气怎么样' });
    expect(res.violations).toEqual([]);
    expect(res.json.data).toMatchObject({ matched: false, answerContent: null, knowledgeList: [] });
    const [row] = await server.db.select().from(csSmartQuestion).where(eq(csSmartQuestion.id, res.json.data!.id));
    expect(row).toMatchObject({ question: '今天天气怎么样', matched: false, userId: null, knowledgeId: null });
    const unmatched = await call<Page<Record_>>(server, 'GET', '/smartAq/list?matched=false&pageSize=100', tokens['callcenter']);
    expect(unmatched.json.data!.list.every((r) => !r.matched)).toBe(true);
    expect(unmatched.json.data!.list.map((r) => r.id)).toContain(res.json.data!.id);
    // 智能问答记录 lists the unanswered questions first (what the knowledge base lacks), then the newest
    const all = (await call<Page<Record_>>(server, 'GET', '/smartAq/list?pageSize=100', tokens['callcenter'])).json.data!.list;
    const firstMatched = all.findIndex((r) => r.matched);
    expect(firstMatched).toBeGreaterThan(0);
    expect(all.slice(firstMatched).some((r) => !r.matched)).toBe(false);
    const blank = await call(server, 'POST', '/smartAq/answer', undefined, { question: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toBe('请输入您的问题');
  });

  it('records the answer the chat finally showed; an unknown id is NOT_FOUND_ENTITY', async () => {
    const asked = await call<Answer>(server, 'POST', '/smartAq/answer', undefined, { question: '厂房' });
    const shown = asked.json.data!.knowledgeList[1]?.knoReply ?? '未找到您想到的信息';
    const res = await call(server, 'POST', '/smartAq/replyRecord', undefined, { id: asked.json.data!.id, answerContent: shown });
    expect(res.violations).toEqual([]);
    expect(res.json.success).toBe(true);
    const [row] = await server.db.select().from(csSmartQuestion).where(eq(csSmartQuestion.id, asked.json.data!.id));
    expect(row?.answerContent).toBe(shown);
    expect(row?.replyTime).toBeInstanceOf(Date);
    const unknown = await call(server, 'POST', '/smartAq/replyRecord', undefined, { id: '00000000-0000-4000-8000-000000000000', answerContent: 'x' });
    expect(unknown.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '问答记录不存在' });
  });
});

describe('getHumanWindowPhone', () => {
  it('serves the human window from the configuration, publicly', async () => {
    const res = await call(server, 'GET', '/smartAq/humanPhone');
    expect(res.violations).toEqual([]);
    expect(res.json.data).toEqual({
      windowName: `${PLATFORM_CONSTANTS.serviceCentreName}人工服务窗口`,
      phone: PLATFORM_CONSTANTS.hotline,
      serviceHours: '08:30-17:00',
    });
  });
});

describe('human chat (seeds 000 §4 "Human chat")', () => {
  it('user applies and writes while waiting, staff accepts and replies, the user’s poll returns the reply, staff closes, the poll errors', async () => {
    const qy = tokens['qy'];
    const staff = tokens['callcenter'];
    expect((await call(server, 'GET', '/chatRequireManpower/myCurrent', qy)).json.data).toBeNull();

    const applied = await call<Require>(server, 'POST', '/chatRequireManpower/apply', qy, { question: '技改补助申报时间' });
    expect(applied.violations).toEqual([]);
    expect(applied.json).toMatchObject({ success: true, msg: '已为您转接人工客服，请稍候' });
    expect(applied.json.data).toMatchObject({ status: '1', userUid: uid['qy'], userName: '张伟', companyName: '德清县恒达新材料有限公司', staffUid: null });
    const id = applied.json.data!.id;
    const again = await call<Require>(server, 'POST', '/chatRequireManpower/apply', qy, {});
    expect(again.json.data?.id).toBe(id);

    // waiting: the user may write; the poll answers the request without a staff member
    const early = await call<Message>(server, 'POST', '/chatContent/send', qy, { content: '您好，请问技改补助今年什么时候申报？' });
    expect(early.violations).toEqual([]);
    expect(early.json.data).toMatchObject({ sendUid: uid['qy'], receiveUid: null, sendName: '张伟' });
    const waiting = await call<Poll>(server, 'GET', '/chatContent/newMessages?lastContentId=0', qy);
    expect(waiting.violations).toEqual([]);
    expect(waiting.json.data).toEqual({ requireId: id, requireStatus: '1', staffUid: null, staffName: null, list: [] });

    // staff: waiting requests first
    const list = await call<Page<Require>>(server, 'GET', '/chatRequireManpower/list?pageSize=50', staff);
    expect(list.violations).toEqual([]);
    const statuses = list.json.data!.list.map((r) => r.status);
    expect(statuses.indexOf('1')).toBe(0);
    expect(statuses.lastIndexOf('1')).toBeLessThan(statuses.indexOf('3'));
    expect(list.json.data!.list.map((r) => r.id)).toContain(id);

    const accepted = await call<Require>(server, 'POST', '/chatRequireManpower/accept', staff, { id });
    expect(accepted.violations).toEqual([]);
    expect(accepted.json).toMatchObject({ success: true, msg: '接入成功' });
    expect(accepted.json.data).toMatchObject({ status: '2', staffUid: uid['callcenter'], staffName: '孙晓燕' });
    expect(accepted.json.data?.acceptTime).toBeTruthy();
    const taken = await call(server, 'POST', '/chatRequireManpower/accept', tokens['yyf'], { id });
    expect(taken.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '该请求已被其他客服接入' });

    // the staff member receives what the user wrote while waiting
    const staffPoll = await call<Poll>(server, 'GET', `/chatContent/newMessages?sendUid=${uid['qy']}&lastContentId=0`, staff);
    expect(staffPoll.violations).toEqual([]);
    expect(staffPoll.json.data!.list.map((m) => m.content)).toEqual(['您好，请问技改补助今年什么时候申报？']);
    expect(staffPoll.json.data!.list[0]?.receiveUid).toBe(uid['callcenter']);

    const answer = await call<Message>(server, 'POST', '/chatContent/send', staff, { content: '您好，2026年技改补助预计12月开放申报。', receiveUid: uid['qy'] });
    expect(answer.violations).toEqual([]);
    expect(answer.json).toMatchObject({ success: true, msg: '发送成功' });

    const userPoll = await call<Poll>(server, 'GET', `/chatContent/newMessages?sendUid=${uid['callcenter']}&lastContentId=${early.json.data!.contentId}`, qy);
    expect(userPoll.violations).toEqual([]);
    expect(userPoll.json.data).toMatchObject({ requireId: id, requireStatus: '2', staffUid: uid['callcenter'], staffName: '孙晓燕' });
    expect(userPoll.json.data!.list).toEqual([answer.json.data]);
    const nothingNew = await call<Poll>(server, 'GET', `/chatContent/newMessages?sendUid=${uid['callcenter']}&lastContentId=${answer.json.data!.contentId}`, qy);
    expect(nothingNew.json.data!.list).toEqual([]);

    const followUp = await call<Message>(server, 'POST', '/chatContent/send', qy, { content: '好的，谢谢！', receiveUid: uid['callcenter'] });
    expect(followUp.json.data?.receiveUid).toBe(uid['callcenter']);
    const wrongReceiver = await call(server, 'POST', '/chatContent/send', qy, { content: '在吗', receiveUid: uid['yyf'] });
    expect(wrongReceiver.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '人工对话已结束' });
    const notMine = await call(server, 'POST', '/chatContent/send', tokens['yyf'], { content: '您好', receiveUid: uid['qy'] });
    expect(notMine.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '人工对话已结束' });

    const closed = await call(server, 'POST', '/chatRequireManpower/close', staff, { id });
    expect(closed.violations).toEqual([]);
    expect(closed.json.success).toBe(true);
    const afterClose = await call(server, 'GET', `/chatContent/newMessages?sendUid=${uid['callcenter']}&lastContentId=0`, qy);
    expect(afterClose.status).toBe(200);
    expect(afterClose.violations).toEqual([]);
    expect(afterClose.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '人工对话已结束' });
    expect((await call(server, 'POST', '/chatContent/send', qy, { content: '还有一个问题', receiveUid: uid['callcenter'] })).json.msg).toBe('人工对话已结束');
    expect((await call(server, 'GET', '/chatRequireManpower/myCurrent', qy)).json.data).toBeNull();
    const twice = await call(server, 'POST', '/chatRequireManpower/close', staff, { id });
    expect(twice.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });

    // the conversation is kept
    const history = await call<Page<Message>>(server, 'GET', `/chatContent/history?requireId=${id}`, staff);
    expect(history.violations).toEqual([]);
    expect(history.json.data!.list.map((m) => m.content)).toEqual(['您好，请问技改补助今年什么时候申报？', '您好，2026年技改补助预计12月开放申报。', '好的，谢谢！']);
    expect(history.json.data!.total).toBe(3);
    const stored = await server.db.select().from(csChatContent).where(eq(csChatContent.requireId, id));
    expect(stored).toHaveLength(3);
  });

  it('the user ends their own request; another user’s request is not found; blank text is refused', async () => {
    const gr = tokens['gr'];
    const current = await call<Require | null>(server, 'GET', '/chatRequireManpower/myCurrent', gr);
    expect(current.violations).toEqual([]);
    const seeded = current.json.data!; // the seed's waiting request of gr
    expect(seeded.status).toBe('1');
    const foreign = await call(server, 'POST', '/chatRequireManpower/end', tokens['qy'], { id: seeded.id });
    expect(foreign.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });

    const blank = await call(server, 'POST', '/chatContent/send', gr, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toBe('请输入消息内容');

    const ended = await call(server, 'POST', '/chatRequireManpower/end', gr, { id: seeded.id });
    expect(ended.json.success).toBe(true);
    const poll = await call(server, 'GET', '/chatContent/newMessages', gr);
    expect(poll.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '人工对话已结束' });
    const accept = await call(server, 'POST', '/chatRequireManpower/accept', tokens['callcenter'], { id: seeded.id });
    expect(accept.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    const fresh = await call<Require>(server, 'POST', '/chatRequireManpower/apply', gr, {});
    expect(fresh.json.data?.id).not.toBe(seeded.id);
    const mine = await call<Page<Require>>(server, 'GET', '/chatRequireManpower/list?status=3&mine=true', tokens['callcenter']);
    expect(mine.json.data!.list.every((r) => r.status === '3' && r.staffUid === uid['callcenter'])).toBe(true);
  });
});

describe('roles and permissions', () => {
  it('human chat needs a login; staff operations need a customer-service role', async () => {
    const anon = await call(server, 'POST', '/chatRequireManpower/apply', undefined, {});
    expect(anon.status).toBe(401);
    expect((await call(server, 'GET', '/chatContent/newMessages')).status).toBe(401);
    for (const [token, path] of [
      [tokens['qy'], '/chatRequireManpower/list'],
      [tokens['gov'], '/knowledge/list'],
      [tokens['gr'], '/smartAq/list'],
      [tokens['qy'], `/chatContent/history?requireId=${'00000000-0000-4000-8000-000000000000'}`],
    ] as const) {
      const res = await call(server, 'GET', path, token);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const accept = await call(server, 'POST', '/chatRequireManpower/accept', tokens['qy'], { id: '00000000-0000-4000-8000-000000000000' });
    expect(accept.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    for (const name of ['callcenter', 'yyf', 'admin']) {
      expect((await call(server, 'GET', '/knowledge/list', tokens[name])).json.success).toBe(true);
      expect((await call(server, 'GET', '/chatRequireManpower/list', tokens[name])).json.success).toBe(true);
    }
  });
});

describe('knowledge base (staff)', () => {
  it('creates, finds by fuzzy search, refuses a duplicate, disables, deletes; records keep their text', async () => {
    const staff = tokens['callcenter'];
    const quiz = '企业开办一件事怎么办理？';
    const created = await call<{ id: string }>(server, 'POST', '/knowledge/saveOrUpdate', staff, { knoQuiz: ` ${quiz} `, knoReply: '在浙江政务服务网“企业开办一件事”专区一次提交，1个工作日内办结。' });
    expect(created.violations).toEqual([]);
    expect(created.json).toMatchObject({ success: true, msg: '保存成功' });
    const id = created.json.data!.id;
    expect((await fuzzy('开办企业')).list.map((k) => k.id)).toContain(id);

    const duplicate = await call(server, 'POST', '/knowledge/saveOrUpdate', staff, { knoQuiz: quiz, knoReply: '重复' });
    expect(duplicate.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '该问题已存在' });
    const blank = await call(server, 'POST', '/knowledge/saveOrUpdate', staff, { knoQuiz: '  ', knoReply: '答复' });
    expect(blank.status).toBe(400);
    expect(blank.json.msg).toBe('请输入问题');

    const asked = await call<Answer>(server, 'POST', '/smartAq/answer', undefined, { question: '企业开办一件事' });
    expect(asked.json.data?.matched).toBe(true);

    const disabled = await call(server, 'POST', '/knowledge/saveOrUpdate', staff, { id, knoQuiz: quiz, knoReply: '已调整', enableFlag: false });
    expect(disabled.json.success).toBe(true);
    const detail = await call<Knowledge>(server, 'GET', `/knowledge/findById?id=${id}`, staff);
    expect(detail.json.data).toMatchObject({ knoQuiz: quiz, knoReply: '已调整', enableFlag: false, hitCount: 1 });
    expect((await fuzzy('企业开办一件事')).list.map((k) => k.id)).not.toContain(id);
    const onlyDisabled = await call<Page<Knowledge>>(server, 'GET', '/knowledge/list?enableFlag=false&pageSize=100', staff);
    expect(onlyDisabled.json.data!.list.map((k) => k.id)).toContain(id);
    expect(onlyDisabled.json.data!.list.every((k) => !k.enableFlag)).toBe(true);

    const deleted = await call(server, 'POST', '/knowledge/delete', staff, { ids: [id] });
    expect(deleted.violations).toEqual([]);
    expect(deleted.json.success).toBe(true);
    expect((await call(server, 'GET', `/knowledge/findById?id=${id}`, staff)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    const [record] = await server.db.select().from(csSmartQuestion).where(eq(csSmartQuestion.id, asked.json.data!.id));
    expect(record).toMatchObject({ question: '企业开办一件事', matched: true, knowledgeId: null });
  });

  it('lists newest first with the seeded entries', async () => {
    const res = await call<Page<Knowledge>>(server, 'GET', '/knowledge/list?page=1&pageSize=10', tokens['yyf']);
    expect(res.violations).toEqual([]);
    expect(res.json.data!.total).toBeGreaterThanOrEqual(demoKnowledge.length);
    const times = res.json.data!.list.map((k) => k.updateTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});
