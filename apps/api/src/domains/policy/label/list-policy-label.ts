import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { toPageWindow, pageResult } from '../../../core/paging';
import { containsPattern, iso } from '../../../core/values';
import { polLabel, polLabelTag, tagInfo } from '../../../db/schema';
import { labelCompanyCount, labelPolicyCount } from './label.queries';

/**
 * `GET /admin/policy/label/list` (ADMIN, YYF, GOV, DEPT; policy:label:list): labels by `sort`, then
 * newest, with their enterprise tags, the number of enterprises carrying all of them and the number of
 * policies using the label; `labelName` contains, `enableFlag` equals.
 */
export const listPolicyLabel: Handler<'listPolicyLabel'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.labelName);
  const where = and(pattern ? ilike(polLabel.labelName, pattern) : undefined, req.query.enableFlag ? eq(polLabel.enableFlag, req.query.enableFlag) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: polLabel.id,
        labelName: polLabel.labelName,
        enableFlag: polLabel.enableFlag,
        sort: polLabel.sort,
        remark: polLabel.remark,
        createdAt: polLabel.createdAt,
        companyCount: labelCompanyCount,
        policyCount: labelPolicyCount,
      })
      .from(polLabel)
      .where(where)
      .orderBy(asc(polLabel.sort), desc(polLabel.createdAt), desc(polLabel.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polLabel).where(where),
  ]);
  const tags = rows.length
    ? await ctx.db
        .select({ labelId: polLabelTag.labelId, id: tagInfo.id, tagName: tagInfo.tagName })
        .from(polLabelTag)
        .innerJoin(tagInfo, eq(tagInfo.id, polLabelTag.tagInfoId))
        .where(inArray(polLabelTag.labelId, rows.map((r) => r.id)))
        .orderBy(asc(tagInfo.sort), asc(tagInfo.tagName))
    : [];
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      labelName: r.labelName,
      tags: tags.filter((t) => t.labelId === r.id).map((t) => ({ id: t.id, tagName: t.tagName })),
      enableFlag: r.enableFlag,
      sort: r.sort,
      remark: r.remark,
      companyCount: Number(r.companyCount),
      policyCount: Number(r.policyCount),
      createTime: iso(r.createdAt),
    })),
    total?.n ?? 0,
  );
};
