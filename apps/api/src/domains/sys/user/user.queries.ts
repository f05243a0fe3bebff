/** The account row of the user administration (`SysUser`), shared by listSysUser and getSysUserDetail. */
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { authLoginFailure, authRefreshToken, company, sysOffice, sysRole, sysUser, sysUserRole } from '../../../db/schema';
import { flagOf, isoOrNull } from '../../../core/values';

type UserType = 'QY' | 'GR' | 'YYF' | 'GOV' | 'DEPT' | 'ADMIN' | 'CALL';

/** An account as the contract's `SysUser` describes it. */
export interface SysUserItem {
  id: string;
  userName: string;
  name: string;
  userType: UserType;
  phone: string;
  officeId: string | null;
  officeName: string | null;
  govEmpPosJob: string | null;
  companyId: string | null;
  companyName: string | null;
  roleIds: string[];
  roleNames: string[];
  enableFlag: '0' | '1';
  lastLoginTime: string | null;
  pwdUpdateTime: string | null;
  /** Locked by wrong passwords (issue 13 §2, `core/login-guard.ts`); an administrator can unlock. */
  locked: boolean;
  /** End of the running lock. */
  lockedUntil: string | null;
  createTime: string;
}

/** The columns of {@link SysUserItem} for a query from `sys_user` left-joined with office and company. */
export const userColumns = {
  id: sysUser.id,
  userName: sysUser.userName,
  name: sysUser.name,
  userType: sysUser.userType,
  phone: sysUser.phone,
  officeId: sysUser.officeId,
  officeName: sysOffice.officeName,
  govEmpPosJob: sysUser.govEmpPosJob,
  companyId: sysUser.companyId,
  companyName: company.companyName,
  enabled: sysUser.enabled,
  pwdUpdateTime: sysUser.pwdUpdateTime,
  createdAt: sysUser.createdAt,
  roleIds: sql<string[]>`array(select ${sysUserRole.roleId}::text from ${sysUserRole} inner join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} where ${sysUserRole.userId} = ${sysUser.id} order by ${sysRole.sort}, ${sysRole.name})`,
  roleNames: sql<string[]>`array(select ${sysRole.name} from ${sysUserRole} inner join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId} where ${sysUserRole.userId} = ${sysUser.id} order by ${sysRole.sort}, ${sysRole.name})`,
  // A session (refresh-token family) starts with its first token: the latest start is the last login.
  lastLoginTime: sql<Date | null>`(select max(s.started) from (select min(t.created_at) as started from auth_refresh_token t where t.user_id = ${sysUser.id} group by t.family_id) s)`.mapWith(
    authRefreshToken.createdAt,
  ),
  lockedUntil: sql<Date | null>`(select f.locked_until from ${authLoginFailure} f where f.user_name = ${sysUser.userName} and f.locked_until > now())`.mapWith(
    authLoginFailure.lockedUntil,
  ),
};

/** A base query of {@link userColumns}. */
export function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(sysUser)
    .leftJoin(sysOffice, eq(sysOffice.id, sysUser.officeId))
    .leftJoin(company, eq(company.id, sysUser.companyId));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

/** Maps a row to {@link SysUserItem}. A password reset (time = epoch) shows as cleared (null). */
export function toSysUser(r: UserRow): SysUserItem {
  return {
    id: r.id,
    userName: r.userName,
    name: r.name,
    userType: r.userType as UserType,
    phone: r.phone ?? '',
    officeId: r.officeId,
    officeName: r.officeName ?? null,
    govEmpPosJob: r.govEmpPosJob,
    companyId: r.companyId,
    companyName: r.companyName ?? null,
    roleIds: [...(r.roleIds ?? [])],
    roleNames: [...(r.roleNames ?? [])],
    enableFlag: flagOf(r.enabled),
    lastLoginTime: isoOrNull(r.lastLoginTime),
    pwdUpdateTime: r.pwdUpdateTime.getTime() <= 0 ? null : r.pwdUpdateTime.toISOString(),
    locked: r.lockedUntil !== null,
    lockedUntil: isoOrNull(r.lockedUntil),
    createTime: r.createdAt.toISOString(),
  };
}
