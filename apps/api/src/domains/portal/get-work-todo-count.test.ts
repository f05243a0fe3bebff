import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  appealInfo,
  csChatRequire,
  decDeclare,
  landDemand,
  landInfo,
  polConsult,
  polInfo,
  sysFeedback,
  techAchievement,
  techExpert,
  techInstitute,
  techRequirement,
  workshopDemand,
  workshopInfo,
} from '../../db/schema';
import { call } from '../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../testing/test-server';

type Todo = { todoType: string; todoName: string; count: number; path: string };
type Page<T> = { list: T[]; total: number };

let server: TestServer;
const tokens: Record<string, string> = {};

/** Offices of the department account's office tree (data rule `policyOffice eq currentOfficeTree`). */
const DEPT_TREE = ['德清县经济和信息化局', '德清县中小企业发展服务中心'];

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const user of ['admin', 'yyf', 'gov', 'dept', 'callcenter', 'qy']) tokens[user] = (await loginAs(server, user)).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function todos(user: string): Promise<Todo[]> {
  const res = await call<Todo[]>(server, 'GET', '/work/todoCount', tokens[user]);
  expect(res.violations).toEqual([]);
  expect(res.json.success).toBe(true);
  return res.json.data ?? [];
}

async function counts(user: string): Promise<Record<string, number>> {
  return Object.fromEntries((await todos(user)).map((t) => [t.todoType, t.count]));
}

async function rows(table: PgTable, where: SQL): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

async function listTotal(user: string, path: string): Promise<number> {
  const res = await call<Page<unknown>>(server, 'GET', path, tokens[user]);
  expect(res.json.success).toBe(true);
  return res.json.data?.total ?? -1;
}

/** A published policy issued by `dep` (or by none of the department's offices when `dep` is undefined). */
async function policyOf(dep?: string): Promise<string> {
  const [row] = await server.db
    .select({ id: polInfo.id, dep: polInfo.policyDepName })
    .from(polInfo)
    .where(eq(polInfo.status, 'published'))
    .then((all) => all.filter((p) => (dep ? p.dep === dep : !DEPT_TREE.includes(p.dep ?? ''))));
  if (!row) throw new Error(`no published policy of ${dep ?? 'another office'}`);
  return row.id;
}

const REVIEW_KEYS = [
  'landInfoReview',
  'landDemandReview',
  'workshopInfoReview',
  'workshopDemandReview',
  'techAchievementReview',
  'techRequirementReview',
  'techExpertReview',
  'techInstituteReview',
];
const APPEAL_KEYS = ['appealAccept', 'appealDeal', 'appealExamine'];
const ALL_KEYS = ['consultReply', 'declareExamine', ...APPEAL_KEYS, ...REVIEW_KEYS, 'manpowerAccept', 'feedbackHandle'];

describe('getWorkTodoCount', () => {
  it('gives each role the counters of the pages it may list, named, with the page path, in display order', async () => {
    const admin = await todos('admin');
    expect(admin.map((t) => t.todoType)).toEqual(ALL_KEYS);
    expect(admin.find((t) => t.todoType === 'declareExamine')).toMatchObject({ todoName: '待审核申报', path: '/work/dec/declare' });
    expect(admin.find((t) => t.todoType === 'consultReply')).toMatchObject({ todoName: '待答复咨询', path: '/work/policy/consult' });
    expect(admin.find((t) => t.todoType === 'manpowerAccept')).toMatchObject({ todoName: '待接入人工客服', path: '/work/cs/manpower' });
    expect(admin.find((t) => t.todoType === 'feedbackHandle')).toMatchObject({ todoName: '待处理意见反馈', path: '/work/sys/feedback' });
    expect(admin.every((t) => t.path.startsWith('/work/') && Number.isInteger(t.count) && t.count >= 0)).toBe(true);

    expect((await todos('yyf')).map((t) => t.todoType)).toEqual(ALL_KEYS);
    expect((await todos('gov')).map((t) => t.todoType)).toEqual(['consultReply', 'declareExamine', ...APPEAL_KEYS, ...REVIEW_KEYS]);
    expect((await todos('dept')).map((t) => t.todoType)).toEqual(['consultReply', 'declareExamine', 'appealDeal']);
    expect((await todos('callcenter')).map((t) => t.todoType)).toEqual(['manpowerAccept']);
    // the enterprise holds land:demand:list etc. for its own pages only, not for the staff pages
    expect(await todos('qy')).toEqual([]);
  });

  it('counts the seeded waiting items, the same numbers the pages’ lists show', async () => {
    const seeded = {
      declareExamine: await rows(decDeclare, eq(decDeclare.status, '1')),
      landInfoReview: await rows(landInfo, eq(landInfo.status, '1')),
      landDemandReview: await rows(landDemand, eq(landDemand.status, '1')),
      workshopInfoReview: await rows(workshopInfo, eq(workshopInfo.status, '1')),
      workshopDemandReview: await rows(workshopDemand, eq(workshopDemand.status, '1')),
      techAchievementReview: await rows(techAchievement, eq(techAchievement.status, '1')),
      techRequirementReview: await rows(techRequirement, eq(techRequirement.status, '1')),
      techExpertReview: await rows(techExpert, eq(techExpert.status, '1')),
      techInstituteReview: await rows(techInstitute, eq(techInstitute.status, '1')),
      manpowerAccept: await rows(csChatRequire, eq(csChatRequire.status, '1')),
      feedbackHandle: await rows(sysFeedback, eq(sysFeedback.handleStatus, '0')),
      consultReply: await rows(polConsult, eq(polConsult.status, '0')),
      appealAccept: await rows(appealInfo, eq(appealInfo.status, '1')),
      appealDeal: await rows(appealInfo, inArray(appealInfo.status, ['2', '3'])),
      appealExamine: await rows(appealInfo, eq(appealInfo.status, '4')),
    };
    // the demo data has items waiting in most lists (else this test would prove little)
    expect(Object.values(seeded).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);
    expect(await counts('admin')).toEqual(seeded);
    expect(await counts('yyf')).toEqual(seeded);

    const gov = await counts('gov');
    expect(gov['declareExamine']).toBe(await listTotal('gov', '/dec/declare/list?status=1&pageSize=1'));
    expect(gov['landInfoReview']).toBe(await listTotal('gov', '/land/info/list?status=1&pageSize=1'));
    expect(gov['workshopDemandReview']).toBe(await listTotal('gov', '/workshop/demand/list?status=1&pageSize=1'));
    expect(gov['techExpertReview']).toBe(await listTotal('gov', '/tech/expert/list?status=1&pageSize=1'));
    expect((await counts('dept'))['appealDeal']).toBe(
      (await listTotal('dept', '/appeal/info/list?status=2&pageSize=1')) + (await listTotal('dept', '/appeal/info/list?status=3&pageSize=1')),
    );
    expect((await counts('dept'))['appealDeal']).toBeLessThan(seeded.appealDeal);
    expect((await counts('callcenter'))['manpowerAccept']).toBe(await listTotal('callcenter', '/chatRequireManpower/list?status=1&pageSize=1'));
    expect((await counts('yyf'))['feedbackHandle']).toBe(await listTotal('yyf', '/sys/feedback/list?handleStatus=0&pageSize=1'));
  });

  it('counts consultations within the data rule: a department only those on its own policies', async () => {
    const before = { gov: await counts('gov'), dept: await counts('dept') };
    const own = await policyOf(DEPT_TREE[0]);
    const other = await policyOf();
    for (const [polInfoId, consultContent] of [
      [own, '技改补助是否可以和省级补助叠加？'],
      [other, '申报材料是否需要盖章？'],
      [other, '补助什么时候发放？'],
    ] as const) {
      expect((await call(server, 'POST', '/pol/consult/add', tokens['qy'], { polInfoId, consultContent })).json.success).toBe(true);
    }
    const gov = await counts('gov');
    const dept = await counts('dept');
    expect(gov['consultReply']).toBe((before.gov['consultReply'] ?? 0) + 3);
    expect(dept['consultReply']).toBe((before.dept['consultReply'] ?? 0) + 1);
    // the same scope as the page's list
    const deptList = await call<Page<{ status: string }>>(server, 'GET', '/pol/consult/view?pageSize=100', tokens['dept']);
    expect(dept['consultReply']).toBe(deptList.json.data?.list.filter((c) => c.status === '0').length);
    const deptScoped = await server.db
      .select({ n: count() })
      .from(polConsult)
      .innerJoin(polInfo, eq(polInfo.id, polConsult.polInfoId))
      .where(and(eq(polConsult.status, '0'), inArray(polInfo.policyDepName, DEPT_TREE)));
    expect(dept['consultReply']).toBe(Number(deptScoped[0]?.n ?? 0));

    // gov answers the department's consultation: both counters go down by one
    const govList = await call<Page<{ id: string; status: string; polInfoId: string }>>(server, 'GET', '/pol/consult/view?pageSize=100', tokens['gov']);
    const target = govList.json.data?.list.find((c) => c.status === '0' && c.polInfoId === own);
    const answered = await call(server, 'POST', '/pol/consult/result', tokens['gov'], { id: target!.id, reply: '可以叠加，具体以申报指南为准。' });
    expect(answered.json).toMatchObject({ success: true });
    expect((await counts('gov'))['consultReply']).toBe((gov['consultReply'] ?? 0) - 1);
    expect((await counts('dept'))['consultReply']).toBe((dept['consultReply'] ?? 0) - 1);
  });

  it('goes down when the work is done: a declaration examined, a listing reviewed, feedback handled, a chat accepted', async () => {
    const gov = await counts('gov');
    const [declare] = await server.db.select({ id: decDeclare.id }).from(decDeclare).where(eq(decDeclare.status, '1')).limit(1);
    const [land] = await server.db.select({ id: landInfo.id }).from(landInfo).where(eq(landInfo.status, '1')).limit(1);
    expect(declare && land).toBeTruthy();
    expect((await call(server, 'POST', '/dec/declare/examine', tokens['gov'], { id: declare!.id, result: '1' })).json.success).toBe(true);
    expect((await call(server, 'POST', '/land/info/review', tokens['gov'], { id: land!.id, result: '2', opinion: '地块红线图不清晰' })).json.success).toBe(true);
    const govAfter = await counts('gov');
    expect(govAfter['declareExamine']).toBe((gov['declareExamine'] ?? 0) - 1);
    expect(govAfter['landInfoReview']).toBe((gov['landInfoReview'] ?? 0) - 1);
    expect(govAfter['techAchievementReview']).toBe(gov['techAchievementReview']);
    expect((await counts('dept'))['declareExamine']).toBe(govAfter['declareExamine']);

    const yyf = await counts('yyf');
    const [feedback] = await server.db.select({ id: sysFeedback.id }).from(sysFeedback).where(eq(sysFeedback.handleStatus, '0')).limit(1);
    expect(feedback).toBeTruthy();
    expect((await call(server, 'POST', '/sys/feedback/handle', tokens['yyf'], { id: feedback!.id, handleResult: '已转相关部门处理。' })).json.success).toBe(true);
    expect((await counts('yyf'))['feedbackHandle']).toBe((yyf['feedbackHandle'] ?? 0) - 1);
    expect((await counts('admin'))['feedbackHandle']).toBe((yyf['feedbackHandle'] ?? 0) - 1);

    const waiting = (await counts('callcenter'))['manpowerAccept'] ?? 0;
    const applied = await call<{ id: string }>(server, 'POST', '/chatRequireManpower/apply', tokens['qy'], { question: '技改补助申报时间' });
    expect(applied.json.success).toBe(true);
    expect((await counts('callcenter'))['manpowerAccept']).toBe(waiting + 1);
    const [request] = await server.db.select({ id: csChatRequire.id }).from(csChatRequire).where(eq(csChatRequire.status, '1')).limit(1);
    expect((await call(server, 'POST', '/chatRequireManpower/accept', tokens['callcenter'], { id: request!.id })).json.success).toBe(true);
    expect((await counts('callcenter'))['manpowerAccept']).toBe(waiting);
  });

  it('needs a login (401 without a token)', async () => {
    const res = await call(server, 'GET', '/work/todoCount');
    expect(res.status).toBe(401);
  });
});
