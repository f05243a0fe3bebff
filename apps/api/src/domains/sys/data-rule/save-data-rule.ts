import { eq } from 'drizzle-orm';

import { checkDataRule } from '../../../core/data-scope';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysDataRule, sysRole } from '../../../db/schema';
import { notFound, rule } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/dataRule/save` (ADMIN, sys:dataRule:save): creates (no id) or updates a data rule.
 * The resource, column, operator and value source are checked against the server's registry
 * (`DATA_RESOURCES` in `core/data-scope.ts`); a misfit answers BUSINESS_RULE with the reason
 * (e.g. 不支持的数据资源：…, 固定值不能为空). Unknown role → BUSINESS_RULE 角色不存在. The rule counts
 * from the next list call.
 */
export const saveDataRule: Handler<'saveDataRule'> = async (req, ctx) => {
  const b = req.body;
  const ruleName = b.ruleName.trim();
  if (!ruleName) throw rule('请输入规则名称');
  const ruleValue = b.valueType === 'fixed' ? textOrNull(b.ruleValue) : null;
  const reason = checkDataRule({ resource: b.resource, columnName: b.columnName, operator: b.operator, valueType: b.valueType, ruleValue });
  if (reason) throw rule(reason);
  const [role] = await ctx.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, b.roleId)).limit(1);
  if (!role) throw rule('角色不存在');
  const fields = {
    roleId: b.roleId,
    ruleName,
    resource: b.resource,
    columnName: b.columnName,
    operator: b.operator,
    valueType: b.valueType,
    ruleValue,
    enableFlag: b.enableFlag ?? '1',
    remark: textOrNull(b.remark),
  };
  if (b.id) {
    const updated = await ctx.db.update(sysDataRule).set(fields).where(eq(sysDataRule.id, b.id)).returning({ id: sysDataRule.id });
    if (updated.length === 0) throw notFound('数据规则不存在');
    return ok({ id: b.id }, '保存成功');
  }
  const [row] = await ctx.db.insert(sysDataRule).values(fields).returning({ id: sysDataRule.id });
  if (!row) throw new Error('data rule not inserted');
  return ok({ id: row.id }, '保存成功');
};
