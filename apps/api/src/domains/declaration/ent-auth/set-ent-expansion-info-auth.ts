import { ENT_AUTH_STATUS, entAuthMachine, isEntAuthorized } from '@qifu/policy-rules';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { entAuthLog } from '../../../db/schema';
import { requireCallerCompany } from '../../../core/caller-company';
import { currentAuth } from './ent-auth';

/**
 * `GET /ent/company/info/setEntExpansionInfoAuth?authStatus=01|02` (QY; GET as the documents say,
 * although it writes): records the decision of the caller's enterprise with time and user (the
 * EntAuthStatus table allows both decisions from every state) and answers the new status;
 * msg 授权成功 for 02 (seeds 000 §8), 已拒绝授权 for 01.
 * @throws AppError BUSINESS_RULE 当前账号未关联企业 for a QY account without enterprise.
 */
export const setEntExpansionInfoAuth: Handler<'setEntExpansionInfoAuth'> = async (req, ctx) => {
  const { user, companyId } = await requireCallerCompany(ctx);
  const { authStatus: from } = await currentAuth(ctx.db, companyId);
  const to = assertTransition(entAuthMachine, from, isEntAuthorized(req.query.authStatus) ? 'authorize' : 'decline');
  const [row] = await ctx.db
    .insert(entAuthLog)
    .values({ companyId, userId: user.id, authStatus: to === ENT_AUTH_STATUS.authorized ? ENT_AUTH_STATUS.authorized : ENT_AUTH_STATUS.declined })
    .returning({ authStatus: entAuthLog.authStatus, createdAt: entAuthLog.createdAt });
  if (!row) throw new Error('ent_auth_log insert returned nothing');
  return ok({ authStatus: row.authStatus, authTime: row.createdAt.toISOString() }, isEntAuthorized(row.authStatus) ? '授权成功' : '已拒绝授权');
};
