import { calculatorTransition } from '@qifu/policy-rules';
import { eq, inArray, sql } from 'drizzle-orm';

import { notFound } from '../../../core/entity';
import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polCalculator, polCalculatorTag, polInfo, polMatchForm, tagInfo } from '../../../db/schema';
import { factRuleProblem } from '../../matching';
import { loadCalculator } from './calculator.queries';

/**
 * `POST /admin/policyCalculator/save` (policy:calculator:save; seeds 001 §7): creates a draft, or
 * changes one in 0 草稿 / 3 已驳回 (which returns to 0), as the calculator table allows. The rule is
 * checked by the matching engine (an unknown operator or field → 400 naming it).
 * @throws AppError BAD_REQUEST 请输入计算器名称 / 规则…; NOT_FOUND_ENTITY 政策不存在, 匹配表单不存在,
 *   标签不存在, 政策计算器不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const savePolicyCalculator: Handler<'savePolicyCalculator'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const body = req.body;
  const calculatorName = body.calculatorName.trim();
  if (!calculatorName) throw new AppError('BAD_REQUEST', '请输入计算器名称', '参数 calculatorName 不能为空');
  if (body.rule !== undefined) {
    const problem = factRuleProblem(body.rule);
    if (problem) throw new AppError('BAD_REQUEST', `匹配规则不正确：${problem}`, problem);
  }
  const [policy] = await ctx.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.id, body.policyId)).limit(1);
  if (!policy) throw notFound('政策不存在');
  if (body.matchFormId) {
    const [form] = await ctx.db.select({ id: polMatchForm.id }).from(polMatchForm).where(eq(polMatchForm.id, body.matchFormId)).limit(1);
    if (!form) throw notFound('匹配表单不存在');
  }
  const tagIds = body.tagIds ?? [];
  if (tagIds.length > 0) {
    const known = await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(inArray(tagInfo.id, tagIds));
    if (known.length !== tagIds.length) throw notFound('标签不存在');
  }
  const values = {
    calculatorName,
    policyId: body.policyId,
    matchFormId: body.matchFormId ?? null,
    rule: (body.rule ?? null) as Record<string, unknown> | null,
    whitelistOnly: body.whitelistOnly ?? false,
    remark: body.remark?.trim() || null,
  };
  const id = await ctx.db.transaction(async (tx) => {
    let calculatorId: string;
    if (body.id) {
      const row = await loadCalculator(tx, body.id, { forUpdate: true });
      const to = assertAllowed(calculatorTransition(row.status, 'save'));
      await tx
        .update(polCalculator)
        .set({ ...values, status: to === 'removed' ? row.status : to, updatedAt: sql`now()` })
        .where(eq(polCalculator.id, row.id));
      calculatorId = row.id;
      await tx.delete(polCalculatorTag).where(eq(polCalculatorTag.calculatorId, row.id));
    } else {
      const [created] = await tx.insert(polCalculator).values({ ...values, status: '0', createdBy: user.id }).returning({ id: polCalculator.id });
      calculatorId = (created as { id: string }).id;
    }
    if (tagIds.length > 0) await tx.insert(polCalculatorTag).values(tagIds.map((tagInfoId) => ({ calculatorId, tagInfoId })));
    return calculatorId;
  });
  return ok({ id }, '保存成功');
};
