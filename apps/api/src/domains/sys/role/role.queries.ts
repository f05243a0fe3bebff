/** The role row of the role administration (`SysRole`), shared by listRole and getRoleDetail. */
import { sql } from 'drizzle-orm';

import { sysRole, sysUserRole } from '../../../db/schema';

type UserType = 'QY' | 'GR' | 'YYF' | 'GOV' | 'DEPT' | 'ADMIN' | 'CALL';
const USER_TYPES: readonly string[] = ['QY', 'GR', 'YYF', 'GOV', 'DEPT', 'ADMIN', 'CALL'];

/**
 * True for the built-in roles QY, GR, YYF, GOV, DEPT, ADMIN, CALL (protected): one per user type,
 * code = user type (the seed's `BUILT_IN_ROLES`).
 */
export function isBuiltInRole(code: string): boolean {
  return USER_TYPES.includes(code);
}

/** Columns of a role row with its user count. */
export const roleColumns = {
  id: sysRole.id,
  roleName: sysRole.name,
  roleCode: sysRole.code,
  userType: sysRole.userType,
  remark: sysRole.remark,
  enableFlag: sysRole.enableFlag,
  sort: sysRole.sort,
  createdAt: sysRole.createdAt,
  userCount: sql<number>`(select count(*)::int from ${sysUserRole} where ${sysUserRole.roleId} = ${sysRole.id})`.mapWith(Number),
};

/** A role as the contract's `SysRole` describes it (without menuIds). */
export function toSysRole(r: {
  id: string;
  roleName: string;
  roleCode: string;
  userType: string | null;
  remark: string | null;
  enableFlag: '0' | '1';
  sort: number;
  createdAt: Date;
  userCount: number;
}) {
  // A role made before issue 4 has no user type: built-in codes are their own type, others show as staff (YYF).
  const userType = (r.userType && USER_TYPES.includes(r.userType) ? r.userType : USER_TYPES.includes(r.roleCode) ? r.roleCode : 'YYF') as UserType;
  return {
    id: r.id,
    roleName: r.roleName,
    roleCode: r.roleCode,
    userType,
    remark: r.remark,
    enableFlag: r.enableFlag,
    sort: r.sort,
    userCount: r.userCount,
    createTime: r.createdAt.toISOString(),
    builtIn: isBuiltInRole(r.roleCode),
  };
}
