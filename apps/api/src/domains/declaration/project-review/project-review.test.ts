/**
 * Issue 15 acceptance 2 through the API (seeds 001 §2 dynamic form builder and form preview, §3 project
 * save payload, §7 /admin/policy/info/applyProject*, /gov/policy/doc/*, /allowance/*): yyf builds a
 * project whose template has text, amount, date range, select, file upload and repeating table rows and
 * publishes it; qy reads it on the declaration page and declares; gov returns it with an opinion, qy sees
 * the opinion, corrects and resubmits; gov passes it; yyf records and grants an allowance that qy sees in
 * 我的补助. Also: the date-range rules, the ApplyProjectStatus table, the examining department's data
 * rule, the history, the export (read back with exceljs) and the allowance table.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call as apiCall } from '../../../testing/api-call';
import { createPolicy, uploadPdf } from '../../../testing/fixtures';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let tokens: Record<'yyf' | 'gov' | 'dept' | 'qy' | 'admin', string>;
let policyId: string;

const DAY = 86_400_000;

/** The template the builder produces for the acceptance (every required field type). */
const TEMPLATE = {
  title: '技术改造项目补助申报表',
  version: 1,
  fields: [
    { key: 'projectTitle', label: '项目名称', type: 'input', required: true, rules: [{ type: 'maxLength', value: 50 }] },
    { key: 'investAmount', label: '设备投资额（元）', type: 'amount', required: true },
    { key: 'period', label: '建设周期', type: 'dateRange', required: true },
    { key: 'projectType', label: '项目类型', type: 'select', required: true, options: [{ label: '新建', value: '1' }, { label: '技改', value: '2' }] },
    { key: 'invoice', label: '发票', type: 'upload', required: true, accept: '.pdf', limit: 2 },
    {
      key: 'devices',
      label: '设备清单',
      type: 'table',
      required: true,
      columns: [
        { key: 'deviceName', label: '设备名称', type: 'input', required: true },
        { key: 'price', label: '金额（元）', type: 'amount' },
      ],
    },
  ],
};

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string, payload?: unknown) {
  const answer = await apiCall<T>(server, method, path, token, payload);
  expect(answer.violations).toEqual([]);
  expect(answer.status).toBe(200);
  return answer.json;
}

function projectPayload(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    policyId,
    projectName: '验收测试技术改造补助',
    applyStartTime: new Date(now - DAY).toISOString(),
    applyEndTime: new Date(now + 10 * DAY).toISOString(),
    examineStartTime: new Date(now + 10 * DAY).toISOString(),
    examineEndTime: new Date(now + 20 * DAY).toISOString(),
    examineDep: '德清县经济和信息化局',
    template: TEMPLATE,
    status: '1',
    ...overrides,
  };
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  policyId = await createPolicy(server.db, '德清县验收测试技改政策');
  tokens = {
    yyf: (await loginAs(server, 'yyf')).token,
    gov: (await loginAs(server, 'gov')).token,
    dept: (await loginAs(server, 'dept')).token,
    qy: (await loginAs(server, 'qy')).token,
    admin: (await loginAs(server, 'admin')).token,
  };
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the project save payload', () => {
  it('refuses equal and reversed date ranges and a broken template with Chinese messages', async () => {
    const now = Date.now();
    const same = new Date(now + DAY).toISOString();
    const equal = await apiCall(server, 'POST', '/admin/policy/info/applyProjectSave', tokens.yyf, projectPayload({ applyStartTime: same, applyEndTime: same }));
    expect(equal.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '开始时间和结束时间不能相等' });
    const overlap = await apiCall(
      server,
      'POST',
      '/admin/policy/info/applyProjectSave',
      tokens.yyf,
      projectPayload({ examineStartTime: new Date(now + 5 * DAY).toISOString() }),
    );
    expect(overlap.json).toMatchObject({ success: false, msg: '审核开始时间不能早于申报结束时间' });
    const badTemplate = await apiCall(
      server,
      'POST',
      '/admin/policy/info/applyProjectSave',
      tokens.yyf,
      projectPayload({ template: { fields: [{ key: 'kind', label: '类型', type: 'select' }] } }),
    );
    expect(badTemplate.json.success).toBe(false);
    expect(badTemplate.json.msg).toContain('申报表模板不合法');
  });

  it('saves unpublished (0) and publishes (1); the department sees only projects its office examines', async () => {
    const draft = await call<{ id: string }>('POST', '/admin/policy/info/applyProjectSave', tokens.yyf, projectPayload({ status: '0', examineDep: '德清县科学技术局' }));
    const detail = await call<{ status: string; template: unknown; phase: string }>('GET', `/admin/policy/info/applyProjectDetail?id=${draft.data!.id}`, tokens.yyf);
    expect(detail.data).toMatchObject({ status: '0', phase: '2', template: TEMPLATE });
    // dept (经信局) does not see the 科技局 project; gov (the county government, root of the tree) does
    const deptList = await call<{ list: { id: string }[] }>('GET', `/admin/policy/info/applyProjectList?policyId=${policyId}`, tokens.dept);
    expect(deptList.data!.list.map((p) => p.id)).not.toContain(draft.data!.id);
    const deptDetail = await apiCall(server, 'GET', `/gov/policy/doc/projectDetail?id=${draft.data!.id}`, tokens.dept);
    expect(deptDetail.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '申报项目不存在' });
    const govList = await call<{ list: { id: string }[] }>('GET', `/gov/policy/doc/projectList?policyId=${policyId}`, tokens.gov);
    expect(govList.data!.list.map((p) => p.id)).toContain(draft.data!.id);
    // dept may not create a project another department examines
    const outside = await apiCall(server, 'POST', '/gov/policy/doc/saveProject', tokens.dept, projectPayload({ examineDep: '德清县科学技术局' }));
    expect(outside.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '审核部门须为本单位或下级单位' });
    // the unpublished project can go
    expect(await call('POST', '/admin/policy/info/applyProjectDelete', tokens.yyf, { id: draft.data!.id })).toMatchObject({ success: true, msg: '删除成功' });
  });
});

describe('acceptance 2: builder template → declaration → return → resubmit → pass → allowance', () => {
  let projectId = '';
  let declareId = '';
  let allowanceId = '';

  it('walks the whole flow', async () => {
    // yyf publishes the project with the builder's template
    const saved = await call<{ id: string }>('POST', '/admin/policy/info/applyProjectSave', tokens.yyf, projectPayload());
    expect(saved.msg).toBe('保存成功');
    projectId = saved.data!.id;

    // the declaration page reads the template
    const page = await call<{ project: { template: unknown } }>('GET', `/policy/doc/projectApply?projectId=${projectId}`, tokens.qy);
    expect(JSON.stringify(page.data)).toContain('设备清单');

    // qy declares on it; an incomplete submission is refused naming the field
    const invoice = await uploadPdf(server, tokens.qy);
    const answers = {
      projectTitle: '智能产线改造',
      investAmount: 1200000.5,
      period: ['2026-12-01', '2027-03-31'],
      projectType: '2',
      invoice: [invoice],
      devices: [{ deviceName: '数控机床', price: 800000 }],
    };
    const incomplete = await apiCall(server, 'POST', '/policy/doc/saveProjectApply', tokens.qy, {
      projectId,
      contactName: '张伟',
      contactPhone: '13912345678',
      formData: { ...answers, devices: [] },
      saveType: '1',
    });
    expect(incomplete.json.success).toBe(false);
    expect(incomplete.json.msg).toContain('设备清单');
    const declared = await call<{ id: string }>('POST', '/policy/doc/saveProjectApply', tokens.qy, {
      projectId,
      contactName: '张伟',
      contactPhone: '13912345678',
      formData: answers,
      saveType: '1',
    });
    declareId = declared.data!.id;

    // the published project with a declaration can neither change nor go
    const change = await apiCall(server, 'POST', '/admin/policy/info/applyProjectSave', tokens.yyf, { ...projectPayload(), id: projectId });
    expect(change.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '项目已有企业申报，不能修改' });
    const remove = await apiCall(server, 'POST', '/gov/policy/doc/deleteProject', tokens.gov, { id: projectId });
    expect(remove.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '项目已有企业申报，不能删除' });

    // gov (and dept: its office examines the project) find it in 项目申报审核 with the template
    const list = await call<{ list: { id: string; status: string }[] }>('GET', `/gov/policy/doc/applyList?projectId=${projectId}`, tokens.dept);
    expect(list.data!.list).toEqual([expect.objectContaining({ id: declareId, status: '1' })]);
    const detail = await call<{ template: { fields: unknown[] } | null; formData: unknown }>('GET', `/gov/policy/doc/applyDetail?id=${declareId}`, tokens.gov);
    expect(detail.data!.template!.fields).toHaveLength(6);
    expect(detail.data!.formData).toEqual(answers);

    // a return needs an opinion; gov returns it; qy sees the opinion
    const blank = await apiCall(server, 'POST', '/gov/policy/doc/examine', tokens.gov, { id: declareId, result: '2', opinion: '   ' });
    expect(blank.json).toMatchObject({ success: false, msg: '请输入审核意见' });
    const opinion = '请补充设备采购合同';
    expect(await call('POST', '/gov/policy/doc/examine', tokens.gov, { id: declareId, result: '2', opinion })).toMatchObject({ success: true, msg: '审核成功' });
    const mine = await call<{ status: string; examineOpinion: string }>('GET', `/dec/my/detail?id=${declareId}`, tokens.qy);
    expect(mine.data).toMatchObject({ status: '3', examineOpinion: opinion });

    // a returned declaration cannot be passed before it is resubmitted
    const early = await apiCall(server, 'POST', '/gov/policy/doc/examine', tokens.gov, { id: declareId, result: '1' });
    expect(early.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });

    // qy corrects and resubmits; gov passes it
    const second = await uploadPdf(server, tokens.qy, '采购合同.pdf');
    await call('POST', '/policy/doc/saveProjectApply', tokens.qy, {
      id: declareId,
      projectId,
      contactName: '张伟',
      contactPhone: '13912345678',
      formData: { ...answers, invoice: [invoice, second] },
      saveType: '1',
    });
    expect(await call('POST', '/gov/policy/doc/examine', tokens.gov, { id: declareId, result: '1' })).toMatchObject({ success: true });
    expect((await call<{ status: string }>('GET', `/dec/my/detail?id=${declareId}`, tokens.qy)).data!.status).toBe('2');

    // the history, oldest first
    const log = await call<{ action: string; fromStatus: string | null; toStatus: string; opinion: string | null; operatorDep: string | null }[]>(
      'GET',
      `/gov/policy/doc/examineDetail?declareId=${declareId}`,
      tokens.gov,
    );
    expect(log.data!.map((l) => `${l.action}:${l.fromStatus ?? '-'}>${l.toStatus}`)).toEqual([
      'save:->0',
      'submit:0>1',
      'reject:1>3',
      'save:3>0',
      'submit:0>1',
      'pass:1>2',
    ]);
    expect(log.data![2]).toMatchObject({ opinion, operatorDep: '德清县人民政府' });

    // yyf records an allowance for the passed declaration and grants it; qy sees it
    const qyCompany = (await call<{ companyId: string }>('GET', `/dec/my/detail?id=${declareId}`, tokens.qy)).data!.companyId;
    const allowance = await call<{ id: string }>('POST', '/allowance/save', tokens.yyf, {
      companyId: qyCompany,
      declareId,
      projectName: '（取自申报）',
      allowanceAmount: 300000.456,
      allowanceYear: 2026,
      grantDep: '德清县经济和信息化局',
    });
    allowanceId = allowance.data!.id;
    const twice = await apiCall(server, 'POST', '/allowance/save', tokens.yyf, {
      companyId: qyCompany,
      declareId,
      projectName: 'x',
      allowanceAmount: 1,
      allowanceYear: 2026,
      grantDep: '德清县经济和信息化局',
    });
    expect(twice.json).toMatchObject({ success: false, code: 'CONFLICT', msg: '该申报已有补助发放记录' });
    const pending = await call<{ list: { id: string; status: string; allowanceAmount: number; projectName: string }[] }>('GET', '/allowance/my', tokens.qy);
    expect(pending.data!.list).toContainEqual(
      expect.objectContaining({ id: allowanceId, status: '0', allowanceAmount: 300000.46, projectName: '验收测试技术改造补助' }),
    );
    expect(await call('POST', '/allowance/grant', tokens.yyf, { ids: [allowanceId], grantDate: '2026-11-27' })).toMatchObject({ success: true, msg: '发放成功' });
    const granted = await call<{ list: { id: string; status: string; grantDate: string }[] }>('GET', '/allowance/my', tokens.qy);
    expect(granted.data!.list).toContainEqual(expect.objectContaining({ id: allowanceId, status: '1', grantDate: '2026-11-27' }));
  });

  it('refuses what the allowance table does not allow, and a record for a declaration that has not passed', async () => {
    const cancel = await apiCall(server, 'POST', '/allowance/cancel', tokens.yyf, { id: allowanceId });
    expect(cancel.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    const del = await apiCall(server, 'POST', '/allowance/delete', tokens.yyf, { id: allowanceId });
    expect(del.json).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    const qyOnly = await apiCall(server, 'GET', '/allowance/list', tokens.qy);
    expect(qyOnly.json.success).toBe(false);
  });

  it('exports the declarations with one column per template field, and the allowances', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/gov/policy/doc/export?projectId=${projectId}`, headers: { authorization: `Bearer ${tokens.gov}`, tokentype: 'Bearer' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['申报编号', '项目名称', '设备投资额（元）', '建设周期', '项目类型', '发票', '设备清单']));
    const row = sheet.getRow(2).values as unknown[];
    const cell = (label: string) => row[header.indexOf(label) + 1];
    expect(cell('项目类型')).toBe('技改');
    expect(cell('建设周期')).toBe('2026-12-01 至 2027-03-31');
    expect(cell('设备清单')).toBe('设备名称：数控机床，金额（元）：800000');
    expect(cell('发票')).toBe('设备发票.pdf、采购合同.pdf');

    const allowances = await server.app.inject({ method: 'GET', url: '/api/allowance/export?status=1', headers: { authorization: `Bearer ${tokens.yyf}`, tokentype: 'Bearer' } });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(allowances.rawPayload as unknown as ArrayBuffer);
    const rows = book2.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.some((r) => r.includes('验收测试技术改造补助') && r.includes('已发放'))).toBe(true);
  });
});
