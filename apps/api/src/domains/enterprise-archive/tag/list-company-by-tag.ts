import { and, asc, count, ilike, inArray, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern } from '../../../core/values';
import { company, companyTag } from '../../../db/schema';
import { requireTag } from './tag.queries';

/**
 * `GET /company/tag/companyListByTag?tagId=` (ADMIN, YYF, GOV, DEPT; tag:company:list; seeds 001 §2 enterprise-tag
 * lock dialog): the enterprises carrying the tag (manual or smart), by name, with companyName (contains) filter.
 * 联系人/联系电话 are the legal person and phone, as in the policy label's lock dialog (the enterprise record has no
 * other contact).
 * @throws AppError NOT_FOUND_ENTITY 企业标签不存在.
 */
export const listCompanyByTag: Handler<'listCompanyByTag'> = async (req, ctx) => {
  const tag = await requireTag(ctx.db, req.query.tagId);
  const pattern = containsPattern(req.query.companyName);
  const where = and(
    inArray(company.id, sql`(select ${companyTag.companyId} from ${companyTag} where ${companyTag.tagInfoId} = ${tag.id})`),
    pattern ? ilike(company.companyName, pattern) : undefined,
  );
  const window = toPageWindow(req.query);
  return pagedSelect(
    ctx.db
      .select({ id: company.id, companyName: company.companyName, legalPerson: company.legalPerson, legalPersonPhone: company.legalPersonPhone })
      .from(company)
      .where(where)
      .orderBy(asc(company.companyName), asc(company.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(company).where(where),
    (r) => ({ ...r, contact: r.legalPerson, phone: r.legalPersonPhone }),
  );
};
