import { and, count, desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysDataRule } from '../../../db/schema';
import { selectDataRules, toSysDataRule } from './data-rule.queries';

/**
 * `GET /sys/dataRule/list` (ADMIN, sys:dataRule:list): data rules, newest first (or `orderBy`
 * ruleName, resource, createTime); filters roleId and resource (exact).
 */
export const listDataRule: Handler<'listDataRule'> = async (req, ctx) => {
  const q = req.query;
  const window = toPageWindow(q);
  const resource = q.resource?.trim();
  const where = and(q.roleId ? eq(sysDataRule.roleId, q.roleId) : undefined, resource ? eq(sysDataRule.resource, resource) : undefined);
  const order = orderByAllowed(
    { ruleName: sysDataRule.ruleName, resource: sysDataRule.resource, createTime: sysDataRule.createdAt },
    q.orderBy,
    q.order,
    [desc(sysDataRule.createdAt)],
    sysDataRule.id,
  );
  return pagedSelect(
    selectDataRules(ctx.db).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysDataRule).where(where),
    toSysDataRule,
  );
};
