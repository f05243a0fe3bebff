import { isPublished } from '@qifu/policy-rules';
import { inArray } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { company } from '../../../db/schema';
import { policyScope, readPolicy } from '../info/policy-info.queries';
import { byBestMatch, companyDetailOfPolicy, matchPolicyOverCompanies } from './pol-info-match';

/**
 * `GET /pol/info/getCompany` (staff, pol:info:match; seeds 001 §7 getCompany, 精准推送): the enterprises
 * with their best match against the policy's open projects, best first (匹配, 部分匹配, 不匹配; higher rate
 * first), filtered by result and by name or credit code; each row of the page with the engine's
 * estimated amount, the missing data and the legal person's contact.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在.
 */
export const getPolInfoCompany: Handler<'getPolInfoCompany'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const policy = await readPolicy(ctx.db, req.query.id, scope);
  const keyword = req.query.keyword?.trim().toLowerCase();
  const all = isPublished(policy.status) ? await matchPolicyOverCompanies(ctx.db, policy.id) : [];
  const rows = all
    .filter((m) => (!req.query.matchResult || m.bestResult === req.query.matchResult) && (!keyword || m.companyName.toLowerCase().includes(keyword) || m.creditCode.toLowerCase().includes(keyword)))
    .sort(byBestMatch);
  const window = toPageWindow(req.query);
  const page = rows.slice(window.offset, window.offset + window.limit);
  const contacts =
    page.length === 0
      ? []
      : await ctx.db
          .select({ id: company.id, legalPerson: company.legalPerson, legalPersonPhone: company.legalPersonPhone })
          .from(company)
          .where(inArray(company.id, page.map((p) => p.companyId)));
  const contactOf = new Map(contacts.map((c) => [c.id, c]));
  const list = [];
  for (const m of page) {
    const detail = await companyDetailOfPolicy(ctx.db, m.companyId, policy.id);
    list.push({
      companyId: m.companyId,
      companyName: m.companyName,
      creditCode: m.creditCode,
      legalPerson: contactOf.get(m.companyId)?.legalPerson ?? null,
      legalPersonPhone: contactOf.get(m.companyId)?.legalPersonPhone ?? null,
      matchResult: m.bestResult,
      matchRate: m.bestRate,
      estimatedAmount: detail.estimatedAmount,
      missingData: detail.missingData,
    });
  }
  return pageResult(list, rows.length);
};
