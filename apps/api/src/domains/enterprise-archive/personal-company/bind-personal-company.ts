import { personalCompanyBindMachine } from '@qifu/enterprise-archive-rules';
import { and, eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { notFound, rule } from '../../../core/entity';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { company, entPersonalCompany } from '../../../db/schema';
import { sessionSwitchOf } from '../../session';

/**
 * `POST /personal/company/bind` (GR, QY; seeds 001 §7 "/personal/company/*"): the individual behind the caller (GR, or
 * the GR of a switched session) asks to be bound to the enterprise named by `creditCode` — a new binding in 0 待审核,
 * or a rejected one (2) asked again (transition `bind` of {@link personalCompanyBindMachine}), with relation and the
 * authorization letter's filePath. Answers `{ id }` with 提交成功，请等待审核.
 * @throws AppError FORBIDDEN 仅个人用户可申请绑定企业 for an enterprise account that did not switch from GR;
 *   NOT_FOUND_ENTITY 企业不存在 for a credit code not in the archive; BUSINESS_RULE 企业名称与统一社会信用代码不匹配;
 *   CONFLICT 已申请绑定该企业 / 已绑定该企业 with a binding in 0 / 1.
 */
export const bindPersonalCompany: Handler<'bindPersonalCompany'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const switched = await sessionSwitchOf(ctx.db, caller.sessionId);
  if (!switched && caller.userType !== 'GR') throw new AppError('FORBIDDEN', '仅个人用户可申请绑定企业');
  const userId = switched?.originUserId ?? caller.id;
  const { companyName, creditCode, relation, proofFilePath } = req.body;
  const [target] = await ctx.db
    .select({ id: company.id, companyName: company.companyName })
    .from(company)
    .where(eq(company.creditCode, creditCode.toUpperCase()))
    .limit(1);
  if (!target) throw notFound('企业不存在');
  if (target.companyName !== companyName.trim()) throw rule('企业名称与统一社会信用代码不匹配');
  const [existing] = await ctx.db
    .select({ id: entPersonalCompany.id, bindStatus: entPersonalCompany.bindStatus })
    .from(entPersonalCompany)
    .where(and(eq(entPersonalCompany.userId, userId), eq(entPersonalCompany.companyId, target.id)))
    .limit(1);
  if (existing && existing.bindStatus !== '2') throw new AppError('CONFLICT', existing.bindStatus === '1' ? '已绑定该企业' : '已申请绑定该企业，请等待审核');
  const values = { relation: relation.trim(), proofFilePath: proofFilePath ?? null, reviewOpinion: null, reviewedAt: null, reviewUserId: null };
  if (existing) {
    assertTransition(personalCompanyBindMachine, existing.bindStatus, 'bind');
    await ctx.db
      .update(entPersonalCompany)
      .set({ ...values, bindStatus: '0', createdAt: sql`now()` })
      .where(and(eq(entPersonalCompany.id, existing.id), eq(entPersonalCompany.bindStatus, '2')));
    return ok({ id: existing.id }, '提交成功，请等待审核');
  }
  assertTransition(personalCompanyBindMachine, 'new', 'bind');
  const [row] = await ctx.db
    .insert(entPersonalCompany)
    .values({ ...values, userId, companyId: target.id, bindStatus: '0' })
    .onConflictDoNothing()
    .returning({ id: entPersonalCompany.id });
  if (!row) throw new AppError('CONFLICT', '已申请绑定该企业，请等待审核');
  return ok({ id: row.id }, '提交成功，请等待审核');
};
