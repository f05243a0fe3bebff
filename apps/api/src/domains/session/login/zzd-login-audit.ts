/**
 * The login audit of the government-app login (issue 13 §2 "every login, success or failure, in the
 * audit log"): wraps `loginByZzdAccountId` so that every attempt writes one operation-log row (login
 * name = the app's accountId, the linked user when known, the client address, the outcome); the
 * handler itself stays unchanged.
 */
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { auditLogin } from '../../../core/login-guard';
import { authZzdAccount } from '../../../db/schema';

const CHANNEL = '/sys/activeUser/loginByZzdAccountId';

/**
 * `handler` with its attempts audited: success → 'success' with the linked user; a refusal
 * (AppError) → 'failed' with the refusal's message; unexpected errors are audited as failed too
 * and rethrown.
 */
export function withZzdLoginAudit(handler: Handler<'loginByZzdAccountId'>): Handler<'loginByZzdAccountId'> {
  return async (req, ctx) => {
    const accountId = String(req.body.accountId ?? '');
    const linkedUser = async () =>
      (await ctx.db.select({ userId: authZzdAccount.userId }).from(authZzdAccount).where(eq(authZzdAccount.accountId, accountId)).limit(1))[0]
        ?.userId ?? null;
    try {
      const result = await handler(req, ctx);
      await auditLogin(ctx.db, { loginName: accountId, userId: await linkedUser(), ip: req.ip, outcome: 'success', channel: CHANNEL });
      return result;
    } catch (err) {
      const detail = err instanceof AppError ? err.message : undefined;
      await auditLogin(ctx.db, { loginName: accountId, userId: await linkedUser(), ip: req.ip, outcome: 'failed', channel: CHANNEL, ...(detail ? { detail } : {}) });
      throw err;
    }
  };
}
