import { familyOfRefreshToken, revokeFamily } from '../../../core/auth';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';

/**
 * `POST /sys/activeUser/logout` (optional login): revokes the session of the access token and of
 * the `refreshToken` header, whichever are present. Always succeeds.
 */
export const logout: Handler<'logout'> = async (req, ctx) => {
  if (ctx.user) await revokeFamily(ctx.db, ctx.user.sessionId);
  const header = req.headers['refreshtoken'];
  const refreshToken = typeof header === 'string' ? header : undefined;
  if (refreshToken) {
    const family = await familyOfRefreshToken(ctx.db, refreshToken);
    if (family) await revokeFamily(ctx.db, family);
  }
  return ok(null, '退出成功');
};
