/**
 * Credentials and tokens (docs/architecture.md "Sessions, authentication and tokens"): argon2id password hashes, SM2
 * decryption of submitted passwords, HS256 access tokens (jose) and rotated refresh tokens stored
 * as SHA-256 hashes in `auth_refresh_token`, grouped in families (one family = one session).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import smCrypto from 'sm-crypto';

import type { Secrets } from '../config';
import type { Db } from '../db/client';
import { authRefreshToken, sysRole, sysUser, sysUserRole } from '../db/schema';
import { AppError } from './envelope';

/** argon2id parameters (OWASP: 19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a plain password with argon2id (PHC string). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown user) it still runs one
 * verification against a dummy hash, so both cases take about the same time, and answers false.
 */
export async function verifyPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/**
 * Decrypts an SM2 ciphertext sent by the client (`sm2.doEncrypt(plain, publicKey, 1)`: hex,
 * C1C3C2, without the `04` prefix). A leading `04` is tolerated.
 * @returns the plain text, or `''` when the ciphertext does not decrypt.
 */
export function sm2Decrypt(privateKey: string, cipherHex: string): string {
  const attempt = (hex: string): string => {
    try {
      const plain = smCrypto.sm2.doDecrypt(hex, privateKey, 1);
      return typeof plain === 'string' ? plain : '';
    } catch {
      return '';
    }
  };
  const plain = attempt(cipherHex);
  if (plain === '' && cipherHex.startsWith('04')) return attempt(cipherHex.slice(2));
  return plain;
}

/** SHA-256 of a string, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA-256 of a value with a server secret, hex (used for SMS codes). */
export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Claims of an access token. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  userType: string;
  /** Role codes. */
  roles: string[];
  /** Session = refresh-token family id. */
  sid: string;
}

function jwtKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs an HS256 access token. Each token carries a random `jti`, so two tokens issued within the
 * same second for the same session (login, then an immediate refresh) still differ.
 * @param ttlSeconds - lifetime; a negative value makes an already expired token (tests).
 */
export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ userType: claims.userType, roles: claims.roles, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuedAt(Math.min(now, now + ttlSeconds))
    .setExpirationTime(now + ttlSeconds)
    .sign(jwtKey(secret));
}

/**
 * Verifies an access token.
 * @throws AppError TOKEN_EXPIRED (402) for a validly signed but expired token;
 *   AppError UNAUTHENTICATED (401) for anything else that is not a valid token.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(secret), { algorithms: ['HS256'] });
    const { sub, userType, roles, sid } = payload;
    if (
      typeof sub !== 'string' ||
      typeof userType !== 'string' ||
      typeof sid !== 'string' ||
      !Array.isArray(roles) ||
      !roles.every((r): r is string => typeof r === 'string')
    ) {
      throw new AppError('UNAUTHENTICATED', undefined, '令牌内容无效');
    }
    return { sub, userType, roles, sid };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) {
      throw new AppError('TOKEN_EXPIRED', '访问令牌已过期', '请使用 refreshToken 刷新访问令牌');
    }
    throw new AppError('UNAUTHENTICATED', undefined, '令牌无效');
  }
}

/** The token pair answered by login, refresh and the SSO page (contract `TokenPair`). */
export interface TokenPair {
  token: string;
  refreshToken: string;
  tokenType: 'Bearer';
  /** Access-token lifetime in seconds. */
  expiresIn: number;
}

/** Token settings taken from the server configuration. */
export interface TokenSettings {
  secrets: Pick<Secrets, 'jwtSecret'>;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

/** Role codes of a user. */
export async function loadRoleCodes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: sysRole.code })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(sysRole.code);
  return rows.map((r) => r.code);
}

/**
 * Issues an access token and a new refresh token. Without `familyId` a new session (family)
 * starts; with it the refresh token joins that family (rotation).
 */
export async function issueTokenPair(
  db: Db,
  settings: TokenSettings,
  user: { id: string; userType: string },
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const roles = await loadRoleCodes(db, user.id);
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(authRefreshToken).values({
    userId: user.id,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(Date.now() + settings.refreshTokenTtl * 1000),
  });
  const token = await signAccessToken(
    settings.secrets.jwtSecret,
    { sub: user.id, userType: user.userType, roles, sid: familyId },
    settings.accessTokenTtl,
  );
  return { token, refreshToken, tokenType: 'Bearer', expiresIn: settings.accessTokenTtl };
}

/** Revokes every token of a session. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(authRefreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authRefreshToken.familyId, familyId), isNull(authRefreshToken.revokedAt)));
}

/** Revokes every session of a user (after a password change). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(authRefreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authRefreshToken.userId, userId), isNull(authRefreshToken.revokedAt)));
}

/** The family of a presented refresh token, if it is known. */
export async function familyOfRefreshToken(db: Db, refreshToken: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: authRefreshToken.familyId })
    .from(authRefreshToken)
    .where(eq(authRefreshToken.tokenHash, sha256Hex(refreshToken)))
    .limit(1);
  return row?.familyId;
}

/**
 * Rotates a refresh token: marks it used and issues a new pair in the same family. Presenting a
 * token that was already used revokes the whole family (reuse detection).
 * @throws AppError UNAUTHENTICATED (401) for an unknown, expired, revoked or reused token, or a
 *   disabled/deleted user.
 */
export async function rotateRefreshToken(db: Db, settings: TokenSettings, refreshToken: string): Promise<TokenPair> {
  const tokenHash = sha256Hex(refreshToken);
  const [row] = await db
    .select({
      id: authRefreshToken.id,
      userId: authRefreshToken.userId,
      familyId: authRefreshToken.familyId,
      expiresAt: authRefreshToken.expiresAt,
      usedAt: authRefreshToken.usedAt,
      revokedAt: authRefreshToken.revokedAt,
      userType: sysUser.userType,
      enabled: sysUser.enabled,
    })
    .from(authRefreshToken)
    .innerJoin(sysUser, eq(sysUser.id, authRefreshToken.userId))
    .where(eq(authRefreshToken.tokenHash, tokenHash))
    .limit(1);
  const invalid = new AppError('UNAUTHENTICATED', '登录已失效，请重新登录', '刷新令牌无效或已过期');
  if (!row || row.revokedAt) throw invalid;
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    throw invalid;
  }
  if (row.expiresAt.getTime() <= Date.now() || !row.enabled) throw invalid;
  // Conditional update: of two concurrent refreshes with the same token only one wins; the
  // other is treated as reuse.
  const claimed = await db
    .update(authRefreshToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authRefreshToken.id, row.id), isNull(authRefreshToken.usedAt), isNull(authRefreshToken.revokedAt)))
    .returning({ id: authRefreshToken.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId);
    throw invalid;
  }
  return issueTokenPair(db, settings, { id: row.userId, userType: row.userType }, row.familyId);
}

