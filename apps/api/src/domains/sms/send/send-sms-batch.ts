import { batchVariablesOf, missingParamMessage } from '@qifu/sms-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { createJob, toJobStatus } from '../../../core/jobs';
import { smsBatch, smsTemplate, sysRegion, tagInfo } from '../../../db/schema';
import { assertSmsContent } from '../template/sms-template.queries';
import { countRecipients, kickSmsSendJobs, SMS_SEND_JOB } from './sms-send-job';

/**
 * `POST /sms/send/batch` (ADMIN, YYF, GOV; sms:send:batch; seeds 001 §7 /sms/*): creates a batch and its job (type
 * smsSend, see `sms-send-job.ts`) and answers the queued job (已提交发送); the page polls getSmsSendProgress.
 *
 * Checks, nothing written on a refusal (400 unless said): the text's variables are allowed ones (短信内容包含未定义的
 * 变量…) and each batch variable has a non-blank value in `params` (请填写变量{x}（…）的取值); sendType 1 needs receivers
 * (请选择接收人; duplicates by phone are sent once), 2 tagIds (请选择企业标签), 3 streetIds (请选择街道). A reference that is
 * not there answers 200 BUSINESS_RULE, not 400 (issue 17, referential): a tag 所选企业标签不存在, a street 所选街道不存在, a
 * template that does not exist or is disabled 短信模板不存在或已停用; BUSINESS_RULE 没有符合条件的接收企业 too when the tags or
 * streets hold no enterprise.
 */
export const sendSmsBatch: Handler<'sendSmsBatch'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { sendType } = req.body;
  const smsContent = req.body.smsContent.trim();
  if (!smsContent) throw new AppError('BAD_REQUEST', '请输入短信内容', '参数 smsContent 不能为空');
  assertSmsContent(smsContent, '短信内容');
  const params: Record<string, string> = {};
  for (const v of batchVariablesOf(smsContent)) {
    const value = req.body.params?.[v.key]?.trim();
    if (!value) throw new AppError('BAD_REQUEST', missingParamMessage(v.key));
    params[v.key] = value;
  }

  let templateName: string | null = null;
  if (req.body.templateId) {
    const [t] = await ctx.db
      .select({ name: smsTemplate.templateName })
      .from(smsTemplate)
      .where(and(eq(smsTemplate.id, req.body.templateId), eq(smsTemplate.enableFlag, '1')))
      .limit(1);
    if (!t) throw new AppError('BUSINESS_RULE', '短信模板不存在或已停用');
    templateName = t.name;
  }

  const receivers: { phone: string; name?: string; companyName?: string }[] = [];
  let tagIds: string[] = [];
  let streetIds: string[] = [];
  if (sendType === '1') {
    const seen = new Set<string>();
    for (const r of req.body.receivers ?? []) {
      if (seen.has(r.phone)) continue;
      seen.add(r.phone);
      receivers.push({ phone: r.phone, ...(r.name?.trim() ? { name: r.name.trim() } : {}), ...(r.companyName?.trim() ? { companyName: r.companyName.trim() } : {}) });
    }
    if (receivers.length === 0) throw new AppError('BAD_REQUEST', '请选择接收人');
  } else if (sendType === '2') {
    tagIds = [...new Set(req.body.tagIds ?? [])];
    if (tagIds.length === 0) throw new AppError('BAD_REQUEST', '请选择企业标签');
    const known = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(inArray(tagInfo.id, tagIds));
    if (known.length !== tagIds.length) throw new AppError('BUSINESS_RULE', '所选企业标签不存在');
  } else {
    streetIds = [...new Set(req.body.streetIds ?? [])];
    if (streetIds.length === 0) throw new AppError('BAD_REQUEST', '请选择街道');
    const known = await ctx.db.select({ code: sysRegion.code }).from(sysRegion).where(inArray(sysRegion.code, streetIds));
    if (known.length !== streetIds.length) throw new AppError('BUSINESS_RULE', '所选街道不存在');
  }

  const total = await countRecipients(ctx.db, { sendType, tagIds, streetIds, receivers });
  if (total === 0) throw new AppError('BUSINESS_RULE', '没有符合条件的接收企业');

  const job = await ctx.db.transaction(async (tx) => {
    const created = await createJob(tx, { type: SMS_SEND_JOB, total, createdBy: user.id });
    await tx.insert(smsBatch).values({
      id: created.id,
      sendType,
      templateId: req.body.templateId ?? null,
      templateName,
      smsContent,
      params,
      receivers,
      tagIds,
      streetIds,
      total,
      createdBy: user.id,
      createdByName: user.name,
    });
    return created;
  });
  void kickSmsSendJobs(ctx.db, (e) => ctx.log.error({ err: e }, '短信发送任务失败'));
  return ok(toJobStatus(job), '已提交发送');
};
