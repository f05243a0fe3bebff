import { eq } from 'drizzle-orm';

import { REPORT_STATUS } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import type { BodyOf, Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { reportTask, reportTaskTag } from '../../../db/schema';
import { assertTargets } from '../targeting';
import { taskRow } from './report-task.queries';

function badRequest(text: string): AppError {
  return new AppError('BAD_REQUEST', `请求参数错误：${text}`, text);
}

/**
 * The rules the schema cannot say: the end after the start, field keys and names unique.
 * @throws AppError BAD_REQUEST 截止时间须晚于开始时间, 字段键{key}重复, 字段名称{name}重复.
 */
export function assertReportTaskForm(form: BodyOf<'saveReportTask'>): void {
  if (new Date(form.endTime).getTime() <= new Date(form.startTime).getTime()) throw badRequest('截止时间须晚于开始时间');
  const keys = new Set<string>();
  const names = new Set<string>();
  for (const f of form.fields) {
    if (keys.has(f.fieldKey)) throw badRequest(`字段键${f.fieldKey}重复`);
    const name = f.fieldName.trim();
    if (names.has(name)) throw badRequest(`字段名称${name}重复`);
    keys.add(f.fieldKey);
    names.add(name);
  }
}

/**
 * `POST /report/task/save` (ADMIN, YYF, GOV, DEPT; report:task:save; seeds 001 §7 /report/*):
 * without id creates a task in status 0 未发布, with id updates one in status 0 (fields, tags and
 * streets replaced as a whole).
 * @throws AppError BAD_REQUEST ({@link assertReportTaskForm}), BUSINESS_RULE 面向的企业标签不存在 /
 *   面向的街道不存在 (unknown tag or street, issue 17), NOT_FOUND_ENTITY 填报任务不存在, BUSINESS_RULE
 *   当前状态不允许该操作.
 */
export const saveReportTask: Handler<'saveReportTask'> = async (req, ctx) => {
  const form = req.body;
  assertReportTaskForm(form);
  const userId = ctx.user?.id ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    const { tagIds, streetCodes } = await assertTargets(tx, form.tagIds, form.streetCodes);
    const values = {
      reportTitle: form.reportTitle.trim(),
      reportPeriod: form.reportPeriod.trim(),
      reportDesc: form.reportDesc?.trim() ? form.reportDesc.trim() : null,
      startTime: new Date(form.startTime),
      endTime: new Date(form.endTime),
      fields: form.fields.map((f) => ({
        fieldKey: f.fieldKey,
        fieldName: f.fieldName.trim(),
        fieldType: f.fieldType,
        ...(f.fieldUnit?.trim() ? { fieldUnit: f.fieldUnit.trim() } : {}),
        required: f.required,
      })),
      streetCodes,
      updatedBy: userId,
      updatedAt: new Date(),
    };
    let taskId: string;
    if (form.id) {
      const current = await taskRow(tx, form.id, true);
      assertTransition(REPORT_STATUS, current.status, 'save');
      await tx.update(reportTask).set(values).where(eq(reportTask.id, form.id));
      await tx.delete(reportTaskTag).where(eq(reportTaskTag.taskId, form.id));
      taskId = form.id;
    } else {
      const [row] = await tx
        .insert(reportTask)
        .values({ ...values, status: '0', createdBy: userId })
        .returning({ id: reportTask.id });
      if (!row) throw new Error('report_task insert returned nothing');
      taskId = row.id;
    }
    if (tagIds.length > 0) await tx.insert(reportTaskTag).values(tagIds.map((tagInfoId) => ({ taskId, tagInfoId })));
    return taskId;
  });
  return ok({ id }, '保存成功');
};
