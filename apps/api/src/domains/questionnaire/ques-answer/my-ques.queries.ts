/** Reading questionnaires as an enterprise sees them (我的问卷; seeds 001 §7 /ques/*, issue 19). */
import { and, eq, inArray, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { company, quesInfo } from '../../../db/schema';
import { targetCondition } from '../targeting';

/** The caller's enterprise with its street (null when unknown). @throws AppError FORBIDDEN without a company row. */
export async function companyOf(db: Db, companyId: string): Promise<{ id: string; streetId: string | null; companyName: string }> {
  const [row] = await db.select({ id: company.id, streetId: company.streetId, companyName: company.companyName }).from(company).where(eq(company.id, companyId)).limit(1);
  if (!row) throw new AppError('FORBIDDEN', '请先使用企业账号进行登录');
  return row;
}

/** "the questionnaire is published or ended and aimed at the enterprise" (never a draft). */
export function quesForCompany(c: { id: string; streetId: string | null }): SQL {
  return and(
    inArray(quesInfo.status, ['1', '2']),
    targetCondition({ tagTable: 'ques_info_tag', ownerColumn: 'ques_id', formId: quesInfo.id, streetCodes: quesInfo.streetCodes, companyId: c.id, streetId: c.streetId }),
  ) as SQL;
}
