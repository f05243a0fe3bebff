import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysDataRule } from '../../../db/schema';
import { selectDataRules, toSysDataRule } from './data-rule.queries';
import { notFound } from '../../../core/entity';

/** `GET /sys/dataRule/detail?id=` (ADMIN, sys:dataRule:list): one rule; unknown → NOT_FOUND_ENTITY 数据规则不存在. */
export const getDataRuleDetail: Handler<'getDataRuleDetail'> = async (req, ctx) => {
  const [row] = await selectDataRules(ctx.db).where(eq(sysDataRule.id, req.query.id)).limit(1);
  if (!row) throw notFound('数据规则不存在');
  return toSysDataRule(row);
};
