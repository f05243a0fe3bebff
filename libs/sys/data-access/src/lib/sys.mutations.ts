/**
 * Mutations of system administration (seeds 001 §7 "/sys/…"). Every hook resolves to
 * `{ data, msg }` (the server's message, e.g. 保存成功, for the success notice), invalidates the
 * resource's lists and details first and then calls the caller's `onSuccess` (CONVENTIONS.md §4,
 * §5). Failures were already shown by the API client; callers usually need no `onError`.
 */
import { type QueryClient } from '@tanstack/react-query';
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { encryptPassword } from './sys-crypto';
import { type SysMutationResult } from './sys-envelope';
import { sysKeys } from './sys.keys';
import type {
  SysBasicDataConfigForm,
  SysDataRuleForm,
  SysDictTypeForm,
  SysDictValueForm,
  SysEnableForm,
  SysHomeConfigForm,
  SysHomeContactForm,
  SysIdForm,
  SysLiveForm,
  SysMenuForm,
  SysOfficeForm,
  SysPlatformForm,
  SysRoleForm,
  SysRoleGrantForm,
  SysServiceUpdateForm,
  SysUserInput,
} from './sys.types';

/** The resources of {@link sysKeys} (each has its own invalidation). */
export type SysResource = Exclude<keyof typeof sysKeys, 'all'>;

/**
 * Clears every cached list and detail of a resource (CONVENTIONS.md §4 "one invalidation helper
 * per resource that clears both list and detail keys").
 */
export function invalidateSysResource(queryClient: QueryClient, resource: SysResource): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sysKeys[resource].all });
}

/** Options of every mutation hook of this library. (the shared {@link ResourceMutationOptions}). */
export type SysMutationOptions<Data, Vars> = ResourceMutationOptions<SysMutationResult<Data>, Vars>;

// ---------------------------------------------------------------- users

/**
 * Creates or updates an account (`saveSysUser`, sys:user:save). The clear-text initial `password`
 * (creation only) is SM2-encrypted here; on update it is not sent. Resolves to `{ data: { id } }`.
 */
export function useSaveSysUser(options: SysMutationOptions<{ id: string }, SysUserInput> = {}) {
  return useResourceMutation(
    async ({ password, ...form }: SysUserInput) => {
      const body = !form.id && password ? { ...form, password: await encryptPassword(password) } : form;
      return unwrapWithMsg(api.POST('/sys/user/save', { body }));
    },
    [sysKeys.user.all, sysKeys.role.all, sysKeys.office.all],
    options,
  );
}

/** Deletes an account (`deleteSysUser`, sys:user:delete). */
export function useDeleteSysUser(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/user/delete', { body })), [sysKeys.user.all, sysKeys.role.all, sysKeys.office.all], options);
}

/** Enables (`'1'`) or disables (`'0'`) an account (`changeUserEnabled`, sys:user:changeEnabled). */
export function useChangeSysUserEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useResourceMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/user/changeEnabled', { body })), [sysKeys.user.all], options);
}

/**
 * Ends the lock that repeated wrong passwords set on an account (`unlockUser`, sys:user:changeEnabled;
 * issue 13 §2). Resolves to `{ data: null, msg: '账号已解锁' }`; refreshes the user lists.
 */
export function useUnlockSysUser(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/user/unlock', { body })), [sysKeys.user.all], options);
}

/**
 * Resets an account's password (`resetPwd`, sys:user:resetPwd): `newPassword` in clear text (it
 * must satisfy the complexity rule of seeds 000 §5), SM2-encrypted here.
 */
export function useResetSysUserPwd(options: SysMutationOptions<null, { id: string; newPassword: string }> = {}) {
  return useResourceMutation(
    async ({ id, newPassword }: { id: string; newPassword: string }) =>
      unwrapWithMsg(api.POST('/sys/user/resetPwd', { body: { id, newPassword: await encryptPassword(newPassword) } })),
      [sysKeys.user.all],
    options,
  );
}

// ---------------------------------------------------------------- roles

/** Creates or updates a role (`saveRole`, sys:role:save). */
export function useSaveRole(options: SysMutationOptions<{ id: string }, SysRoleForm> = {}) {
  return useResourceMutation((body: SysRoleForm) => unwrapWithMsg(api.POST('/sys/role/save', { body })), [sysKeys.role.all], options);
}

/** Deletes a role (`deleteRole`, sys:role:delete). */
export function useDeleteRole(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/role/delete', { body })), [sysKeys.role.all, sysKeys.user.all, sysKeys.dataRule.all], options);
}

/**
 * Grants menus and buttons to a role (`grantRole`, sys:role:grant): `menuIds` replaces the granted
 * set; a granted child implies its parent menu on the server.
 */
export function useGrantRole(options: SysMutationOptions<null, SysRoleGrantForm> = {}) {
  return useResourceMutation((body: SysRoleGrantForm) => unwrapWithMsg(api.POST('/sys/role/grant', { body })), [sysKeys.role.all], options);
}

// ---------------------------------------------------------------- menus

/** Creates or updates a menu item or button (`saveMenu`, sys:menu:save). */
export function useSaveMenu(options: SysMutationOptions<{ id: string }, SysMenuForm> = {}) {
  return useResourceMutation((body: SysMenuForm) => unwrapWithMsg(api.POST('/sys/menu/save', { body })), [sysKeys.menu.all, sysKeys.role.all], options);
}

/** Deletes a menu item (`deleteMenu`, sys:menu:delete). */
export function useDeleteMenu(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/menu/delete', { body })), [sysKeys.menu.all, sysKeys.role.all], options);
}

// ---------------------------------------------------------------- data rules

/** Creates or updates a data rule (`saveDataRule`, sys:dataRule:save). */
export function useSaveDataRule(options: SysMutationOptions<{ id: string }, SysDataRuleForm> = {}) {
  return useResourceMutation((body: SysDataRuleForm) => unwrapWithMsg(api.POST('/sys/dataRule/save', { body })), [sysKeys.dataRule.all], options);
}

/** Deletes a data rule (`deleteDataRule`, sys:dataRule:delete). */
export function useDeleteDataRule(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dataRule/delete', { body })), [sysKeys.dataRule.all], options);
}

// ---------------------------------------------------------------- dictionaries

/** Creates or updates a dictionary type (`saveDictType`, sys:dict:save). */
export function useSaveDictType(options: SysMutationOptions<{ id: string }, SysDictTypeForm> = {}) {
  return useResourceMutation((body: SysDictTypeForm) => unwrapWithMsg(api.POST('/sys/dictType/save', { body })), [sysKeys.dictType.all, sysKeys.dictValue.all], options);
}

/** Deletes a dictionary type (`deleteDictType`, sys:dict:delete). */
export function useDeleteDictType(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dictType/delete', { body })), [sysKeys.dictType.all, sysKeys.dictValue.all], options);
}

/** Creates or updates a dictionary value (`saveDictValue`, sys:dict:save). */
export function useSaveDictValue(options: SysMutationOptions<{ id: string }, SysDictValueForm> = {}) {
  return useResourceMutation((body: SysDictValueForm) => unwrapWithMsg(api.POST('/sys/dictValue/save', { body })), [sysKeys.dictValue.all, sysKeys.dictType.all], options);
}

/** Deletes a dictionary value (`deleteDictValue`, sys:dict:delete). */
export function useDeleteDictValue(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dictValue/delete', { body })), [sysKeys.dictValue.all, sysKeys.dictType.all], options);
}

// ---------------------------------------------------------------- offices

/** Creates or updates an office (`saveOffice`, sys:office:save). */
export function useSaveOffice(options: SysMutationOptions<{ id: string }, SysOfficeForm> = {}) {
  return useResourceMutation((body: SysOfficeForm) => unwrapWithMsg(api.POST('/sys/office/save', { body })), [sysKeys.office.all], options);
}

/** Deletes an office (`deleteOffice`, sys:office:delete). */
export function useDeleteOffice(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/office/delete', { body })), [sysKeys.office.all], options);
}

// ---------------------------------------------------------------- platforms

/** Creates or updates a sub-platform entry (`savePlatform`, sys:platform:save). */
export function useSavePlatform(options: SysMutationOptions<{ id: string }, SysPlatformForm> = {}) {
  return useResourceMutation((body: SysPlatformForm) => unwrapWithMsg(api.POST('/sys/platform/save', { body })), [sysKeys.platform.all], options);
}

/** Deletes a sub-platform entry (`deletePlatform`, sys:platform:delete). */
export function useDeletePlatform(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/platform/delete', { body })), [sysKeys.platform.all], options);
}

/** Enables or disables a sub-platform entry (`changePlatformEnabled`, sys:platform:save). */
export function useChangePlatformEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useResourceMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/platform/changeEnabled', { body })), [sysKeys.platform.all], options);
}

// ---------------------------------------------------------------- live broadcasts

/** Creates or updates a live broadcast (`saveLive`, sys:live:save). */
export function useSaveLive(options: SysMutationOptions<{ id: string }, SysLiveForm> = {}) {
  return useResourceMutation((body: SysLiveForm) => unwrapWithMsg(api.POST('/sys/live/save', { body })), [sysKeys.live.all], options);
}

/** Deletes an unpublished live broadcast (`deleteLive`, sys:live:delete). */
export function useDeleteLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/delete', { body })), [sysKeys.live.all], options);
}

/** Publishes a live broadcast, 0 未发布 → 1 已发布 (`publishLive`, sys:live:publish). */
export function usePublishLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/publish', { body })), [sysKeys.live.all], options);
}

/** Withdraws a live broadcast, 1 已发布 → 0 未发布 (`offPublishLive`, sys:live:publish). */
export function useOffPublishLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/offPublish', { body })), [sysKeys.live.all], options);
}

// ---------------------------------------------------------------- home configuration

/** Creates or updates a home configuration entry (`saveHomeConfig`, sys:homeConfig:save). */
export function useSaveHomeConfig(options: SysMutationOptions<{ id: string }, SysHomeConfigForm> = {}) {
  return useResourceMutation((body: SysHomeConfigForm) => unwrapWithMsg(api.POST('/sys/homeConfig/save', { body })), [sysKeys.homeConfig.all], options);
}

/** Deletes a home configuration entry (`deleteHomeConfig`, sys:homeConfig:delete). */
export function useDeleteHomeConfig(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/homeConfig/delete', { body })), [sysKeys.homeConfig.all], options);
}

/** Enables or disables a home configuration entry (`changeHomeConfigEnabled`, sys:homeConfig:save). */
export function useChangeHomeConfigEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useResourceMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/homeConfig/changeEnabled', { body })), [sysKeys.homeConfig.all], options);
}

/** Saves the footer contact block (`saveHomeContact`, sys:homeConfig:save). */
export function useSaveHomeContact(options: SysMutationOptions<null, SysHomeContactForm> = {}) {
  return useResourceMutation((body: SysHomeContactForm) => unwrapWithMsg(api.POST('/sys/homeConfig/saveContact', { body })), [sysKeys.homeConfig.all], options);
}

// ---------------------------------------------------------------- basic-data configuration

/** Creates or updates a configuration entry (`saveConfig`, sys:basicDataConfig:save). */
export function useSaveBasicDataConfig(options: SysMutationOptions<{ id: string }, SysBasicDataConfigForm> = {}) {
  return useResourceMutation(
    (body: SysBasicDataConfigForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/saveConfig', { body })),
    [sysKeys.basicDataConfig.all],
    options,
  );
}

/** Deletes a configuration entry (`deleteBasicDataConfig`, GET as the documents give it). */
export function useDeleteBasicDataConfig(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useResourceMutation(
    ({ id }: SysIdForm) => unwrapWithMsg(api.GET('/sys/basicDataConfig/delete', { params: { query: { id } } })),
    [sysKeys.basicDataConfig.all],
    options,
  );
}

/** Enables or disables a configuration entry (`changeConfigEnableFlag`, sys:basicDataConfig:save). */
export function useChangeBasicDataConfigEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useResourceMutation(
    (body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/changeConfigEnableFlag', { body })),
    [sysKeys.basicDataConfig.all],
    options,
  );
}

/** Saves a service category's handling settings, dealOffice and description (`updateService`). */
export function useUpdateServiceCategory(options: SysMutationOptions<null, SysServiceUpdateForm> = {}) {
  return useResourceMutation(
    (body: SysServiceUpdateForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/updateService', { body })),
    [sysKeys.basicDataConfig.all],
    options,
  );
}
