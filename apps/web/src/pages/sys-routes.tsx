/**
 * The system-administration pages (/work/sys/…), loaded lazily as one chunk. Each page needs the
 * list permission of its resource (the `x-permission` of its list operation); without it the page
 * shows 您没有访问该页面的权限 (`RequirePermission`). Its buttons check their own permissions.
 */
import { RequirePermission } from '@qifu/workbench-feature';
import { type ComponentType } from 'react';

// This module is itself loaded lazily (the /work/sys routes); it loads the pages' chunk here so
// that the eager route tree does not carry the pages' preload list.
const {
  SysBasicDataConfigPage,
  SysDataRulePage,
  SysDictPage,
  SysHomeConfigPage,
  SysLivePage,
  SysLogPage,
  SysMenuPage,
  SysOfficePage,
  SysPlatformPage,
  SysRolePage,
  SysUserPage,
} = await import('@qifu/sys-feature');

function guarded(permission: string, Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    );
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}

/** /work/sys/user 用户管理 (sys:user:list). */
export const SysUserRoute = guarded('sys:user:list', SysUserPage);
/** /work/sys/role 角色管理 (sys:role:list). */
export const SysRoleRoute = guarded('sys:role:list', SysRolePage);
/** /work/sys/menu 菜单管理 (sys:menu:list). */
export const SysMenuRoute = guarded('sys:menu:list', SysMenuPage);
/** /work/sys/dataRule 数据规则 (sys:dataRule:list). */
export const SysDataRuleRoute = guarded('sys:dataRule:list', SysDataRulePage);
/** /work/sys/dict 字典管理 (sys:dict:list). */
export const SysDictRoute = guarded('sys:dict:list', SysDictPage);
/** /work/sys/office 机构管理 (sys:office:list). */
export const SysOfficeRoute = guarded('sys:office:list', SysOfficePage);
/** /work/sys/platform 平台管理 (sys:platform:list). */
export const SysPlatformRoute = guarded('sys:platform:list', SysPlatformPage);
/** /work/sys/live 直播管理 (sys:live:list). */
export const SysLiveRoute = guarded('sys:live:list', SysLivePage);
/** /work/sys/homeConfig 首页配置 (sys:homeConfig:list). */
export const SysHomeConfigRoute = guarded('sys:homeConfig:list', SysHomeConfigPage);
/** /work/sys/basicDataConfig 基础数据配置 (sys:basicDataConfig:list). */
export const SysBasicDataConfigRoute = guarded('sys:basicDataConfig:list', SysBasicDataConfigPage);
/** /work/sys/log 操作日志 (sys:log:list). */
export const SysLogRoute = guarded('sys:log:list', SysLogPage);
