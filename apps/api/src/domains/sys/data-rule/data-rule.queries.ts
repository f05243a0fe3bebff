/** The data-rule row of the rule administration (`SysDataRule`). */
import { eq } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { sysDataRule, sysRole } from '../../../db/schema';

/** A base query of data rules with their role's name. */
export function selectDataRules(db: Db) {
  return db
    .select({
      id: sysDataRule.id,
      roleId: sysDataRule.roleId,
      roleName: sysRole.name,
      ruleName: sysDataRule.ruleName,
      resource: sysDataRule.resource,
      columnName: sysDataRule.columnName,
      operator: sysDataRule.operator,
      valueType: sysDataRule.valueType,
      ruleValue: sysDataRule.ruleValue,
      enableFlag: sysDataRule.enableFlag,
      remark: sysDataRule.remark,
      createdAt: sysDataRule.createdAt,
    })
    .from(sysDataRule)
    .innerJoin(sysRole, eq(sysRole.id, sysDataRule.roleId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDataRules>['execute']>>[number];

/** Maps a row to the contract's `SysDataRule`. */
export function toSysDataRule({ createdAt, ...r }: Row) {
  return { ...r, createTime: createdAt.toISOString() };
}
