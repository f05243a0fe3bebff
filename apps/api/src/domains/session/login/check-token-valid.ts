import { and, eq, gt, isNull } from 'drizzle-orm';
import { compactVerify } from 'jose';

import type { Handler } from '../../../core/handler';
import { bearerToken } from '../../../core/security';
import { authRefreshToken, sysUser } from '../../../db/schema';

/** The claims checkTokenValid needs, when the payload carries them. */
function sessionClaims(payload: Uint8Array): { sub: string; sid: string } | undefined {
  try {
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const { sub, sid } = claims;
    return typeof sub === 'string' && typeof sid === 'string' ? { sub, sid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /sys/activeUser/checkTokenValid` (public; seeds 000 §4 "A periodic validity check …", §9):
 * `valid` is true when the bearer token's HS256 signature verifies — its expiry is ignored, an
 * expired access token is refreshed by the client as usual — and its session (refresh-token
 * family) still has a token that is neither revoked nor expired, and the user is enabled. False
 * otherwise, including without a token. Never 401/402: the poll must not start a refresh.
 */
export const checkTokenValid: Handler<'checkTokenValid'> = async (req, ctx) => {
  const token = bearerToken(req.raw);
  if (!token) return { valid: false };
  let claims: { sub: string; sid: string } | undefined;
  try {
    const { payload, protectedHeader } = await compactVerify(token, new TextEncoder().encode(ctx.config.secrets.jwtSecret), {
      algorithms: ['HS256'],
    });
    claims = protectedHeader.alg === 'HS256' ? sessionClaims(payload) : undefined;
  } catch {
    claims = undefined;
  }
  if (!claims) return { valid: false };
  const [row] = await ctx.db
    .select({ id: authRefreshToken.id })
    .from(authRefreshToken)
    .innerJoin(sysUser, eq(sysUser.id, authRefreshToken.userId))
    .where(
      and(
        eq(authRefreshToken.familyId, claims.sid),
        eq(authRefreshToken.userId, claims.sub),
        isNull(authRefreshToken.revokedAt),
        gt(authRefreshToken.expiresAt, new Date()),
        eq(sysUser.enabled, true),
      ),
    )
    .limit(1);
  return { valid: Boolean(row) };
};
