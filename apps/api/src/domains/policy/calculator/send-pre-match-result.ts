import { calculatorTransition, type CalculatorStatus } from '@qifu/policy-rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import { rule } from '../../../core/entity';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { enqueue } from '../../../core/outbox';
import { assertAllowed } from '../../../core/state-machine';
import { company, polCalculator, polCalculatorMatch, polCalculatorNotice, polInfo } from '../../../db/schema';
import { loadCalculator } from './calculator.queries';

/** The text sent to a matched enterprise (in-app notice and SMS). */
export function preMatchNoticeText(policyTitle: string): string {
  return `贵企业与政策「${policyTitle}」的申报条件相匹配，请登录企业服务平台查看并申报。`;
}

/**
 * `POST /admin/policyCalculator/sendResult { id, companyIds?, channels? }` (policy:calculator:send;
 * seeds 001 §7 "send results"): 2 审核通过 → 4 已推送 (4 → 4 sends only to enterprises not sent yet).
 * In one transaction each enterprise of the last succeeded pre-match not sent yet (or of
 * `companyIds`) gets its in-app notice (`pol_calculator_notice`, channel 1, which also marks it
 * 已推送 in the result) and, with channel 2, an SMS to its contact phone through the outbox
 * (`core/outbox.ts`, topic sms: written with the notice, delivered by the dispatcher). `count` is
 * the number of enterprises sent.
 * @throws AppError BUSINESS_RULE 请先完成预匹配 (no succeeded pre-match), 当前状态不允许该操作;
 *   BAD_REQUEST 企业不在匹配结果中; NOT_FOUND_ENTITY 政策计算器不存在.
 */
export const sendPreMatchResult: Handler<'sendPreMatchResult'> = async (req, ctx) => {
  const channels = req.body.channels ?? ['1'];
  const count = await ctx.db.transaction(async (tx) => {
    const row = await loadCalculator(tx, req.body.id, { forUpdate: true });
    const to = assertAllowed(calculatorTransition(row.status, 'sendResult')) as CalculatorStatus;
    if (!row.resultJobId) throw rule('请先完成预匹配');
    const wanted = req.body.companyIds;
    const targets = await tx
      .select({ companyId: polCalculatorMatch.companyId, phone: company.legalPersonPhone })
      .from(polCalculatorMatch)
      .innerJoin(company, eq(company.id, polCalculatorMatch.companyId))
      .leftJoin(polCalculatorNotice, and(eq(polCalculatorNotice.calculatorId, row.id), eq(polCalculatorNotice.companyId, polCalculatorMatch.companyId)))
      .where(
        and(
          eq(polCalculatorMatch.jobId, row.resultJobId),
          wanted ? inArray(polCalculatorMatch.companyId, wanted) : undefined,
          isNull(polCalculatorNotice.companyId),
        ),
      );
    if (wanted) {
      const inResult = await tx
        .select({ id: polCalculatorMatch.companyId })
        .from(polCalculatorMatch)
        .where(and(eq(polCalculatorMatch.jobId, row.resultJobId), inArray(polCalculatorMatch.companyId, wanted)));
      if (inResult.length !== wanted.length) throw new AppError('BAD_REQUEST', '企业不在匹配结果中', 'companyIds 须在最近一次预匹配的结果中');
    }
    const [policy] = await tx.select({ title: polInfo.policyTitle }).from(polInfo).where(eq(polInfo.id, row.policyId)).limit(1);
    const text = preMatchNoticeText(policy?.title ?? '');
    for (let i = 0; i < targets.length; i += 1000) {
      await tx.insert(polCalculatorNotice).values(targets.slice(i, i + 1000).map((t) => ({ calculatorId: row.id, companyId: t.companyId, channels: [...channels] })));
    }
    if (channels.includes('2')) {
      for (const t of targets) if (t.phone) await enqueue(tx, 'sms', { phone: t.phone, text });
    }
    await tx.update(polCalculator).set({ status: to, updatedAt: sql`now()` }).where(eq(polCalculator.id, row.id));
    return targets.length;
  });
  return ok({ count }, '推送成功');
};
