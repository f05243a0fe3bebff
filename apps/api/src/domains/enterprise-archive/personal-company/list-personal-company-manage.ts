import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { maskPhone } from '../../../core/outbox';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern, iso, isoOrNull } from '../../../core/values';
import { company, entPersonalCompany, sysUser } from '../../../db/schema';

/**
 * `GET /personal/company/manageList` (ADMIN, YYF, GOV, DEPT; ent:personalCompany:list; seeds 001 §7, 企业绑定审核):
 * every binding with the applicant's name and masked phone (139****6688), pending (0) first, then newest; filters
 * bindStatus, companyName (contains) and applicantName (contains). Bindings concern individuals, not an office's
 * enterprises, so no data rule narrows the list (docs/decisions/0025-tags-smart-tags-binding.md).
 */
export const listPersonalCompanyManage: Handler<'listPersonalCompanyManage'> = async (req, ctx) => {
  const { bindStatus, companyName, applicantName } = req.query;
  const window = toPageWindow(req.query);
  const companyPattern = containsPattern(companyName);
  const applicantPattern = containsPattern(applicantName);
  const where = and(
    bindStatus ? eq(entPersonalCompany.bindStatus, bindStatus) : undefined,
    companyPattern ? ilike(company.companyName, companyPattern) : undefined,
    applicantPattern ? ilike(sysUser.name, applicantPattern) : undefined,
  );
  return pagedSelect(
    ctx.db
      .select({
        id: entPersonalCompany.id,
        companyId: entPersonalCompany.companyId,
        companyName: company.companyName,
        creditCode: company.creditCode,
        bindStatus: entPersonalCompany.bindStatus,
        relation: entPersonalCompany.relation,
        reviewOpinion: entPersonalCompany.reviewOpinion,
        createdAt: entPersonalCompany.createdAt,
        reviewedAt: entPersonalCompany.reviewedAt,
        applicantName: sysUser.name,
        applicantPhone: sysUser.phone,
      })
      .from(entPersonalCompany)
      .innerJoin(company, eq(company.id, entPersonalCompany.companyId))
      .innerJoin(sysUser, eq(sysUser.id, entPersonalCompany.userId))
      .where(where)
      .orderBy(asc(sql`case when ${entPersonalCompany.bindStatus} = '0' then 0 else 1 end`), desc(entPersonalCompany.createdAt), desc(entPersonalCompany.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(entPersonalCompany)
      .innerJoin(company, eq(company.id, entPersonalCompany.companyId))
      .innerJoin(sysUser, eq(sysUser.id, entPersonalCompany.userId))
      .where(where),
    ({ createdAt, reviewedAt, applicantPhone, ...r }) => ({
      ...r,
      createTime: iso(createdAt),
      reviewTime: isoOrNull(reviewedAt),
      ...(applicantPhone ? { applicantPhone: maskPhone(applicantPhone) } : {}),
    }),
  );
};
