/**
 * Issue 19, acceptance 5 (API side; seeds 001 §7 /sms/*): a template with an unknown variable is refused on save; a
 * batch to a tag's enterprises (and to a street's) runs as a job with progress and writes one outbox message per
 * recipient with the rendered text; the daily limit refuses a recipient with its reason; failed messages are resent;
 * records, batches, the outbox status and the receiver template/import answer by the contract.
 */
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, companyTag, smsRecord, sysOutbox, sysRegion, tagCategory, tagInfo } from '../../db/schema';
import { call, callMultipart } from '../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../testing/test-server';
import { smsSendIdle } from './send/sms-send-job';

let server: TestServer;
const tokens: Record<string, string> = {};
let tagId = '';
let streetCode = '';
const companyIds: string[] = [];

type Job = { id: string; status: string; progress: number; total?: number; done: number };
type Rec = { id: string; phone: string; smsContent: string; sendStatus: string; failReason: string | null; batchId: string };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ['yyf', 'qy']) tokens[name] = (await loginAs(server, name)).token;
  const db = server.db;
  const [street] = await db.select({ code: sysRegion.code }).from(sysRegion).where(eq(sysRegion.level, 3)).limit(1);
  streetCode = street?.code ?? '';
  const [cat] = await db.insert(tagCategory).values({ categoryName: '短信测试分类' }).returning();
  const [tag] = await db.insert(tagInfo).values({ categoryId: cat!.id, tagName: '短信测试标签' }).returning();
  tagId = tag!.id;
  const rows = await db
    .insert(company)
    .values([
      { companyName: '短信测试甲公司', creditCode: '91330521SMS0000001', legalPerson: '甲经理', legalPersonPhone: '13900000001', streetId: 'SMS-STREET' },
      { companyName: '短信测试乙公司', creditCode: '91330521SMS0000002', legalPerson: '乙经理', legalPersonPhone: '13900000002', streetId: 'SMS-STREET' },
      { companyName: '短信测试丙公司', creditCode: '91330521SMS0000003', legalPerson: '丙经理', legalPersonPhone: null, streetId: 'SMS-STREET' },
    ])
    .returning({ id: company.id });
  companyIds.push(...rows.map((r) => r.id));
  await db.insert(companyTag).values(companyIds.map((companyId) => ({ companyId, tagInfoId: tagId })));
  await db.insert(sysRegion).values({ code: 'SMS-STREET', name: '短信测试街道', parentCode: streetCode || null, level: 3 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function finish(jobId: string): Promise<Job> {
  await smsSendIdle(server.db);
  const a = await call<Job>(server, 'GET', `/sms/send/progress?id=${jobId}`, tokens['yyf']);
  expect(a.violations).toEqual([]);
  return a.json.data!;
}

describe('SMS templates', () => {
  it('refuses an unknown variable on save with the allowed list, and saves a known one', async () => {
    const bad = await call(server, 'POST', '/sms/template/save', tokens['yyf'], {
      templateName: '测试模板',
      templateType: '1',
      templateContent: '{companyName}您好，{unknownVar}请注意',
      enableFlag: '1',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('模板包含未定义的变量：{unknownVar}');
    expect(bad.json.msg).toContain('{companyName}');
    const list0 = await call<{ total: number }>(server, 'GET', '/sms/template/list?keyword=测试模板', tokens['yyf']);
    expect(list0.json.data?.total).toBe(0);

    const good = await call<{ id: string }>(server, 'POST', '/sms/template/save', tokens['yyf'], {
      templateName: '测试模板',
      templateType: '3',
      templateContent: '【德清县企业综合服务中心】{companyName}：{policyTitle}申报将于{endDate}截止。',
      enableFlag: '1',
    });
    expect(good.json.code).toBe('OK');
    expect(good.violations).toEqual([]);
    const dup = await call(server, 'POST', '/sms/template/save', tokens['yyf'], {
      templateName: '测试模板',
      templateType: '1',
      templateContent: '你好',
      enableFlag: '1',
    });
    expect(dup.json.code).toBe('CONFLICT');
    const detail = await call<{ templateName: string; createBy: string }>(server, 'GET', `/sms/template/detail?id=${good.json.data!.id}`, tokens['yyf']);
    expect(detail.violations).toEqual([]);
    expect(detail.json.data?.templateName).toBe('测试模板');
  });

  it('keeps SMS out of reach of an enterprise user', async () => {
    const a = await call(server, 'GET', '/sms/template/list', tokens['qy']);
    expect(a.json.success).toBe(false);
    expect(a.status).not.toBe(500);
  });
});

describe('SMS batches', () => {
  it('sends to a tag’s enterprises: one outbox row per recipient with the rendered text, progress to 100', async () => {
    const sent = await call<Job>(server, 'POST', '/sms/send/batch', tokens['yyf'], {
      sendType: '2',
      smsContent: '{companyName}：{policyTitle}申报将于{endDate}截止，{name}请及时申报。',
      params: { policyTitle: '技改补助', endDate: '11月30日' },
      tagIds: [tagId],
    });
    expect(sent.violations).toEqual([]);
    expect(sent.json.msg).toBe('已提交发送');
    expect(sent.json.data?.total).toBe(3);
    const job = await finish(sent.json.data!.id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, done: 3 });

    const records = await server.db.select().from(smsRecord).where(eq(smsRecord.batchId, job.id));
    expect(records).toHaveLength(3);
    const withOutbox = records.filter((r) => r.outboxId);
    expect(withOutbox).toHaveLength(2);
    const outbox = await server.db.select().from(sysOutbox).where(inArray(sysOutbox.id, withOutbox.map((r) => r.outboxId!)));
    expect(outbox.map((o) => o.payload['text']).sort()).toEqual([
      '短信测试乙公司：技改补助申报将于11月30日截止，乙经理请及时申报。',
      '短信测试甲公司：技改补助申报将于11月30日截止，甲经理请及时申报。',
    ]);
    expect(outbox.every((o) => o.topic === 'sms' && o.status === 'pending')).toBe(true);

    const list = await call<{ list: Rec[]; total: number }>(server, 'GET', `/sms/record/list?batchId=${job.id}&pageSize=10`, tokens['yyf']);
    expect(list.violations).toEqual([]);
    expect(list.json.data?.total).toBe(3);
    const refused = list.json.data!.list.find((r) => r.sendStatus === '2');
    expect(refused?.failReason).toBe('企业未登记有效的联系电话');
    expect(list.json.data!.list.filter((r) => r.sendStatus === '0')).toHaveLength(2);

    const batches = await call<{ list: { id: string; tags: { tagName: string }[]; pendingCount: number; failCount: number }[] }>(
      server,
      'GET',
      '/sms/batch/list',
      tokens['yyf'],
    );
    expect(batches.violations).toEqual([]);
    const batch = batches.json.data!.list.find((b) => b.id === job.id);
    expect(batch).toMatchObject({ pendingCount: 2, failCount: 1, tags: [{ tagName: '短信测试标签' }] });
  });

  it('sends to a street’s enterprises and refuses a recipient over the daily limit', async () => {
    process.env['SMS_DAILY_LIMIT'] = '1';
    try {
      const sent = await call<Job>(server, 'POST', '/sms/send/batch', tokens['yyf'], {
        sendType: '3',
        smsContent: '{companyName}，{date}通知：{content}',
        params: { content: '请参加培训' },
        streetIds: ['SMS-STREET'],
      });
      expect(sent.json.code).toBe('OK');
      const job = await finish(sent.json.data!.id);
      expect(job.status).toBe('succeeded');
      const rows = await server.db
        .select()
        .from(smsRecord)
        .where(and(eq(smsRecord.batchId, job.id), eq(smsRecord.phone, '13900000001')));
      expect(rows[0]?.outboxId).toBeNull();
      expect(rows[0]?.refusedReason).toBe('超过每日发送上限（每个手机号每天最多1条）');
    } finally {
      delete process.env['SMS_DAILY_LIMIT'];
    }
  });

  it('refuses bad batches in Chinese, writing nothing', async () => {
    const before = (await server.db.select().from(smsRecord)).length;
    const unknown = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], { sendType: '2', smsContent: '{foo}', tagIds: [tagId] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.msg).toContain('短信内容包含未定义的变量');
    const missing = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], { sendType: '2', smsContent: '{policyTitle}', tagIds: [tagId] });
    expect(missing.json.msg).toBe('请填写变量{policyTitle}（政策名称）的取值');
    const noTag = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], { sendType: '2', smsContent: '你好' });
    expect(noTag.json.msg).toBe('请选择企业标签');
    // references that are not there: 200 BUSINESS_RULE, not 400 (issue 17)
    const noStreet = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], { sendType: '3', smsContent: '你好', streetIds: ['NOPE'] });
    expect([noStreet.status, noStreet.json.code, noStreet.json.msg]).toEqual([200, 'BUSINESS_RULE', '所选街道不存在']);
    const unknownTag = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], { sendType: '2', smsContent: '你好', tagIds: [tagId, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c'] });
    expect([unknownTag.status, unknownTag.json.code, unknownTag.json.msg]).toEqual([200, 'BUSINESS_RULE', '所选企业标签不存在']);
    const unknownTemplate = await call(server, 'POST', '/sms/send/batch', tokens['yyf'], {
      sendType: '2',
      smsContent: '你好',
      tagIds: [tagId],
      templateId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
    });
    expect([unknownTemplate.status, unknownTemplate.json.code, unknownTemplate.json.msg]).toEqual([200, 'BUSINESS_RULE', '短信模板不存在或已停用']);
    for (const a of [noStreet, unknownTag, unknownTemplate]) expect(a.violations).toEqual([]);
    expect((await server.db.select().from(smsRecord)).length).toBe(before);
  });

  it('resends failed messages only, and reports the outbox', async () => {
    const sent = await call<Job>(server, 'POST', '/sms/send/batch', tokens['yyf'], {
      sendType: '1',
      smsContent: '{name}您好',
      receivers: [{ phone: '13700000009', name: '王五' }, { phone: '13700000009', name: '重复' }],
    });
    const job = await finish(sent.json.data!.id);
    expect(job.total).toBe(1);
    const [rec] = await server.db.select().from(smsRecord).where(eq(smsRecord.batchId, job.id));
    const pending = await call(server, 'POST', '/sms/record/resend', tokens['yyf'], { ids: [rec!.id] });
    expect(pending.json.code).toBe('BUSINESS_RULE');
    await server.db.update(sysOutbox).set({ status: 'failed', lastError: '短信网关返回 HTTP 500' }).where(eq(sysOutbox.id, rec!.outboxId!));
    const failed = await call<{ list: Rec[] }>(server, 'GET', `/sms/record/list?batchId=${job.id}&sendStatus=2`, tokens['yyf']);
    expect(failed.json.data?.list[0]).toMatchObject({ smsContent: '王五您好', failReason: '短信网关返回 HTTP 500' });
    const status = await call<{ failedCount: number; pendingCount: number; demoMode: boolean }>(server, 'GET', '/sms/outbox/status', tokens['yyf']);
    expect(status.violations).toEqual([]);
    expect(status.json.data?.failedCount).toBeGreaterThanOrEqual(1);
    const resent = await call(server, 'POST', '/sms/record/resend', tokens['yyf'], { ids: [rec!.id] });
    expect(resent.json.msg).toBe('已重新提交发送');
    const again = await call<{ list: Rec[] }>(server, 'GET', `/sms/record/list?batchId=${job.id}`, tokens['yyf']);
    expect(again.json.data?.list[0]?.sendStatus).toBe('0');
  });
});

describe('receiver template and import', () => {
  it('downloads the template without a login and imports a filled one with reasons by row', async () => {
    const tpl = await server.app.inject({ method: 'GET', url: '/api/sms/template/export' });
    expect(tpl.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(['手机号', '姓名', '企业名称']);

    const filled = new ExcelJS.Workbook();
    const sheet = filled.addWorksheet('短信接收人导入模板');
    sheet.addRows([['手机号', '姓名', '企业名称'], ['13857200001', '张伟', '恒达'], ['1385720', '李四', ''], ['13857200001', '重复', '']]);
    const bytes = Buffer.from(await filled.xlsx.writeBuffer());
    const imported = await callMultipart<{ importable: number; nonImportable: number; errors: { row: number; reason: string }[] }>(
      server,
      '/sms/send/importPhone',
      tokens['yyf'],
      {},
      [{ content: bytes, filename: 'r.xlsx' }],
    );
    expect(imported.violations).toEqual([]);
    expect(imported.json.data).toMatchObject({ importable: 1, nonImportable: 2 });
    expect(imported.json.data?.errors.map((e) => e.reason)).toEqual(['手机号格式错误', '手机号与第2行重复']);
  });
});
