/**
 * The one place where callers are authenticated and authorised (docs/architecture.md "Security").
 *
 * Every operation's requirement is read from the bundled spec ({@link indexOperations}):
 * - `security: []` — public;
 * - `[{}, {bearerAuth: []}]` — optional: a valid token attaches the user, nothing ever fails;
 * - `[{bearerAuth: []}]` — any logged-in user;
 * - `[{bearerAuth: ['QY', 'YYF']}]` — a user whose type or role is one of these;
 * - `x-permission: 'pol:consult:view'` — additionally a permission granted by the user's roles.
 *
 * No token, a bad token, a revoked session or an unknown/disabled user → 401 UNAUTHENTICATED;
 * a validly signed but expired access token → 402 TOKEN_EXPIRED; a wrong role or a missing
 * permission → HTTP 200 FORBIDDEN 没有权限执行该操作 (never 403). Handlers never check roles.
 *
 * Cost: one database query per request (a named prepared statement). It loads the user, checks the session, reads the user's
 * enabled roles (so a role change or a disabled role counts at once, not at the next token) and,
 * when the operation names an `x-permission`, whether one of those roles grants it (EXISTS over
 * role → menu with the index on `sys_menu.permission`). The result is kept per process by token and
 * permission in an {@link AuthCache} (core/auth-cache.ts) that every write to a table the check
 * reads empties in every process — through database triggers and `NOTIFY qifu_auth`, so no
 * handler can forget it — and that is bypassed while its listener is down: grantRole, saveMenu,
 * disabling a user, logout and session revocation still take effect at once (issue 13 §6).
 */
import { and, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { decodeJwt } from 'jose';

import type { Db } from '../db/client';
import { authRefreshToken, company, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../db/schema';
import { verifyAccessToken } from './auth';
import type { AuthCache } from './auth-cache';
import { AppError } from './envelope';
import type { OperationInfo } from './spec';

/** The authenticated caller, attached to the request and passed to handlers as `ctx.user`. */
export interface AuthUser {
  id: string;
  userName: string;
  name: string;
  userType: string;
  /** Codes of the user's enabled roles (read from the database on every request). */
  roles: string[];
  companyId: string | null;
  /** Office (department) of government and department staff (data rules). */
  officeId: string | null;
  companyName: string | null;
  phone: string | null;
  pwdUpdateTime: Date;
  /** The session (refresh-token family) of the access token. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the security handler when the caller presented a valid token. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The spec operation this route serves. */
    operationId?: string;
  }
}

/** A security handler as fastify-openapi-glue calls it. */
export type SecurityHandler = (req: FastifyRequest, reply: FastifyReply, scopes: string[]) => Promise<void>;

/** Bearer token of the `Authorization` header (`Bearer <jwt>`; a bare token is accepted too). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  const m = /^Bearer\s+(.+)$/i.exec(value);
  const token = (m ? m[1] : value)?.trim();
  return token ? token : undefined;
}

const forbidden = () => new AppError('FORBIDDEN', '没有权限执行该操作');

/** Dependencies of {@link createSecurity}. */
export interface SecurityDeps {
  db: Db;
  jwtSecret: string;
  operations: ReadonlyMap<string, OperationInfo>;
  /** The per-process cache of check results (core/auth-cache.ts `createAuthCache`); none: every request queries. */
  cache?: AuthCache<CachedCheck> | undefined;
}

/** A remembered check: the user of a token and whether the permission of the key was granted. */
export interface CachedCheck {
  user: AuthUser;
  granted: boolean;
}

/** What the server wires into Fastify and fastify-openapi-glue. */
export interface Security {
  /** `securityHandlers` for fastify-openapi-glue (named after the security scheme). */
  securityHandlers: { bearerAuth: SecurityHandler };
  /**
   * Adjusts a route fastify-openapi-glue registers (call from an `onRoute` hook): records the
   * operationId in the route config and runs the security check in `onRequest` — before the body
   * is parsed and validated — instead of `preHandler`; optional-login operations get a hook that
   * attaches the user when the token is valid.
   */
  adaptRoute(route: RouteOptions): void;
  /**
   * Authenticates the request's bearer token.
   * @throws AppError UNAUTHENTICATED or TOKEN_EXPIRED.
   */
  authenticate(req: FastifyRequest): Promise<AuthUser>;
  /** Distinct permission strings granted by these (enabled) roles. */
  permissionsOf(roles: readonly string[]): Promise<Set<string>>;
}

/** Builds the security handler and its helpers for one server. */
export function createSecurity({ db, jwtSecret, operations, cache }: SecurityDeps): Security {
  /**
   * The session check as a named prepared statement (one per permission variant): PostgreSQL
   * parses and plans it once per pooled connection instead of on every request, and the SQL is
   * built once (issue 13 §6). `sub`, `sid` and `permission` are its parameters.
   */
  function sessionQuery(withPermission: boolean) {
    return db
      .select({
        id: sysUser.id,
        userName: sysUser.userName,
        name: sysUser.name,
        userType: sysUser.userType,
        companyId: sysUser.companyId,
        companyName: company.companyName,
        officeId: sysUser.officeId,
        phone: sysUser.phone,
        pwdUpdateTime: sysUser.pwdUpdateTime,
        enabled: sysUser.enabled,
        roles: sql<string[]>`array(select ${sysRole.code} from ${sysUserRole} inner join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} where ${sysUserRole.userId} = ${sysUser.id} and ${sysRole.enableFlag} = '1' order by ${sysRole.code})`,
        granted: withPermission
          ? sql<boolean>`exists(select 1 from ${sysUserRole} inner join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} inner join ${sysRoleMenu} on ${sysRoleMenu.roleId} = ${sysUserRole.roleId} inner join ${sysMenu} on ${sysMenu.id} = ${sysRoleMenu.menuId} where ${sysUserRole.userId} = ${sysUser.id} and ${sysRole.enableFlag} = '1' and ${sysMenu.permission} = ${sql.placeholder('permission')})`
          : sql<boolean>`false`,
      })
      .from(sysUser)
      .leftJoin(company, eq(company.id, sysUser.companyId))
      .where(
        and(
          eq(sysUser.id, sql.placeholder('sub')),
          exists(
            db
              .select({ one: authRefreshToken.id })
              .from(authRefreshToken)
              .where(
                and(
                  eq(authRefreshToken.familyId, sql.placeholder('sid')),
                  eq(authRefreshToken.userId, sysUser.id),
                  // a revoked session has revoked_at on every row of its family
                  isNull(authRefreshToken.revokedAt),
                ),
              ),
          ),
        ),
      )
      .limit(1)
      .prepare(withPermission ? 'qifu_auth_session_permission' : 'qifu_auth_session');
  }
  const sessionPlain = sessionQuery(false);
  const sessionWithPermission = sessionQuery(true);

  /**
   * The user of the request's token, in one query; with `permission`, also whether the user's
   * enabled roles grant it (`granted`).
   */
  async function authenticateFor(req: FastifyRequest, permission?: string): Promise<{ user: AuthUser; granted: boolean }> {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED', undefined, '请先登录');
    const key = permission ? `${token}\n${permission}` : token;
    const hit = cache?.get(key);
    // a copy: a handler changing ctx.user never changes the remembered one
    if (hit) return { user: { ...hit.user, roles: [...hit.user.roles] }, granted: hit.granted };
    const generation = cache?.generation ?? 0;
    const claims = await verifyAccessToken(jwtSecret, token);
    const [row] = permission
      ? await sessionWithPermission.execute({ sub: claims.sub, sid: claims.sid, permission })
      : await sessionPlain.execute({ sub: claims.sub, sid: claims.sid });
    if (!row || !row.enabled) throw new AppError('UNAUTHENTICATED', '登录已失效，请重新登录', '会话已失效');
    const { enabled: _enabled, granted, roles, ...user } = row;
    const checked: CachedCheck = { user: { ...user, roles: [...(roles ?? [])], sessionId: claims.sid }, granted: Boolean(granted) };
    if (cache) {
      const exp = decodeJwt(token).exp;
      // never beyond the token's life: an expired token must still answer TOKEN_EXPIRED
      cache.set(key, { user: { ...checked.user, roles: [...checked.user.roles] }, granted: checked.granted }, generation, typeof exp === 'number' ? exp * 1000 : 0);
    }
    return checked;
  }

  async function authenticate(req: FastifyRequest): Promise<AuthUser> {
    return (await authenticateFor(req)).user;
  }

  async function permissionsOf(roles: readonly string[]): Promise<Set<string>> {
    if (roles.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ permission: sysMenu.permission })
      .from(sysRoleMenu)
      .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(and(inArray(sysRole.code, [...roles]), eq(sysRole.enableFlag, '1'), isNotNull(sysMenu.permission)));
    return new Set(rows.map((r) => r.permission).filter((p): p is string => Boolean(p)));
  }

  function operationOf(req: FastifyRequest): OperationInfo | undefined {
    const id = req.routeOptions.config.operationId;
    return id ? operations.get(id) : undefined;
  }

  const bearerAuth: SecurityHandler = async (req, _reply, scopes) => {
    const permission = operationOf(req)?.permission;
    const { user, granted } = await authenticateFor(req, permission);
    if (scopes.length > 0 && !scopes.includes(user.userType) && !user.roles.some((r) => scopes.includes(r))) {
      throw forbidden();
    }
    if (permission && !granted) throw forbidden();
    req.user = user;
  };

  async function optionalUser(req: FastifyRequest): Promise<void> {
    if (!bearerToken(req)) return;
    try {
      req.user = await authenticate(req);
    } catch {
      req.user = null;
    }
  }

  function adaptRoute(route: RouteOptions): void {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string') return;
    const info = operations.get(operationId);
    if (!info) return;
    route.config = { ...(route.config ?? {}), operationId };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    const glueCheck = route.preHandler;
    route.preHandler = undefined;
    if (info.mode === 'login') {
      if (!glueCheck) throw new Error(`operation ${operationId} requires a login but has no security handler`);
      route.onRequest = [...existing, ...(Array.isArray(glueCheck) ? glueCheck : [glueCheck])];
    } else if (info.mode === 'optional') {
      route.onRequest = [...existing, optionalUser];
    }
  }

  return { securityHandlers: { bearerAuth }, adaptRoute, authenticate, permissionsOf };
}
