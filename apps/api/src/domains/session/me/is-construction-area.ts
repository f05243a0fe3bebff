import { and, eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { company, sysDictType, sysDictValue } from '../../../db/schema';

/**
 * The dictionary that holds the construction-company areas (seeds 000 §2 footer, §6 menu limit):
 * one value per street/town code of `sys_region` (label: its name). Administrators edit it in
 * 字典管理 (a disabled value or dictionary counts as absent); an empty or missing dictionary means
 * no area.
 */
export const CONSTRUCTION_AREA_DICT = 'constructionArea';

/** The `industry` dictionary value of 建筑业 (national economic industry section E). */
export const CONSTRUCTION_INDUSTRY = 'E';

/** Whether an enterprise is a construction company (industry E) in a configured area. */
export async function isCompanyInConstructionArea(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: company.id })
    .from(company)
    .innerJoin(
      sysDictValue,
      and(eq(sysDictValue.dictTypeCode, CONSTRUCTION_AREA_DICT), eq(sysDictValue.value, company.streetId), eq(sysDictValue.enableFlag, '1')),
    )
    .innerJoin(sysDictType, and(eq(sysDictType.code, sysDictValue.dictTypeCode), eq(sysDictType.enableFlag, '1')))
    .where(and(eq(company.id, companyId), eq(company.industry, CONSTRUCTION_INDUSTRY)))
    .limit(1);
  return Boolean(row);
}

/**
 * `GET /sys/activeUser/isConstructionArea` (any login; seeds 000 §2, §6, §7): true when the caller
 * is an enterprise (QY) whose company's industry is E (建筑业) and whose street is one of the
 * configured construction-company areas (dictionary {@link CONSTRUCTION_AREA_DICT}); false for
 * every other caller.
 */
export const isConstructionArea: Handler<'isConstructionArea'> = async (_req, ctx) => {
  const user = requireUser(ctx);
  if (user.userType !== 'QY' || !user.companyId) return false;
  return isCompanyInConstructionArea(ctx.db, user.companyId);
};
