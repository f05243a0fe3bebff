/**
 * Issue 15 acceptance 1 and 4 (policy administration, API side): a policy created and taken up by yyf
 * appears at once in the public market (listPolicyDoc, read through the read cache), policy search
 * (listPolicyDoc with a keyword) and global search; taken down it disappears from all three; an action
 * outside the policy state table is refused and changes nothing. Also the 政策信息库 examination, the
 * export read back with exceljs, the city-policy sync from an uploaded spreadsheet and 政策文件.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polInfo } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { atLeast, createPolicy, createProject, uploadPdf } from '../../../testing/fixtures';
import { bestOf, ensureCompanyMatches } from '../../matching';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const yyf = () => tokens['yyf']!;

type Page<T> = { list: T[]; total: number };
type MarketItem = { id: string; policyTitle: string };
type AdminItem = { id: string; policyTitle: string; status: string; policyCreateTime: string | null };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ['yyf', 'qy', 'gov']) tokens[name] = (await loginAs(server, name)).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function policyForm(title: string, extra: Record<string, unknown> = {}) {
  return {
    policyTitle: title,
    policyNo: '德政发〔2026〕99号',
    policyLevel: '县级',
    units: [{ unitName: ' 德清县经济和信息化局 ', unitContact: ' 陈静 ', unitPhone: ' 0572-8421234 ', unitType: '1' }],
    organiserUnits: [{ unitName: '德清县科技局', unitAbbre: '县科技局', unitType: '2' }],
    supportModes: ['1'],
    validStart: '2026-01-01',
    validEnd: '2028-12-31',
    content: `<p>${title}的正文。</p><script>alert(1)</script>`,
    ...extra,
  };
}

async function save(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call<{ id: string }>(server, 'POST', '/admin/policy/info/save', yyf(), policyForm(title, extra));
  expect(res.violations).toEqual([]);
  expect(res.json).toMatchObject({ success: true, msg: '保存成功' });
  return res.json.data!.id;
}

/** Whether the policy is on the market's first page, found by policy search and by global search. */
async function visibility(id: string, word: string): Promise<[boolean, boolean, boolean]> {
  const market = await call<Page<MarketItem>>(server, 'GET', '/policy/doc/list?page=1&pageSize=10');
  const search = await call<Page<MarketItem>>(server, 'GET', `/policy/doc/list?page=1&pageSize=10&keyword=${encodeURIComponent(word)}`);
  const global = await call<Page<{ id: string }>>(server, 'GET', `/thirdPartApi/globalSearch?keyword=${encodeURIComponent(word)}&type=policy`);
  for (const a of [market, search, global]) expect(a.violations).toEqual([]);
  const has = (a: { json: { data?: Page<{ id: string }> } }) => a.json.data!.list.some((p) => p.id === id);
  return [has(market), has(search), has(global)];
}

const statusOf = async (id: string) => (await server.db.select({ status: polInfo.status }).from(polInfo).where(eq(polInfo.id, id)))[0]?.status;

describe('take up and take down (acceptance 1)', () => {
  it('shows a taken-up policy at once in the market, policy search and global search, and hides it again when taken down', async () => {
    const word = '碳足迹认证奖励';
    const id = await save(`德清县${word}实施细则`);
    // the public reads are cached before the change
    expect(await visibility(id, word)).toEqual([false, false, false]);

    const up = await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id });
    expect(up.json).toMatchObject({ success: true, msg: '上架成功' });
    expect(await visibility(id, word)).toEqual([true, true, true]);

    const detail = await call<{ policyTitle: string }>(server, 'GET', `/policy/doc/detail?id=${id}`);
    expect(detail.json).toMatchObject({ success: true, data: { policyTitle: `德清县${word}实施细则` } });

    const down = await call(server, 'POST', '/admin/policy/info/takedown', yyf(), { id });
    expect(down.json).toMatchObject({ success: true, msg: '下架成功' });
    expect(await visibility(id, word)).toEqual([false, false, false]);
    expect((await call(server, 'GET', `/policy/doc/detail?id=${id}`)).json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
  });

  it('refuses every action outside the state table and leaves the policy unchanged', async () => {
    const id = await save('状态表外操作测试政策');
    const refuse = async (path: string, payload: unknown, msg: string) => {
      const before = await statusOf(id);
      const res = await call(server, 'POST', path, yyf(), payload);
      expect(res.violations).toEqual([]);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg });
      expect(await statusOf(id)).toBe(before);
    };
    await refuse('/admin/policy/info/takedown', { id }, '当前状态不允许该操作');
    expect((await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id })).json.success).toBe(true);
    await refuse('/admin/policy/info/takeup', { id }, '当前状态不允许该操作');
    await refuse('/admin/policy/info/save', { ...policyForm('改名'), id }, '已上架的政策请先下架再修改');
    await refuse('/admin/policy/info/delete', { id }, '已上架的政策请先下架再删除');
    await refuse('/pol/info/save', { id, policyTitle: '改名', policyDepName: '县经信局', policyCreateTime: '2026-03-15T02:00:00.000Z', supportModes: ['1'], content: '<p>x</p>', saveType: '1' }, '已上架的政策请先下架再修改');
    expect(await statusOf(id)).toBe('published');
  });

  it('sets the publish time at the first takeup and keeps it at the next one', async () => {
    const id = await save('发布时间测试政策');
    const row = async () => (await call<AdminItem>(server, 'GET', `/admin/policy/info/detail?id=${id}`, yyf())).json.data!;
    expect((await row()).policyCreateTime).toBeNull();
    await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id });
    const first = (await row()).policyCreateTime;
    expect(first).not.toBeNull();
    await call(server, 'POST', '/admin/policy/info/takedown', yyf(), { id });
    await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id });
    expect((await row()).policyCreateTime).toBe(first);
  });
});

describe('政策发布 save, detail, delete', () => {
  it('stores both unit tables trimmed, derives the issuing unit and sanitizes the body', async () => {
    const id = await save('单位表测试政策');
    const res = await call<Record<string, unknown>>(server, 'GET', `/admin/policy/info/detail?id=${id}`, yyf());
    expect(res.violations).toEqual([]);
    expect(res.json.data).toMatchObject({
      policyDepName: '德清县经济和信息化局',
      units: [{ unitName: '德清县经济和信息化局', unitContact: '陈静', unitPhone: '0572-8421234', unitType: '1' }],
      organiserUnits: [{ unitName: '德清县科技局', unitAbbre: '县科技局', unitType: '2' }],
      status: '0',
      source: '1',
    });
    expect(String(res.json.data!['content'])).not.toContain('<script>');
  });

  it('answers the documents\' messages for blank unit names and equal dates', async () => {
    const blankIssuer = await call(server, 'POST', '/admin/policy/info/save', yyf(), policyForm('x', { units: [{ unitName: '  ', unitType: '1' }] }));
    expect(blankIssuer.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请输入发文单位名称' });
    const blankOrganiser = await call(server, 'POST', '/admin/policy/info/save', yyf(), policyForm('x', { organiserUnits: [{ unitName: ' ', unitType: '2' }] }));
    expect(blankOrganiser.json).toMatchObject({ success: false, msg: '请输入承办单位名称' });
    const sameDay = await call(server, 'POST', '/admin/policy/info/save', yyf(), policyForm('x', { validStart: '2026-05-01', validEnd: '2026-05-01' }));
    expect(sameDay.json).toMatchObject({ success: false, msg: '开始时间和结束时间不能相等' });
  });

  it('refuses the whole batch when one policy is on the shelf, then deletes the others', async () => {
    const a = await save('批量删除甲');
    const b = await save('批量删除乙');
    const c = await save('批量删除丙');
    await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id: c });
    const batch = (ids: string[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/policy/info/batchDelete',
        headers: { ...auth(yyf()), 'content-type': 'application/x-www-form-urlencoded' },
        payload: ids.map((id) => `ids=${id}`).join('&'),
      });
    const refused = body<{ success: boolean; msg: string }>(await batch([a, b, c]));
    expect(refused).toMatchObject({ success: false, msg: '已上架的政策请先下架再删除' });
    expect(await statusOf(a)).toBe('draft');
    const done = await batch([a, b]);
    expect(contractViolations('POST', '/api/admin/policy/info/batchDelete', done)).toEqual([]);
    expect(body(done)).toMatchObject({ success: true, data: { count: 2 } });
    const list = await call<Page<AdminItem>>(server, 'GET', '/admin/policy/info/list?policyTitle=批量删除', yyf());
    expect(list.json.data!.list.map((p) => p.policyTitle)).toEqual(['批量删除丙']);
  });

  it('is refused to an enterprise user', async () => {
    const res = await call(server, 'GET', '/admin/policy/info/list', tokens['qy']);
    expect(res.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('exportAdminPolicyInfo (acceptance 4)', () => {
  it('writes the filtered list as a workbook exceljs reads back', async () => {
    const id = await save('导出测试政策甲');
    await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id });
    await save('导出测试政策乙');
    const url = `/api/admin/policy/info/export?policyTitle=${encodeURIComponent('导出测试政策')}`;
    const res = await server.app.inject({ method: 'GET', url, headers: auth(yyf()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('政策发布_');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, i) => row.getCell(i + 1).text)));
    expect(rows[0]).toEqual(['政策标题', '文号', '发文单位', '政策级别', '支持方式', '状态', '来源', '发布时间', '浏览次数']);
    expect(rows).toHaveLength(3);
    const byTitle = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byTitle.get('导出测试政策甲')?.slice(1, 7)).toEqual(['德政发〔2026〕99号', '德清县经济和信息化局', '县级', '资金补助', '已上架', '本地录入']);
    expect(byTitle.get('导出测试政策乙')?.[5]).toBe('草稿');
    expect(byTitle.get('导出测试政策乙')?.slice(7)).toEqual(['', '0']);
    expect(byTitle.get('导出测试政策甲')?.[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('政策信息库 examination', () => {
  const form = (extra: Record<string, unknown> = {}) => ({
    policyTitle: '部门录入的人才政策',
    policyDepName: '德清县人力资源和社会保障局',
    policyCreateTime: '2026-03-15T02:00:00.000Z',
    supportModes: ['1'],
    content: '<p>人才政策正文</p>',
    saveType: '1',
    ...extra,
  });

  it('submits, refuses takeup while pending, rejects with an opinion, passes a resubmission, then takes it up', async () => {
    const gov = tokens['gov']!;
    const saved = await call<{ id: string }>(server, 'POST', '/pol/info/save', gov, form());
    expect(saved.violations).toEqual([]);
    expect(saved.json).toMatchObject({ success: true, msg: '提交成功' });
    const id = saved.json.data!.id;
    const view = async () => (await call<{ examineStatus: string; status: string; examineOpinion: string | null }>(server, 'GET', `/pol/info/view?id=${id}`, yyf())).json.data!;
    expect(await view()).toMatchObject({ examineStatus: '1', status: '0' });

    expect((await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect((await call(server, 'POST', '/pol/info/save', gov, { ...form(), id })).json).toMatchObject({ success: false, msg: '待审核的政策不能修改' });
    expect((await call(server, 'POST', '/pol/info/examine', gov, { id, examineStatus: '2' })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const noOpinion = await call(server, 'POST', '/pol/info/examine', yyf(), { id, examineStatus: '3', examineOpinion: '  ' });
    expect(noOpinion.json).toMatchObject({ success: false, msg: '请输入审核意见' });
    const rejected = await call(server, 'POST', '/pol/info/examine', yyf(), { id, examineStatus: '3', examineOpinion: '请补充政策有效期' });
    expect(rejected.json).toMatchObject({ success: true, msg: '审核成功' });
    expect(await view()).toMatchObject({ examineStatus: '3', examineOpinion: '请补充政策有效期' });
    expect((await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id })).json).toMatchObject({ success: false });

    expect((await call(server, 'POST', '/pol/info/save', gov, { ...form({ validStart: '2026-01-01', validEnd: '2027-12-31' }), id })).json.success).toBe(true);
    expect((await call(server, 'POST', '/pol/info/examine', yyf(), { id, examineStatus: '2' })).json.success).toBe(true);
    expect(await view()).toMatchObject({ examineStatus: '2', status: '0' });
    expect((await call(server, 'POST', '/pol/info/examine', yyf(), { id, examineStatus: '2' })).json).toMatchObject({ success: false, msg: '当前状态不允许该操作' });

    expect((await call(server, 'POST', '/admin/policy/info/takeup', yyf(), { id })).json.success).toBe(true);
    expect(await view()).toMatchObject({ examineStatus: '2', status: '1' });
    // the typed 发布时间 is kept by the takeup
    const [row] = await server.db.select({ t: polInfo.policyCreateTime }).from(polInfo).where(eq(polInfo.id, id));
    expect(row!.t.toISOString()).toBe('2026-03-15T02:00:00.000Z');

    const num = await call<Record<string, number>>(server, 'GET', `/pol/info/getNum?keyword=${encodeURIComponent('部门录入的人才政策')}`, yyf());
    expect(num.violations).toEqual([]);
    expect(num.json.data).toEqual({ total: 1, draftCount: 0, pendingCount: 0, passCount: 1, rejectCount: 0 });
    const list = await call<Page<{ id: string; examineStatus: string }>>(server, 'GET', '/pol/info/list?examineStatus=2&keyword=' + encodeURIComponent('部门录入'), yyf());
    expect(list.violations).toEqual([]);
    expect(list.json.data!.list.map((p) => p.id)).toEqual([id]);
  });

  it('answers the policy dictionaries without 全部', async () => {
    const res = await call<Record<string, { label: string }[]>>(server, 'GET', '/pol/info/getDicValue', yyf());
    expect(res.violations).toEqual([]);
    expect(res.json.data!['supportMode']!.length).toBeGreaterThan(0);
    expect(Object.values(res.json.data!).flat().map((o) => o.label)).not.toContain('全部');
  });
});

describe('city policy sync (spreadsheet source)', () => {
  const BOUNDARY = '----qifu-city-policy';
  async function upload(rows: string[][]): Promise<string> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('市平台政策');
    for (const row of rows) sheet.addRow(row);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nexcel\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="city.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await server.app.inject({ method: 'POST', url: '/api/files/upload', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(yyf()) }, payload });
    const json = body<{ success: boolean; data: { filePath: string } }>(res);
    expect(json.success).toBe(true);
    return json.data.filePath;
  }
  const HEADER = ['市平台政策编号', '政策标题', '发文单位', '发布时间', '政策正文'];

  it('previews the uploaded sheet, imports the new policies as drafts and skips them the next time', async () => {
    const template = await server.app.inject({ method: 'GET', url: '/api/admin/policy/info/cityPolicyTemplate', headers: auth(yyf()) });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);

    const filePath = await upload([
      HEADER,
      ['HZ-2026-00318', '湖州市关于支持数字经济发展的若干意见', '湖州市经济和信息化局', '2026-10-08', '第一条 支持数字经济。\n第二条 奖励标准。'],
      ['HZ-2026-00319', '湖州市绿色工厂奖励办法', '湖州市生态环境局', '2026/10/09 09:30', ''],
    ]);
    const preview = await call<Page<{ cityPolicyId: string; synced: boolean; policyCreateTime: string }>>(server, 'GET', `/admin/policy/info/cityPolicyList?filePath=${encodeURIComponent(filePath)}`, yyf());
    expect(preview.violations).toEqual([]);
    expect(preview.json.data!.list.map((p) => [p.cityPolicyId, p.synced])).toEqual([
      ['HZ-2026-00318', false],
      ['HZ-2026-00319', false],
    ]);
    expect(preview.json.data!.list[1]!.policyCreateTime).toBe('2026-10-09T01:30:00.000Z');

    const first = await call<{ count: number }>(server, 'POST', '/admin/policy/info/cityPolicySync', yyf(), { filePath, cityPolicyIds: ['HZ-2026-00318'] });
    expect(first.json).toMatchObject({ success: true, msg: '同步成功', data: { count: 1 } });
    const rest = await call<{ count: number }>(server, 'POST', '/admin/policy/info/cityPolicySync', yyf(), { filePath });
    expect(rest.json.data).toEqual({ count: 1 });
    const again = await call<{ count: number }>(server, 'POST', '/admin/policy/info/cityPolicySync', yyf(), { filePath });
    expect(again.json.data).toEqual({ count: 0 });

    const synced = await call<Page<AdminItem & { source: string }>>(server, 'GET', `/admin/policy/info/list?source=2&policyTitle=${encodeURIComponent('湖州市')}`, yyf());
    expect(synced.json.data!.list.map((p) => [p.policyTitle, p.status, p.source]).sort()).toEqual([
      ['湖州市关于支持数字经济发展的若干意见', '0', '2'],
      ['湖州市绿色工厂奖励办法', '0', '2'],
    ]);
    const after = await call<Page<{ synced: boolean }>>(server, 'GET', `/admin/policy/info/cityPolicyList?synced=false&filePath=${encodeURIComponent(filePath)}`, yyf());
    expect(after.json.data!.total).toBe(0);
  });

  it('refuses a sheet whose header row was changed and imports nothing', async () => {
    const filePath = await upload([
      ['编号', '政策标题', '发文单位', '发布时间', '政策正文'],
      ['HZ-2026-00999', '不应导入的政策', '湖州市', '2026-10-08', ''],
    ]);
    const res = await call(server, 'POST', '/admin/policy/info/cityPolicySync', yyf(), { filePath });
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(res.json.msg).toContain('模板表头不能修改或删除');
    const [row] = await server.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.cityPolicyId, 'HZ-2026-00999'));
    expect(row).toBeUndefined();
  });
});

describe('政策文件', () => {
  it('files an upload under a policy, finds it by name and deletes it', async () => {
    const policyId = await save('政策文件测试政策');
    const file = await uploadPdf(server, yyf(), '实施细则原文.pdf');
    const saved = await call<{ id: string }>(server, 'POST', '/admin/policy/doc/edit', yyf(), { policyId, ...file, remark: '原文' });
    expect(saved.violations).toEqual([]);
    expect(saved.json.success).toBe(true);
    const list = await call<Page<{ id: string; policyTitle: string; createBy: string }>>(server, 'GET', `/admin/policy/doc/listByFileName?fileName=${encodeURIComponent('实施细则')}`, yyf());
    expect(list.violations).toEqual([]);
    expect(list.json.data!.list).toEqual([expect.objectContaining({ id: saved.json.data!.id, policyTitle: '政策文件测试政策' })]);
    const detail = await call<{ attachments: { fileName: string }[] }>(server, 'GET', `/admin/policy/info/detail?id=${policyId}`, yyf());
    expect(detail.json.data!.attachments.map((a) => a.fileName)).toEqual(['实施细则原文.pdf']);

    const unknown = await call(server, 'POST', '/admin/policy/doc/edit', yyf(), { policyId, fileName: 'x.pdf', filePath: '2026/01/00000000-0000-4000-8000-000000000000.pdf' });
    expect(unknown.json).toMatchObject({ success: false, msg: '附件不存在，请重新上传' });

    const del = await call(server, 'GET', `/admin/policy/doc/deletePolicyFile?id=${saved.json.data!.id}`, yyf());
    expect(del.json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call<Page<unknown>>(server, 'GET', `/admin/policy/doc/listByFileName?policyId=${policyId}`, yyf())).json.data!.total).toBe(0);
  });
});

describe('政策信息库 matching result (getResult, getCompany)', () => {
  it('answers every enterprise\'s best match as the engine computes it, best first, and counts them', async () => {
    const policyId = await createPolicy(server.db, '匹配结果测试政策');
    await createProject(server.db, policyId, { conditions: [atLeast('rd', 'rdExpense', 50, '上年度研发费用不少于50万元')], supportAmount: 300000 });
    type Row = { companyId: string; matchResult: '1' | '2' | '3'; matchRate: number; missingData: unknown[] };
    const page = await call<Page<Row>>(server, 'GET', `/pol/info/getCompany?id=${policyId}&page=1&pageSize=50`, yyf());
    expect(page.violations).toEqual([]);
    const rows = page.json.data!.list;
    expect(rows.length).toBeGreaterThan(0);
    const rank = (r: Row) => Number(r.matchResult) * 1000 - r.matchRate;
    expect(rows.map(rank)).toEqual([...rows.map(rank)].sort((a, b) => a - b));
    for (const row of rows.slice(0, 10)) {
      const { matches } = await ensureCompanyMatches(server.db, row.companyId, { policyId });
      const best = bestOf(matches.map((m) => m.match));
      expect([row.companyId, row.matchResult, row.matchRate]).toEqual([row.companyId, best.bestResult, best.bestRate]);
    }

    const result = await call<Record<string, number>>(server, 'GET', `/pol/info/getResult?id=${policyId}`, yyf());
    expect(result.violations).toEqual([]);
    const r = result.json.data!;
    expect(r['projectCount']).toBe(1);
    expect(r['companyCount']).toBe(page.json.data!.total);
    expect(r['matchedCount']! + r['partlyMatchedCount']! + r['notMatchedCount']!).toBe(r['companyCount']);
    const matched = await call<Page<Row>>(server, 'GET', `/pol/info/getCompany?id=${policyId}&matchResult=1&pageSize=100`, yyf());
    expect(matched.json.data!.total).toBe(r['matchedCount']);
    expect(matched.json.data!.list.every((m) => m.matchResult === '1')).toBe(true);
  });
});
