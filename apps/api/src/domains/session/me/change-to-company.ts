import { randomUUID } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';

import { issueTokenPair, revokeFamily } from '../../../core/auth';
import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { authSessionSwitch, entPersonalCompany, sysUser } from '../../../db/schema';
import { sessionSwitchOf } from './session-switch';

/** User types the documents know (the contract's `UserType`). */
type UserType = 'QY' | 'GR' | 'YYF' | 'GOV' | 'DEPT' | 'ADMIN' | 'CALL';

/**
 * `POST /sys/activeUser/changeToCompany` (GR, QY; seeds 000 §4 "Role switching replaces the
 * tokens, reloads menu and user info, and records the old type"):
 * - who: the individual behind the caller — the caller itself, or for a session that is already
 *   switched the individual who switched — must hold an approved binding (`ent_personal_company`,
 *   bindStatus '1') to `companyId`; otherwise FORBIDDEN 未绑定该企业;
 * - into what: the enterprise's account, i.e. its earliest created enabled QY user; an enterprise
 *   without one answers BUSINESS_RULE 该企业尚未开通企业账号;
 * - the caller's session is revoked, a new session of the enterprise account starts and its switch
 *   record keeps the individual and `oldType` (the type before the first switch).
 */
export const changeToCompany: Handler<'changeToCompany'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const { companyId } = req.body;
  const previous = await sessionSwitchOf(ctx.db, caller.sessionId);
  const originUserId = previous?.originUserId ?? caller.id;
  const oldType = (previous?.oldType ?? caller.userType) as UserType;

  const [binding] = await ctx.db
    .select({ id: entPersonalCompany.id })
    .from(entPersonalCompany)
    .where(and(eq(entPersonalCompany.userId, originUserId), eq(entPersonalCompany.companyId, companyId), eq(entPersonalCompany.bindStatus, '1')))
    .limit(1);
  if (!binding) throw new AppError('FORBIDDEN', '未绑定该企业');

  const [account] = await ctx.db
    .select({ id: sysUser.id, userType: sysUser.userType })
    .from(sysUser)
    .where(and(eq(sysUser.companyId, companyId), eq(sysUser.userType, 'QY'), eq(sysUser.enabled, true)))
    .orderBy(asc(sysUser.createdAt), asc(sysUser.id))
    .limit(1);
  if (!account) throw new AppError('BUSINESS_RULE', '该企业尚未开通企业账号');

  const pair = await ctx.db.transaction(async (tx) => {
    await revokeFamily(tx, caller.sessionId);
    const familyId = randomUUID();
    const issued = await issueTokenPair(tx, ctx.config, account, familyId);
    await tx.insert(authSessionSwitch).values({ familyId, originUserId, oldType, companyId });
    return issued;
  });
  return ok({ ...pair, userType: 'QY' as const, oldType, companyId }, '切换成功');
};
