import { count } from 'drizzle-orm';
import { statesOfExamine } from '@qifu/policy-rules';

import { type Handler, requireUser } from '../../../core/handler';
import { polInfo } from '../../../db/schema';
import { policyScope } from '../info/policy-info.queries';
import { polInfoWhere } from './pol-info.filters';

/**
 * `GET /pol/info/getNum` (staff, pol:info:list; seeds 001 §7 getNum): the counts of 政策信息库's tabs —
 * all, 草稿, 待审核, 审核通过, 审核不通过 — with the list's keyword and issuing-unit filters and data rules.
 */
export const getPolInfoNum: Handler<'getPolInfoNum'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const rows = await ctx.db
    .select({ status: polInfo.status, n: count() })
    .from(polInfo)
    .where(polInfoWhere({ keyword: req.query.keyword, policyDepName: req.query.policyDepName }, scope))
    .groupBy(polInfo.status);
  const sum = (code: '0' | '1' | '2' | '3') => {
    const states: string[] = statesOfExamine(code);
    return rows.filter((r) => states.includes(r.status)).reduce((n, r) => n + Number(r.n), 0);
  };
  return {
    total: rows.reduce((n, r) => n + Number(r.n), 0),
    draftCount: sum('0'),
    pendingCount: sum('1'),
    passCount: sum('2'),
    rejectCount: sum('3'),
  };
};
