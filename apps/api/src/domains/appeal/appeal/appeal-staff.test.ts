/**
 * 诉求办理 for staff (issue 16 acceptance 1, 2, 3, 6; seeds 001 §7 appeal/info/*, appeal/statistics*, appeal/type/*,
 * appeal/sourceValueName/*, appeal/dealOffice/*, appeal/dealDuration/*): the whole walk from the enterprise's
 * submission to its rating, the department's data scope in list, counts, detail, export and statistics, overdue
 * appeals flagged, first and counted, every action outside the state table refused, and the configuration with the
 * cached option lists answering every change at once — on the demo data.
 */
import { appealActionsFrom, type AppealStatus } from '@qifu/appeal-rules';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appealDealOffice, appealInfo, appealRemind, sysDataRule, sysOutbox, sysRole } from '../../../db/schema';
import { migrationsFolder } from '../../../paths';
import { createAppealDeadlineReminder } from '../reminder/appeal-deadline-reminder';
import { addWorkingDays } from './appeal-deadline';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { createUser, type FixtureUser } from '../../../testing/fixtures';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };
type Option = { label: string; value: string; children?: Option[] };
type ListItem = { id: string; appealNo: string; appealTitle: string; status: AppealStatus; deadline: string | null; dealOffice: string | null; dealOfficeName: string | null; overdue: boolean; companyName: string; appealSourceName: string };
type Page = { list: ListItem[]; total: number };
type Detail = ListItem & { satisfaction: number | null; satisfactionRemark: string | null; rateTime: string | null; logs: { action: string; toStatus: string; operatorName: string; opinion: string | null }[] };
type Counts = { total: number; overdueCount: number; waitAcceptCount: number; dealingCount: number };
type StatItem = { code: string; name: string; count: number; finishCount: number; overdueCount: number; avgDealDays: number | null; avgSatisfaction: number | null };

let server: TestServer;
const t: Record<'qy' | 'yyf' | 'gov' | 'dept' | 'admin' | 'call' | 'gr', string> = { qy: '', yyf: '', gov: '', dept: '', admin: '', call: '', gr: '' };
let other: FixtureUser;
let jxj = '';
let fgj = '';

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const [k, user] of [['qy', 'qy'], ['yyf', 'yyf'], ['gov', 'gov'], ['dept', 'dept'], ['admin', 'admin'], ['call', 'callcenter'], ['gr', 'gr']] as const) {
    t[k] = (await loginAs(server, user)).token;
  }
  other = await createUser(server, 'appeal-staff-qy2', { companyName: '德清县诉求办理测试企业有限公司' });
  const offices = await server.db.select({ id: appealDealOffice.id, name: appealDealOffice.dealOfficeName }).from(appealDealOffice);
  jxj = offices.find((o) => o.name === '德清县经济和信息化局')?.id ?? '';
  fgj = offices.find((o) => o.name === '德清县发展和改革局')?.id ?? '';
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string | null, payload?: unknown) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, url, res)).toEqual([]);
  return body<Envelope<T>>(res);
}

const FORM = {
  appealTitle: '诉求办理全流程测试',
  appealContent: '新厂区即将竣工，想了解雨污管网接入市政管网的申请流程和办理时限。',
  appealClass: '0602',
  contactName: '张伟',
  contactPhone: '13857201001',
  creditCode: '91330521MA2B3C4D5E',
};

async function submitted(title: string, token = t.qy): Promise<string> {
  const res = await call<{ id: string }>('POST', '/appeal/info/submit', token, { ...FORM, appealTitle: title });
  expect(res.success).toBe(true);
  return res.data.id;
}

const list = (token: string, query = '') => call<Page>('GET', `/appeal/info/list?pageSize=200${query}`, token);
const detail = (token: string, id: string) => call<Detail>('GET', `/appeal/info/findDetail?id=${id}`, token);
const FORBIDDEN_STATE = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };

async function readSheet(raw: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

async function exportAs(token: string, query = '') {
  const url = `/api/appeal/info/exportData${query}`;
  const res = await server.app.inject({ url, headers: auth(token) });
  expect(contractViolations('GET', url, res)).toEqual([]);
  return res;
}

describe('acceptance 1: qy submits → yyf dispatches → transfer → dept deals → examine → archive → qy rates', () => {
  it('walks the whole way, each step in qy’s timeline, the rating in the detail and the statistics', async () => {
    const id = await submitted('全流程评价测试诉求');
    const first = (await list(t.yyf)).data.list.find((i) => i.id === id);
    expect(first).toMatchObject({ status: '1', appealSourceName: '企业服务平台', overdue: false });

    expect((await call('POST', '/appeal/info/rate', t.qy, { id, satisfaction: 5 })).msg).toBe('诉求办结后才能评价');
    expect((await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: fgj, opinion: '请发改局办理' })).success).toBe(true);
    expect((await call('POST', '/appeal/info/transfer', t.yyf, { id, dealOffice: jxj, transferReason: '涉及工业项目，转经信局' })).success).toBe(true);
    expect((await call('POST', '/appeal/info/deal', t.dept, { id, dealContent: '已与企业对接，管网接入方案已确定' })).success).toBe(true);
    expect((await call('POST', '/appeal/info/examine', t.yyf, { id, examineResult: '1', examineOpinion: '同意办结' })).success).toBe(true);
    expect((await call('POST', '/appeal/info/archive', t.yyf, { id, archiveRemark: '企业已确认' })).success).toBe(true);

    const progress = (await call<Detail>('GET', `/appeal/info/myProgress?id=${id}`, t.qy)).data;
    expect(progress.logs.map((l) => `${l.action}:${l.toStatus}`)).toEqual(['submit:1', 'updateDealOffice:2', 'transfer:3', 'deal:4', 'examine:5', 'archive:6']);
    expect(progress.logs.map((l) => l.operatorName)).toEqual(['张伟', '李娜', '李娜', '王强', '李娜', '李娜']);

    expect((await call('POST', '/appeal/info/rate', other.token, { id, satisfaction: 1 })).code).toBe('NOT_FOUND_ENTITY');
    expect((await call('POST', '/appeal/info/rate', t.qy, { id, satisfaction: 5, satisfactionRemark: '答复及时，问题已解决' })).msg).toBe('评价成功');
    expect((await call('POST', '/appeal/info/rate', t.qy, { id, satisfaction: 1 })).msg).toBe('该诉求已评价');

    expect((await detail(t.yyf, id)).data).toMatchObject({ status: '6', satisfaction: 5, satisfactionRemark: '答复及时，问题已解决' });
    expect((await call<Detail>('GET', `/appeal/info/myProgress?id=${id}`, t.qy)).data.satisfaction).toBe(5);
    const byOffice = (await call<StatItem[]>('GET', '/appeal/statistics/byDealOffice', t.yyf)).data;
    const office = byOffice.find((o) => o.code === jxj);
    expect(office?.avgSatisfaction).not.toBeNull();
    expect(office?.finishCount).toBeGreaterThanOrEqual(1);
    expect(office?.avgDealDays).not.toBeNull();
  });
});

describe('acceptance 2: a department sees only its own appeals', () => {
  it('keeps another department’s appeal out of dept’s list, counts, detail, export, statistics and writes', async () => {
    const mine = await submitted('经信局范围诉求');
    const theirs = await submitted('发改局范围诉求');
    await call('POST', '/appeal/info/updateDealOffice', t.gov, { id: mine, dealOffice: jxj });
    await call('POST', '/appeal/info/updateDealOffice', t.gov, { id: theirs, dealOffice: fgj });

    const deptList = (await list(t.dept)).data;
    expect(deptList.list.length).toBeGreaterThan(0);
    expect(deptList.list.every((i) => i.dealOfficeName === '德清县经济和信息化局')).toBe(true);
    expect(deptList.list.some((i) => i.id === mine)).toBe(true);
    expect(deptList.list.some((i) => i.id === theirs)).toBe(false);
    // a filter cannot widen the scope
    expect((await list(t.dept, `&dealOffice=${fgj}`)).data).toEqual({ list: [], total: 0 });
    const yyfList = (await list(t.yyf)).data;
    expect(yyfList.list.some((i) => i.id === theirs)).toBe(true);

    const deptCounts = (await call<Counts>('GET', '/appeal/info/counts', t.dept)).data;
    expect(deptCounts.total).toBe(deptList.total);
    expect((await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.total).toBe(yyfList.total);

    expect((await detail(t.dept, theirs))).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '诉求不存在' });
    expect((await call('POST', '/appeal/info/deal', t.dept, { id: theirs, dealContent: '越权办理' })).code).toBe('NOT_FOUND_ENTITY');
    expect((await call('POST', '/appeal/info/transfer', t.dept, { id: theirs, dealOffice: jxj, transferReason: '越权转办' })).code).toBe('NOT_FOUND_ENTITY');

    const rows = await readSheet((await exportAs(t.dept)).rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['诉求编号', '诉求标题', '诉求分类']);
    const titles = rows.slice(1).map((r) => r[1]);
    expect(titles).toContain('经信局范围诉求');
    expect(titles).not.toContain('发改局范围诉求');
    expect(rows.length - 1).toBe(deptList.total);

    const byOffice = (await call<StatItem[]>('GET', '/appeal/statistics/byDealOffice', t.dept)).data;
    expect(byOffice.filter((o) => o.count > 0).map((o) => o.name)).toEqual(['德清县经济和信息化局']);
  });
});

describe('upgrading a database seeded before the DEPT appeal rule existed', () => {
  it('adds the rule once through migration 0016, so dept is scoped again; a deleted rule stays deleted afterwards', async () => {
    const deptRule = and(eq(sysDataRule.resource, 'appeal:info'), inArray(sysDataRule.roleId, server.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'DEPT'))));
    expect(await server.db.select({ id: sysDataRule.id }).from(sysDataRule).where(deptRule)).toHaveLength(1);
    const scoped = (await list(t.dept)).data.total;
    await server.db.delete(sysDataRule).where(deptRule); // as an older database: no rule, dept sees all
    expect((await list(t.dept)).data.total).toBe((await list(t.yyf)).data.total);
    const migration = readFileSync(join(migrationsFolder(), '0016_dept_appeal_rule.sql'), 'utf8');
    await server.db.execute(sql.raw(migration));
    await server.db.execute(sql.raw(migration)); // the statement itself never duplicates the rule
    expect(await server.db.select({ ruleName: sysDataRule.ruleName, columnName: sysDataRule.columnName, valueType: sysDataRule.valueType }).from(sysDataRule).where(deptRule)).toEqual([
      { ruleName: '部门只办理承办部门关联本部门的诉求', columnName: 'dealOffice', valueType: 'currentOffice' },
    ]);
    expect((await list(t.dept)).data.total).toBe(scoped);
  });
});

describe('acceptance 3: overdue appeals are flagged, listed first and counted', () => {
  it('flags an appeal past its deadline, puts it first and counts it in the tabs and 诉求统计', async () => {
    const before = (await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.overdueCount;
    expect(before).toBeGreaterThanOrEqual(1); // the seeded overdue appeal
    const id = await submitted('超期测试诉求');
    await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: jxj });
    await server.db.update(appealInfo).set({ deadline: '2020-01-02', createdAt: new Date('2020-01-01T02:00:00Z') }).where(eq(appealInfo.id, id));

    const page = (await list(t.yyf)).data.list;
    const overdue = page.filter((i) => i.overdue);
    expect(overdue.length).toBe(before + 1);
    expect(page.slice(0, overdue.length).every((i) => i.overdue)).toBe(true);
    expect(page.find((i) => i.id === id)?.overdue).toBe(true);
    expect((await list(t.yyf, '&overdue=true')).data.list.map((i) => i.id)).toContain(id);
    expect((await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.overdueCount).toBe(before + 1);

    const byType = (await call<StatItem[]>('GET', '/appeal/statistics/byType', t.yyf)).data;
    expect(byType.reduce((n, i) => n + i.overdueCount, 0)).toBe(before + 1);
    expect(byType.find((i) => i.code === '06')?.overdueCount).toBeGreaterThanOrEqual(1);
    const byStreet = (await call<{ name: string; report: number; notReport: number; inName: string; outName: string }[]>('GET', '/appeal/statistics/byStreet', t.yyf)).data;
    expect(byStreet[0]).toMatchObject({ inName: '已办结', outName: '未办结' });
    const total = (await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.total;
    expect(byStreet.reduce((n, s) => n + s.report + s.notReport, 0)).toBe(total);
    const trend = (await call<{ month: string; submitCount: number }[]>('GET', '/appeal/statistics/trend?year=2020', t.yyf)).data;
    expect(trend).toHaveLength(12);
    expect(trend[0]).toMatchObject({ month: '2020-01', submitCount: 1 });
  });

  it('counts by source and exports the figures of 诉求统计 within the caller’s scope', async () => {
    const bySource = (await call<StatItem[]>('GET', '/appeal/statistics/bySource', t.yyf)).data;
    const total = (await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.total;
    expect(bySource.reduce((n, i) => n + i.count, 0)).toBe(total);
    expect(bySource.find((i) => i.name === '企业服务平台')?.count).toBeGreaterThanOrEqual(1);
    expect(bySource.map((i) => i.count)).toEqual([...bySource.map((i) => i.count)].sort((a, b) => b - a));
    const overdue = bySource.reduce((n, i) => n + i.overdueCount, 0);
    expect(overdue).toBe((await call<Counts>('GET', '/appeal/info/counts', t.yyf)).data.overdueCount);

    const url = '/api/appeal/statistics/export';
    const res = await server.app.inject({ url, headers: auth(t.yyf) });
    expect(contractViolations('GET', url, res)).toEqual([]);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['按分类', '按承办部门', '按来源', '按街道']);
    const sourceSheet = workbook.getWorksheet('按来源');
    expect((sourceSheet?.getRow(1).values as unknown[]).slice(1)).toEqual(['诉求来源', '诉求数', '已办结', '超期未办结', '超期率', '平均办理时长（天）', '平均满意度']);
    const first = bySource[0]!;
    const rate = first.count > 0 ? `${((Math.round((first.overdueCount * 1000) / first.count)) / 10).toFixed(1)}%` : '';
    expect((sourceSheet?.getRow(2).values as unknown[]).slice(1, 6)).toEqual([first.name, first.count, first.finishCount, first.overdueCount, rate]);

    // dept: only its own appeals, in the chart data and the file
    const deptSources = (await call<StatItem[]>('GET', '/appeal/statistics/bySource', t.dept)).data;
    expect(deptSources.reduce((n, i) => n + i.count, 0)).toBe((await call<Counts>('GET', '/appeal/info/counts', t.dept)).data.total);
    const deptFile = await server.app.inject({ url, headers: auth(t.dept) });
    const deptBook = new ExcelJS.Workbook();
    await deptBook.xlsx.load(deptFile.rawPayload as unknown as ArrayBuffer);
    const offices = deptBook.getWorksheet('按承办部门');
    const withAppeals: string[] = [];
    offices?.eachRow((row, n) => {
      const v = row.values as unknown[];
      if (n > 1 && Number(v[2]) > 0) withAppeals.push(String(v[1]));
    });
    expect(withAppeals).toEqual(['德清县经济和信息化局']);
    expect(body<Envelope>(await server.app.inject({ url, headers: auth(t.call) }))).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('time limits: the handling department is reminded through the outbox, once per appeal and limit', () => {
  async function smsAbout(appealNo: string) {
    const rows = await server.db.select({ payload: sysOutbox.payload }).from(sysOutbox).where(eq(sysOutbox.topic, 'sms')).orderBy(asc(sysOutbox.createdAt));
    return rows.map((r) => r.payload as { phone: string; text: string }).filter((p) => p.text.includes(appealNo));
  }

  it('texts the office’s DEPT staff and contact phone when the deadline passes, never twice, again after a transfer', async () => {
    const log = { info: () => undefined, error: () => undefined };
    const reminder = createAppealDeadlineReminder({ db: server.db, log });
    const id = await submitted('超期提醒测试诉求');
    await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: jxj });
    const [row] = await server.db.select({ appealNo: appealInfo.appealNo }).from(appealInfo).where(eq(appealInfo.id, id));
    const appealNo = row?.appealNo ?? '';
    await reminder.runOnce();
    expect(await smsAbout(appealNo)).toEqual([]); // not overdue yet

    await server.db.update(appealInfo).set({ deadline: '2021-03-01' }).where(eq(appealInfo.id, id));
    expect((await reminder.runOnce()).reminded).toBeGreaterThanOrEqual(1);
    const first = await smsAbout(appealNo);
    // dept 王强 (DEPT of the linked office) is also the office's contact phone: one message, not two
    expect(first).toEqual([
      { phone: '13857208006', text: `【县企业综合服务中心】德清县经济和信息化局：诉求“超期提醒测试诉求”（${appealNo}）已超过办理期限（2021-03-01），请尽快办理并答复企业。` },
    ]);
    expect(await reminder.runOnce()).toEqual({ reminded: 0, messages: 0 });
    expect(await smsAbout(appealNo)).toHaveLength(1);

    // transferred to 发改局 (no linked staff here): its contact phone is reminded of the same limit, once
    expect((await call('POST', '/appeal/info/transfer', t.yyf, { id, dealOffice: fgj, transferReason: '转发改局办理' })).success).toBe(true);
    await reminder.runOnce();
    await reminder.runOnce();
    expect((await smsAbout(appealNo)).map((m) => m.phone)).toEqual(['13857208006', '13957200011']);
    expect((await server.db.select().from(appealRemind).where(eq(appealRemind.appealId, id))).map((r) => r.recipients)).toEqual([1, 1]);
  });
});

describe('acceptance 6: every action outside the state table is refused', () => {
  const ACTIONS = {
    updateDealOffice: (id: string) => ['/appeal/info/updateDealOffice', { id, dealOffice: fgj }],
    transfer: (id: string) => ['/appeal/info/transfer', { id, dealOffice: fgj, transferReason: '转办' }],
    deal: (id: string) => ['/appeal/info/deal', { id, dealContent: '办理' }],
    back: (id: string) => ['/appeal/info/back', { id, backReason: '退回' }],
    examinePass: (id: string) => ['/appeal/info/examine', { id, examineResult: '1', examineOpinion: '通过' }],
    archive: (id: string) => ['/appeal/info/archive', { id }],
    delete: (id: string) => ['/appeal/info/delete', { ids: [id] }],
  } as const;

  it('refuses, in every stored state, each staff action the table does not list, and changes nothing', async () => {
    const all = (await list(t.admin)).data.list;
    let checked = 0;
    for (const status of ['1', '2', '3', '4', '5', '6', '7'] as const) {
      const item = all.find((i) => i.status === status);
      expect(item, `a seeded appeal in ${status}`).toBeDefined();
      if (!item) continue;
      const allowed = new Set<string>(appealActionsFrom(status));
      for (const [action, payload] of Object.entries(ACTIONS)) {
        if (allowed.has(action)) continue;
        const [path, data] = payload(item.id) as unknown as readonly [string, object];
        expect((await call('POST', path, t.admin, data)), `${action} in ${status}`).toMatchObject(FORBIDDEN_STATE);
        checked += 1;
      }
      expect((await detail(t.admin, item.id)).data.status).toBe(status);
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('corrects an appeal only while it is open; deletes only 待受理 / 已退回, all or none', async () => {
    const sources = (await call<Option[]>('GET', '/appeal/sourceValueName/queryAppealSourceByRedis', null)).data;
    const hotline = sources.flatMap((g) => g.children ?? []).find((s) => s.label === '浙里办')?.value ?? '';
    const id = await submitted('修改删除测试诉求');
    const form = { ...FORM, id, companyName: '德清县恒达新材料有限公司', appealSource: hotline, appealTitle: '修改后的标题' };
    expect((await call('POST', '/appeal/info/updateAppeal', t.yyf, form)).msg).toBe('保存成功');
    const d = (await detail(t.yyf, id)).data;
    expect(d).toMatchObject({ appealTitle: '修改后的标题', status: '1', appealSourceName: '浙里办' });
    expect(d.logs.map((l) => l.action)).toEqual(['submit', 'update']);

    const finished = (await list(t.admin, '&status=5')).data.list[0];
    expect((await call('POST', '/appeal/info/updateAppeal', t.admin, { ...form, id: finished?.id })).code).toBe('BUSINESS_RULE');
    expect((await call('POST', '/appeal/info/delete', t.yyf, { ids: [id, finished?.id] })).msg).toBe('当前状态不允许该操作');
    expect((await detail(t.yyf, id)).success).toBe(true);
    expect((await call('POST', '/appeal/info/delete', t.dept, { ids: [id] })).code).toBe('FORBIDDEN');
    expect((await call('POST', '/appeal/info/delete', t.yyf, { ids: [id] })).success).toBe(true);
    expect((await detail(t.yyf, id)).code).toBe('NOT_FOUND_ENTITY');
  });

  it('lets the call centre register an appeal received by phone (代为登记), which staff then list', async () => {
    const sources = (await call<Option[]>('GET', '/appeal/sourceValueName/queryAppealSourceByRedis', null)).data;
    const source = sources.flatMap((g) => g.children ?? [])[0]?.value ?? '';
    const bad = await call('POST', '/appeal/info/updateAppeal', t.call, { ...FORM, companyName: '德清县某企业', appealSource: source, contactPhone: '123' });
    expect(bad).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const res = await call<{ id: string }>('POST', '/appeal/info/updateAppeal', t.call, { ...FORM, companyName: '德清县来电企业有限公司', appealSource: source, appealTitle: '来电登记诉求' });
    expect(res).toMatchObject({ success: true, msg: '保存成功' });
    const d = (await detail(t.yyf, res.data.id)).data;
    expect(d).toMatchObject({ status: '1', companyName: '德清县来电企业有限公司' });
    expect(d.logs.map((l) => l.action)).toEqual(['create']);
    expect((await call('POST', '/appeal/info/updateAppeal', t.qy, { ...FORM, companyName: 'x', appealSource: source })).code).toBe('FORBIDDEN');
  });
});

describe('configuration and the cached option lists', () => {
  it('answers every source change in the very next public read', async () => {
    const read = async () => JSON.stringify((await call<Option[]>('GET', '/appeal/sourceValueName/queryAppealSourceByRedis', null)).data);
    expect(await read()).not.toContain('政企直通车');
    const saved = await call<{ id: string }>('POST', '/appeal/sourceValueName/saveOrUpdate', t.yyf, { sourceType: '3', sourceValueName: '政企直通车', sort: 9 });
    expect(saved).toMatchObject({ success: true, msg: '保存成功' });
    expect(await read()).toContain('政企直通车');
    expect((await call('POST', '/appeal/sourceValueName/saveOrUpdate', t.yyf, { sourceType: '3', sourceValueName: '政企直通车' })).msg).toBe('该来源名称已存在');
    await call('POST', '/appeal/sourceValueName/changeEnableFlag', t.yyf, { id: saved.data.id, enableFlag: false });
    expect(await read()).not.toContain('政企直通车');
    const page = (await call<{ list: { sourceValueName: string; sourceTypeName: string; enableFlag: boolean }[] }>('GET', '/appeal/sourceValueName/list?sourceType=3', t.yyf)).data;
    expect(page.list.find((s) => s.sourceValueName === '政企直通车')).toMatchObject({ sourceTypeName: '走访收集', enableFlag: false });
    expect((await call('POST', '/appeal/sourceValueName/delete', t.yyf, { ids: [saved.data.id] })).success).toBe(true);
    const used = (await list(t.yyf)).data.list[0]?.id ?? '';
    const usedSource = (await detail(t.yyf, used)).data as unknown as { appealSource: string };
    expect((await call('POST', '/appeal/sourceValueName/delete', t.yyf, { ids: [usedSource.appealSource] })).msg).toBe('该来源已被诉求使用，请停用');
    expect((await call('POST', '/appeal/sourceValueName/saveOrUpdate', t.dept, { sourceType: '3', sourceValueName: 'x' })).code).toBe('FORBIDDEN');
  });

  it('keeps the class tree two levels deep, refuses deleting used classes and shows changes in the public tree at once', async () => {
    const tree = async () => (await call<Option[]>('GET', '/appeal/info/queryAppealClassByRedis', null)).data;
    const parent = (await tree()).find((o) => o.value === '06');
    expect(parent).toBeDefined();
    const parentId = (await call<{ id: string; typeCode: string }[]>('GET', '/appeal/type/tree', t.yyf)).data.find((n) => n.typeCode === '06')?.id ?? '';
    const child = await call<{ id: string }>('POST', '/appeal/type/saveOrUpdate', t.yyf, { parentId, typeName: '通信网络', typeCode: '0699', sort: 99 });
    expect(child.success).toBe(true);
    expect((await tree()).find((o) => o.value === '06')?.children?.map((c) => c.label)).toContain('通信网络');
    expect((await call('POST', '/appeal/type/saveOrUpdate', t.yyf, { parentId: child.data.id, typeName: '三级', typeCode: '069901' })).msg).toBe('诉求分类最多两级');
    expect((await call('POST', '/appeal/type/saveOrUpdate', t.yyf, { typeName: '重复', typeCode: '0699' })).msg).toBe('该分类编码已存在');
    expect((await call<{ typeName: string; children: unknown[] }>('GET', `/appeal/type/findById?id=${child.data.id}`, t.yyf)).data).toMatchObject({ typeName: '通信网络', children: [] });
    await call('POST', '/appeal/type/changeEnableFlag', t.yyf, { id: child.data.id, enableFlag: false });
    expect((await tree()).find((o) => o.value === '06')?.children?.map((c) => c.label)).not.toContain('通信网络');
    expect((await call('POST', '/appeal/type/delete', t.yyf, { ids: [parentId] })).msg).toBe('该分类下存在子分类，不能删除');
    expect((await call('POST', '/appeal/type/delete', t.yyf, { ids: [child.data.id] })).success).toBe(true);
    const usedLeaf = (await call<{ id: string; typeCode: string; children: { id: string; typeCode: string }[] }[]>('GET', '/appeal/type/tree', t.yyf)).data
      .flatMap((n) => n.children)
      .find((c) => c.typeCode === '0602');
    expect((await call('POST', '/appeal/type/delete', t.yyf, { ids: [usedLeaf?.id] })).msg).toBe('该分类已被诉求使用，请停用');
  });

  it('sets the time limit a dispatch uses, one per class', async () => {
    const saved = await call<{ id: string }>('POST', '/appeal/dealDuration/saveOrUpdate', t.yyf, { appealClass: '0602', dealDays: 3, warnDays: 1 });
    expect(saved.success).toBe(true);
    expect((await call('POST', '/appeal/dealDuration/saveOrUpdate', t.yyf, { appealClass: '0602', dealDays: 5 })).msg).toBe('该诉求分类已配置办理时限');
    expect((await call('POST', '/appeal/dealDuration/saveOrUpdate', t.yyf, { id: saved.data.id, appealClass: '0602', dealDays: 2, warnDays: 2 })).msg).toBe('预警天数须小于办理天数');
    const rows = (await call<{ list: { appealClass: string; appealClassName: string; dealDays: number }[] }>('GET', '/appeal/dealDuration/list?appealClass=0602', t.yyf)).data.list;
    expect(rows).toEqual([expect.objectContaining({ appealClass: '0602', dealDays: 3 })]);
    expect(rows[0]?.appealClassName).toMatch(/^基础设施-/);

    const id = await submitted('办理时限测试诉求');
    await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: jxj });
    expect((await detail(t.yyf, id)).data.deadline).toBe(addWorkingDays(new Date(), 3));

    expect((await call('POST', '/appeal/dealDuration/delete', t.yyf, { ids: [saved.data.id] })).success).toBe(true);
    expect((await call<{ total: number }>('GET', '/appeal/dealDuration/list?appealClass=0602', t.yyf)).data.total).toBe(0);
  });

  it('manages dealing offices; a disabled one leaves the dispatch options, a used one cannot be deleted', async () => {
    const options = async () => (await call<Option[]>('GET', '/appeal/dealOffice/options', t.dept)).data.map((o) => o.label);
    const saved = await call<{ id: string }>('POST', '/appeal/dealOffice/saveOrUpdate', t.admin, { dealOfficeName: '德清县测试承办局', contactName: '赵六', contactPhone: '13857209999' });
    expect(saved.success).toBe(true);
    expect(await options()).toContain('德清县测试承办局');
    expect((await call('POST', '/appeal/dealOffice/saveOrUpdate', t.admin, { dealOfficeName: '德清县测试承办局' })).msg).toBe('该承办部门已存在');
    await call('POST', '/appeal/dealOffice/changeEnableFlag', t.admin, { id: saved.data.id, enableFlag: false });
    expect(await options()).not.toContain('德清县测试承办局');
    // references that are not there answer 200 BUSINESS_RULE, not 400, and change nothing (issue 17)
    const id = await submitted('停用承办部门分派测试');
    const refused = await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: saved.data.id });
    expect(refused).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '承办部门不存在或已停用' });
    expect((await detail(t.yyf, id)).data).toMatchObject({ status: '1', dealOffice: null });
    expect((await call('POST', '/appeal/info/updateDealOffice', t.yyf, { id, dealOffice: jxj })).success).toBe(true);
    const notUploaded = { fileName: '办理结果.pdf', filePath: '2026/11/not-uploaded.pdf' };
    const dealt = await call('POST', '/appeal/info/deal', t.yyf, { id, dealContent: '已办理', dealFiles: [notUploaded] });
    expect(dealt).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '附件不存在，请重新上传' });
    expect((await detail(t.yyf, id)).data).toMatchObject({ status: '2' });
    expect((await call<{ total: number }>('GET', `/appeal/dealOffice/list?keyword=${encodeURIComponent('测试承办')}`, t.admin)).data.total).toBe(1);
    // the linked system office is shown by name (the 承办部门 picker links one)
    const linked = (await call<{ list: { id: string; officeId: string | null; officeName: string | null }[] }>('GET', `/appeal/dealOffice/list?keyword=${encodeURIComponent('经济和信息化')}`, t.admin)).data.list;
    expect(linked.find((o) => o.id === jxj)).toMatchObject({ officeId: expect.any(String), officeName: '德清县经济和信息化局' });
    expect((await call('POST', '/appeal/dealOffice/saveOrUpdate', t.admin, { id: saved.data.id, dealOfficeName: '德清县测试承办局', officeId: '00000000-0000-4000-8000-000000000000' })).msg).toBe('关联的系统部门不存在');
    expect((await call('POST', '/appeal/dealOffice/delete', t.admin, { ids: [saved.data.id] })).success).toBe(true);
    expect((await call('POST', '/appeal/dealOffice/delete', t.admin, { ids: [jxj] })).msg).toBe('该承办部门已有诉求，请停用');
  });
});
