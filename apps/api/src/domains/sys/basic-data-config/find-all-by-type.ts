import { and, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { basicDataConfigOrder, parentsThenChildren, selectBasicDataConfig, toBasicDataConfigItem } from './basic-data-config.queries';
import { isStaff } from '../staff';

/**
 * `GET /sys/basicDataConfig/findAllByType?configType=&enableFlag=` (optional login): every entry of
 * a type as a flat list, each top-level entry followed by its children, by sort. Staff see
 * disabled entries too (filter with `enableFlag`); everyone else gets enabled entries only,
 * whatever `enableFlag` says, and no children of a disabled parent.
 */
export const findAllByType: Handler<'findAllByType'> = async (req, ctx) => {
  const staff = isStaff(ctx.user);
  const flag = staff ? req.query.enableFlag : '1';
  const rows = await selectBasicDataConfig(ctx.db)
    .where(and(eq(sysBasicDataConfig.configType, req.query.configType), flag ? eq(sysBasicDataConfig.enableFlag, flag) : undefined))
    .orderBy(...basicDataConfigOrder);
  // a staff filter may list children without their parent; the public list hides them
  return parentsThenChildren(rows.map(toBasicDataConfigItem), !staff);
};
