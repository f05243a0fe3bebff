import { and, eq } from 'drizzle-orm';

import { isOpenForAnswers, reportProblem, reportReferenceProblem } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import { assertUploadedFiles } from '../../../core/file-refs';
import type { Handler } from '../../../core/handler';
import { reportData, reportTask } from '../../../db/schema';
import { REPORT_NOT_FOUND } from '../report-task/report-task.queries';
import { callerCompany } from '../targeting';

/**
 * `POST /report/my/submit` (QY; seeds 001 §7 /report/*): the enterprise's report of a task it is a
 * target of, in status 1 between start and end time; a resubmission replaces the values (the report
 * stays 1 已填报, its time and author are updated). Values are checked against the task's fields
 * (`reportProblem` of `@qifu/questionnaire-rules`); attachments must be the enterprise's uploads.
 * @returns `{ id }` of the report row.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在; BUSINESS_RULE 填报未开始或已截止; BUSINESS_RULE
 *   填报字段{fieldKey}不存在 (a key the task does not have: referential, issue 17) and 附件不存在，请重新上传
 *   (`core/file-refs.ts`); BAD_REQUEST 请填写{fieldName}, {fieldName}须为数字, {fieldName}须为日期, 填报字段{fieldKey}重复
 *   (nothing stored).
 */
export const submitReport: Handler<'submitReport'> = async (req, ctx) => {
  const companyId = callerCompany(ctx.user);
  const { taskId, values, attachments = [] } = req.body;
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ dataId: reportData.id, status: reportTask.status, startTime: reportTask.startTime, endTime: reportTask.endTime, fields: reportTask.fields })
      .from(reportData)
      .innerJoin(reportTask, eq(reportTask.id, reportData.taskId))
      .where(and(eq(reportData.taskId, taskId), eq(reportData.companyId, companyId)))
      .for('update');
    if (!row || row.status === '0') throw new AppError('NOT_FOUND_ENTITY', REPORT_NOT_FOUND);
    if (!isOpenForAnswers(row.status, row.startTime, row.endTime)) throw new AppError('BUSINESS_RULE', '填报未开始或已截止');
    const unknown = reportReferenceProblem(row.fields, values);
    if (unknown) throw new AppError('BUSINESS_RULE', unknown);
    const problem = reportProblem(row.fields, values);
    if (problem) throw new AppError('BAD_REQUEST', `请求参数错误：${problem}`, problem);
    await assertUploadedFiles(tx, ctx.storage, companyId, attachments);
    await tx
      .update(reportData)
      .set({
        reportStatus: '1',
        values: values.map((v) => ({ fieldKey: v.fieldKey, fieldValue: v.fieldValue.trim() })),
        attachments: attachments.map((a) => ({ fileName: a.fileName, filePath: a.filePath })),
        reportTime: new Date(),
        userId: ctx.user?.id ?? null,
      })
      .where(eq(reportData.id, row.dataId));
    return row.dataId;
  });
  return ok({ id }, '提交成功');
};
