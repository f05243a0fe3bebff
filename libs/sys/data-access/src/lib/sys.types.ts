import type { components, operations } from '@qifu/sdk';

type Schemas = components['schemas'];
/** The query parameters of a GET operation (all optional unless the spec says otherwise). */
type QueryOf<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Enable flag of configuration records: `'1'` 启用, `'0'` 停用 (seeds 001 §3 "enable flag"). */
export type EnableFlag = Schemas['EnableFlag'];
/** Dropdown option `{ label, value | id, children }` (seeds 001 §3). */
export type SysOption = Schemas['Option'];
/** Tree option `{ id, parentId, label, children }` (seeds 000 §3). */
export type SysTreeOption = Schemas['TreeOption'];
/** `{ id }` body of deletes and single-record state changes. */
export type SysIdForm = Schemas['SysIdForm'];
/** `{ id, enableFlag }` body of the changeEnabled-style calls. */
export type SysEnableForm = Schemas['SysEnableForm'];

// ---- users (用户管理) ----
/** One account as administrators see it (`listSysUser`, `getSysUserDetail`). */
export type SysUser = Schemas['SysUser'];
/** One page of accounts. */
export type SysUserPage = Schemas['SysUserPage'];
/** Query of `listSysUser`: page, pageSize, keyword, userType, officeId, roleId, enableFlag. */
export type SysUserListParams = QueryOf<'listSysUser'>;
/** Body of `saveSysUser` as sent (password SM2-encrypted). */
export type SysUserForm = Schemas['SysUserForm'];
/**
 * What a page passes to `useSaveSysUser`: the form with the initial password in clear text
 * (encrypted by the hook; required on creation, ignored on update).
 */
export type SysUserInput = Omit<SysUserForm, 'password'> & { password?: string };

// ---- roles (角色管理) ----
/** One role (`listRole`; `getRoleDetail` adds `menuIds`). */
export type SysRole = Schemas['SysRole'];
/** One page of roles. */
export type SysRolePage = Schemas['SysRolePage'];
/** Query of `listRole`: page, pageSize, keyword, userType, enableFlag. */
export type SysRoleListParams = QueryOf<'listRole'>;
/** Body of `saveRole`. */
export type SysRoleForm = Schemas['SysRoleForm'];
/** Body of `grantRole`: `{ roleId, menuIds }` (replaces the granted set). */
export type SysRoleGrantForm = Schemas['SysRoleGrantForm'];

// ---- menus (菜单管理) ----
/** Menu tree node (menus and their buttons) of `listMenuTree`. */
export type SysMenuNode = Schemas['SysMenuNode'];
/** One menu item as edited (`getMenuDetail`). */
export type SysMenu = Schemas['SysMenu'];
/** Body of `saveMenu`. */
export type SysMenuForm = Schemas['SysMenuForm'];
/** Menu type: `menu` (sidebar entry with a route) or `button` (a permission string only). */
export type SysMenuType = SysMenuNode['menuType'];

// ---- data rules (数据规则) ----
/** One data rule (row-level scope of a role on a resource). */
export type SysDataRule = Schemas['SysDataRule'];
/** One page of data rules. */
export type SysDataRulePage = Schemas['SysDataRulePage'];
/** Query of `listDataRule`: page, pageSize, roleId, resource. */
export type SysDataRuleListParams = QueryOf<'listDataRule'>;
/** Body of `saveDataRule`. */
export type SysDataRuleForm = Schemas['SysDataRuleForm'];

// ---- dictionaries (字典管理) ----
/** One dictionary type. */
export type SysDictType = Schemas['SysDictType'];
/** One page of dictionary types. */
export type SysDictTypePage = Schemas['SysDictTypePage'];
/** Query of `listDictType`. */
export type SysDictTypeListParams = QueryOf<'listDictType'>;
/** Body of `saveDictType`. */
export type SysDictTypeForm = Schemas['SysDictTypeForm'];
/** One dictionary value. */
export type SysDictValue = Schemas['SysDictValue'];
/** One page of dictionary values. */
export type SysDictValuePage = Schemas['SysDictValuePage'];
/** Query of `listDictValue` (`dictTypeCode` required). */
export type SysDictValueListParams = QueryOf<'listDictValue'>;
/** Body of `saveDictValue`. */
export type SysDictValueForm = Schemas['SysDictValueForm'];

// ---- offices (机构管理) ----
/** Office tree node of `listOfficeTree`. */
export type SysOfficeNode = Schemas['SysOfficeNode'];
/** One office as edited. */
export type SysOffice = Schemas['SysOffice'];
/** Body of `saveOffice`. */
export type SysOfficeForm = Schemas['SysOfficeForm'];

// ---- sub-platforms (平台管理) ----
/** One sub-platform entry of the portal main menu. */
export type SysPlatform = Schemas['SysPlatform'];
/** One page of sub-platform entries. */
export type SysPlatformPage = Schemas['SysPlatformPage'];
/** Query of `listPlatform`. */
export type SysPlatformListParams = QueryOf<'listPlatform'>;
/** Body of `savePlatform`. */
export type SysPlatformForm = Schemas['SysPlatformForm'];

// ---- live broadcasts (直播管理) ----
/** One live broadcast. */
export type SysLive = Schemas['SysLive'];
/** One page of live broadcasts. */
export type SysLivePage = Schemas['SysLivePage'];
/** Query of `listLive`. */
export type SysLiveListParams = QueryOf<'listLive'>;
/** Body of `saveLive`. */
export type SysLiveForm = Schemas['SysLiveForm'];
/** Publish state: `'0'` 未发布, `'1'` 已发布. */
export type SysLivePublishStatus = Schemas['SysLivePublishStatus'];

// ---- home configuration (首页配置) ----
/** One home/footer configuration entry. */
export type SysHomeConfig = Schemas['SysHomeConfig'];
/** One page of home configuration entries. */
export type SysHomeConfigPage = Schemas['SysHomeConfigPage'];
/** Query of `listHomeConfig`. */
export type SysHomeConfigListParams = QueryOf<'listHomeConfig'>;
/** Body of `saveHomeConfig`. */
export type SysHomeConfigForm = Schemas['SysHomeConfigForm'];
/** The footer contact block. */
export type SysHomeContact = Schemas['SysHomeContact'];
/** Body of `saveHomeContact`. */
export type SysHomeContactForm = Schemas['SysHomeContactForm'];

// ---- basic-data configuration (基础数据配置, seeds 001 §3 enterprise-archive extension) ----
/** One basic-data configuration entry. */
export type SysBasicDataConfig = Schemas['SysBasicDataConfig'];
/** An entry with its parent name and children (`getBasicDataConfigDetail`). */
export type SysBasicDataConfigDetail = Schemas['SysBasicDataConfigDetail'];
/** Body of `saveConfig`. */
export type SysBasicDataConfigForm = Schemas['SysBasicDataConfigForm'];
/** Body of `updateService` (a service category's dealOffice and description). */
export type SysServiceUpdateForm = Schemas['SysServiceUpdateForm'];
/** Configuration type: `'1'` 诉求分类, `'2'` 诉求来源, `'3'` 服务类别. */
export type SysBasicDataConfigType = SysBasicDataConfig['configType'];

// ---- operation log (操作日志: the route-change records of saveLog) ----
/** One route-change record (`listActionLog`). */
export type SysActionLog = Schemas['SysActionLog'];
/** One page of route-change records. */
export type SysActionLogPage = Schemas['SysActionLogPage'];
/** Query of `listActionLog`: page, pageSize, keyword, userName, startTime, endTime (YYYY-MM-DD). */
export type SysActionLogListParams = QueryOf<'listActionLog'>;
