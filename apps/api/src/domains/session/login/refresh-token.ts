import { rotateRefreshToken } from '../../../core/auth';
import type { Handler } from '../../../core/handler';

/**
 * `GET /sys/activeUser/refreshToken` (header `refreshToken`): rotates the refresh token and issues
 * a new access token in the same session. Unknown, expired, revoked or reused tokens → 401; reuse
 * also revokes the whole session.
 */
export const refreshToken: Handler<'refreshToken'> = async (req, ctx) => {
  const header = req.headers['refreshtoken'];
  const token = typeof header === 'string' ? header : '';
  return rotateRefreshToken(ctx.db, ctx.config, token);
};
