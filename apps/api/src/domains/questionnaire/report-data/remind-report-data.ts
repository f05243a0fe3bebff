import { and, asc, eq, sql } from 'drizzle-orm';

import { effectiveFormStatus } from '@qifu/questionnaire-rules';
import { AppError, ok } from '../../../core/envelope';
import { chinaDateTime } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { enqueue } from '../../../core/outbox';
import { company, reportData, sysUser } from '../../../db/schema';
import { taskRow } from '../report-task/report-task.queries';

/**
 * The reminder text (contract `remindReportData`).
 * @param endTime the task's end time (shown in China Standard Time, YYYY-MM-DD HH:mm).
 */
export function reportReminderText(companyName: string, task: { reportTitle: string; reportPeriod: string; endTime: Date }): string {
  return `【县企业综合服务中心】${companyName}：您有数据填报任务“${task.reportTitle}”（${task.reportPeriod}）尚未填报，请于${chinaDateTime(task.endTime)}前登录企业综合服务平台完成填报。`;
}

/**
 * `POST /report/data/remind` (ADMIN, YYF, GOV, DEPT; report:data:remind; platform choice, seeds 001
 * §7 /report/* with /sms/*; issue 19 "remind the missing ones by SMS"): one `sms` outbox row per
 * target enterprise that has not reported (optionally of one street), to its first enabled
 * enterprise account's phone, else its legal person's phone; enterprises without a phone are
 * skipped. Counts the reminders on the report rows (`remind_count`).
 * @returns `{ count }` messages written.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在; BUSINESS_RULE 只能催报填报中的任务, 没有需要催报的企业.
 */
export const remindReportData: Handler<'remindReportData'> = async (req, ctx) => {
  const { taskId, streetCode } = req.body;
  const sent = await ctx.db.transaction(async (tx) => {
    const task = await taskRow(tx, taskId, true);
    if (effectiveFormStatus(task.status, task.endTime) !== '1') throw new AppError('BUSINESS_RULE', '只能催报填报中的任务');
    const accountPhone = sql<string | null>`(select ${sysUser.phone} from ${sysUser} where ${sysUser.companyId} = ${company.id} and ${sysUser.userType} = 'QY' and ${sysUser.enabled} and ${sysUser.phone} is not null order by ${sysUser.createdAt} limit 1)`;
    const missing = await tx
      .select({ id: reportData.id, companyName: company.companyName, phone: sql<string | null>`coalesce(${accountPhone}, ${company.legalPersonPhone})` })
      .from(reportData)
      .innerJoin(company, eq(company.id, reportData.companyId))
      .where(and(eq(reportData.taskId, taskId), eq(reportData.reportStatus, '0'), streetCode ? eq(company.streetId, streetCode) : undefined))
      .orderBy(asc(company.companyName));
    const reachable = missing.filter((m): m is typeof m & { phone: string } => Boolean(m.phone?.trim()));
    if (reachable.length === 0) throw new AppError('BUSINESS_RULE', '没有需要催报的企业');
    for (const m of reachable) {
      await enqueue(tx, 'sms', { phone: m.phone.trim(), text: reportReminderText(m.companyName, task) });
      await tx
        .update(reportData)
        .set({ remindCount: sql`${reportData.remindCount} + 1` })
        .where(eq(reportData.id, m.id));
    }
    return reachable.length;
  });
  return ok({ count: sent }, `已发送催报短信${sent}条`);
};
