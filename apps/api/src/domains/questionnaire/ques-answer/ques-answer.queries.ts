/** Staff reading of a questionnaire's submissions (答卷; seeds 001 §7 /ques/*, issue 19). */
import type { components } from '@qifu/sdk';
import { and, count, desc, eq, ilike } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { escapeLike, pageResult, type PageResult, toPageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, quesAnswer, quesInfo, sysUser } from '../../../db/schema';
import { QUES_NOT_FOUND } from '../ques-info/ques-info.queries';

/** A row of the staff submission list (contract `QuesAnswerRecord`). */
export type QuesAnswerRecord = components['schemas']['QuesAnswerRecord'];

/** @throws AppError NOT_FOUND_ENTITY 问卷不存在 for an unknown questionnaire. */
export async function assertQuesExists(db: Db, quesId: string): Promise<{ quesTitle: string }> {
  const [row] = await db.select({ quesTitle: quesInfo.quesTitle }).from(quesInfo).where(eq(quesInfo.id, quesId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', QUES_NOT_FOUND);
  return row;
}

/** The submissions of a questionnaire, newest first; `keyword` occurs literally in the enterprise name. */
export async function quesAnswerPage(db: Db, q: { quesId: string; keyword?: string; page?: number; pageSize?: number }): Promise<PageResult<QuesAnswerRecord>> {
  const window = toPageWindow(q);
  const where = and(eq(quesAnswer.quesId, q.quesId), q.keyword?.trim() ? ilike(company.companyName, `%${escapeLike(q.keyword.trim())}%`) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: quesAnswer.id, quesId: quesAnswer.quesId, companyId: quesAnswer.companyId, companyName: company.companyName, userName: sysUser.name, submitTime: quesAnswer.createdAt })
      .from(quesAnswer)
      .innerJoin(company, eq(company.id, quesAnswer.companyId))
      .leftJoin(sysUser, eq(sysUser.id, quesAnswer.userId))
      .where(where)
      .orderBy(desc(quesAnswer.createdAt), desc(quesAnswer.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(quesAnswer).innerJoin(company, eq(company.id, quesAnswer.companyId)).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, companyId: r.companyId ?? '', userName: r.userName ?? '', submitTime: r.submitTime.toISOString() })),
    totals[0]?.n ?? 0,
  );
}
