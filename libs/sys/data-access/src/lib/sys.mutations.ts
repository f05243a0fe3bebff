/**
 * Mutations of system administration (seeds 001 §7 "/sys/…"). Every hook resolves to
 * `{ data, msg }` (the server's message, e.g. 保存成功, for the success notice), invalidates the
 * resource's lists and details first and then calls the caller's `onSuccess` (CONVENTIONS.md §4,
 * §5). Failures were already shown by the API client; callers usually need no `onError`.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrapWithMsg } from '@qifu/sdk';
import { api } from '@qifu/session';

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

/** Options of every mutation hook of this library. */
export interface SysMutationOptions<Data, Vars> {
  /** Called after the caches were invalidated, with the result and the variables. */
  onSuccess?: (result: SysMutationResult<Data>, variables: Vars) => void | Promise<void>;
  /** Called on failure (the API client already showed the message). */
  onError?: (error: unknown, variables: Vars) => void;
}

function useSysMutation<Vars, Data>(
  mutationFn: (variables: Vars) => Promise<SysMutationResult<Data>>,
  resources: readonly SysResource[],
  options: SysMutationOptions<Data, Vars>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await Promise.all(resources.map((resource) => invalidateSysResource(queryClient, resource)));
      await options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

// ---------------------------------------------------------------- users

/**
 * Creates or updates an account (`saveSysUser`, sys:user:save). The clear-text initial `password`
 * (creation only) is SM2-encrypted here; on update it is not sent. Resolves to `{ data: { id } }`.
 */
export function useSaveSysUser(options: SysMutationOptions<{ id: string }, SysUserInput> = {}) {
  return useSysMutation(
    async ({ password, ...form }: SysUserInput) => {
      const body = !form.id && password ? { ...form, password: await encryptPassword(password) } : form;
      return unwrapWithMsg(api.POST('/sys/user/save', { body }));
    },
    ['user', 'role', 'office'],
    options,
  );
}

/** Deletes an account (`deleteSysUser`, sys:user:delete). */
export function useDeleteSysUser(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/user/delete', { body })), ['user', 'role', 'office'], options);
}

/** Enables (`'1'`) or disables (`'0'`) an account (`changeUserEnabled`, sys:user:changeEnabled). */
export function useChangeSysUserEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useSysMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/user/changeEnabled', { body })), ['user'], options);
}

/**
 * Ends the lock that repeated wrong passwords set on an account (`unlockUser`, sys:user:changeEnabled;
 * issue 13 §2). Resolves to `{ data: null, msg: '账号已解锁' }`; refreshes the user lists.
 */
export function useUnlockSysUser(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/user/unlock', { body })), ['user'], options);
}

/**
 * Resets an account's password (`resetPwd`, sys:user:resetPwd): `newPassword` in clear text (it
 * must satisfy the complexity rule of seeds 000 §5), SM2-encrypted here.
 */
export function useResetSysUserPwd(options: SysMutationOptions<null, { id: string; newPassword: string }> = {}) {
  return useSysMutation(
    async ({ id, newPassword }: { id: string; newPassword: string }) =>
      unwrapWithMsg(api.POST('/sys/user/resetPwd', { body: { id, newPassword: await encryptPassword(newPassword) } })),
    ['user'],
    options,
  );
}

// ---------------------------------------------------------------- roles

/** Creates or updates a role (`saveRole`, sys:role:save). */
export function useSaveRole(options: SysMutationOptions<{ id: string }, SysRoleForm> = {}) {
  return useSysMutation((body: SysRoleForm) => unwrapWithMsg(api.POST('/sys/role/save', { body })), ['role'], options);
}

/** Deletes a role (`deleteRole`, sys:role:delete). */
export function useDeleteRole(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/role/delete', { body })), ['role', 'user', 'dataRule'], options);
}

/**
 * Grants menus and buttons to a role (`grantRole`, sys:role:grant): `menuIds` replaces the granted
 * set; a granted child implies its parent menu on the server.
 */
export function useGrantRole(options: SysMutationOptions<null, SysRoleGrantForm> = {}) {
  return useSysMutation((body: SysRoleGrantForm) => unwrapWithMsg(api.POST('/sys/role/grant', { body })), ['role'], options);
}

// ---------------------------------------------------------------- menus

/** Creates or updates a menu item or button (`saveMenu`, sys:menu:save). */
export function useSaveMenu(options: SysMutationOptions<{ id: string }, SysMenuForm> = {}) {
  return useSysMutation((body: SysMenuForm) => unwrapWithMsg(api.POST('/sys/menu/save', { body })), ['menu', 'role'], options);
}

/** Deletes a menu item (`deleteMenu`, sys:menu:delete). */
export function useDeleteMenu(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/menu/delete', { body })), ['menu', 'role'], options);
}

// ---------------------------------------------------------------- data rules

/** Creates or updates a data rule (`saveDataRule`, sys:dataRule:save). */
export function useSaveDataRule(options: SysMutationOptions<{ id: string }, SysDataRuleForm> = {}) {
  return useSysMutation((body: SysDataRuleForm) => unwrapWithMsg(api.POST('/sys/dataRule/save', { body })), ['dataRule'], options);
}

/** Deletes a data rule (`deleteDataRule`, sys:dataRule:delete). */
export function useDeleteDataRule(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dataRule/delete', { body })), ['dataRule'], options);
}

// ---------------------------------------------------------------- dictionaries

/** Creates or updates a dictionary type (`saveDictType`, sys:dict:save). */
export function useSaveDictType(options: SysMutationOptions<{ id: string }, SysDictTypeForm> = {}) {
  return useSysMutation((body: SysDictTypeForm) => unwrapWithMsg(api.POST('/sys/dictType/save', { body })), ['dictType', 'dictValue'], options);
}

/** Deletes a dictionary type (`deleteDictType`, sys:dict:delete). */
export function useDeleteDictType(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dictType/delete', { body })), ['dictType', 'dictValue'], options);
}

/** Creates or updates a dictionary value (`saveDictValue`, sys:dict:save). */
export function useSaveDictValue(options: SysMutationOptions<{ id: string }, SysDictValueForm> = {}) {
  return useSysMutation((body: SysDictValueForm) => unwrapWithMsg(api.POST('/sys/dictValue/save', { body })), ['dictValue', 'dictType'], options);
}

/** Deletes a dictionary value (`deleteDictValue`, sys:dict:delete). */
export function useDeleteDictValue(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/dictValue/delete', { body })), ['dictValue', 'dictType'], options);
}

// ---------------------------------------------------------------- offices

/** Creates or updates an office (`saveOffice`, sys:office:save). */
export function useSaveOffice(options: SysMutationOptions<{ id: string }, SysOfficeForm> = {}) {
  return useSysMutation((body: SysOfficeForm) => unwrapWithMsg(api.POST('/sys/office/save', { body })), ['office'], options);
}

/** Deletes an office (`deleteOffice`, sys:office:delete). */
export function useDeleteOffice(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/office/delete', { body })), ['office'], options);
}

// ---------------------------------------------------------------- platforms

/** Creates or updates a sub-platform entry (`savePlatform`, sys:platform:save). */
export function useSavePlatform(options: SysMutationOptions<{ id: string }, SysPlatformForm> = {}) {
  return useSysMutation((body: SysPlatformForm) => unwrapWithMsg(api.POST('/sys/platform/save', { body })), ['platform'], options);
}

/** Deletes a sub-platform entry (`deletePlatform`, sys:platform:delete). */
export function useDeletePlatform(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/platform/delete', { body })), ['platform'], options);
}

/** Enables or disables a sub-platform entry (`changePlatformEnabled`, sys:platform:save). */
export function useChangePlatformEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useSysMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/platform/changeEnabled', { body })), ['platform'], options);
}

// ---------------------------------------------------------------- live broadcasts

/** Creates or updates a live broadcast (`saveLive`, sys:live:save). */
export function useSaveLive(options: SysMutationOptions<{ id: string }, SysLiveForm> = {}) {
  return useSysMutation((body: SysLiveForm) => unwrapWithMsg(api.POST('/sys/live/save', { body })), ['live'], options);
}

/** Deletes an unpublished live broadcast (`deleteLive`, sys:live:delete). */
export function useDeleteLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/delete', { body })), ['live'], options);
}

/** Publishes a live broadcast, 0 未发布 → 1 已发布 (`publishLive`, sys:live:publish). */
export function usePublishLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/publish', { body })), ['live'], options);
}

/** Withdraws a live broadcast, 1 已发布 → 0 未发布 (`offPublishLive`, sys:live:publish). */
export function useOffPublishLive(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/live/offPublish', { body })), ['live'], options);
}

// ---------------------------------------------------------------- home configuration

/** Creates or updates a home configuration entry (`saveHomeConfig`, sys:homeConfig:save). */
export function useSaveHomeConfig(options: SysMutationOptions<{ id: string }, SysHomeConfigForm> = {}) {
  return useSysMutation((body: SysHomeConfigForm) => unwrapWithMsg(api.POST('/sys/homeConfig/save', { body })), ['homeConfig'], options);
}

/** Deletes a home configuration entry (`deleteHomeConfig`, sys:homeConfig:delete). */
export function useDeleteHomeConfig(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation((body: SysIdForm) => unwrapWithMsg(api.POST('/sys/homeConfig/delete', { body })), ['homeConfig'], options);
}

/** Enables or disables a home configuration entry (`changeHomeConfigEnabled`, sys:homeConfig:save). */
export function useChangeHomeConfigEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useSysMutation((body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/homeConfig/changeEnabled', { body })), ['homeConfig'], options);
}

/** Saves the footer contact block (`saveHomeContact`, sys:homeConfig:save). */
export function useSaveHomeContact(options: SysMutationOptions<null, SysHomeContactForm> = {}) {
  return useSysMutation((body: SysHomeContactForm) => unwrapWithMsg(api.POST('/sys/homeConfig/saveContact', { body })), ['homeConfig'], options);
}

// ---------------------------------------------------------------- basic-data configuration

/** Creates or updates a configuration entry (`saveConfig`, sys:basicDataConfig:save). */
export function useSaveBasicDataConfig(options: SysMutationOptions<{ id: string }, SysBasicDataConfigForm> = {}) {
  return useSysMutation(
    (body: SysBasicDataConfigForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/saveConfig', { body })),
    ['basicDataConfig'],
    options,
  );
}

/** Deletes a configuration entry (`deleteBasicDataConfig`, GET as the documents give it). */
export function useDeleteBasicDataConfig(options: SysMutationOptions<null, SysIdForm> = {}) {
  return useSysMutation(
    ({ id }: SysIdForm) => unwrapWithMsg(api.GET('/sys/basicDataConfig/delete', { params: { query: { id } } })),
    ['basicDataConfig'],
    options,
  );
}

/** Enables or disables a configuration entry (`changeConfigEnableFlag`, sys:basicDataConfig:save). */
export function useChangeBasicDataConfigEnabled(options: SysMutationOptions<null, SysEnableForm> = {}) {
  return useSysMutation(
    (body: SysEnableForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/changeConfigEnableFlag', { body })),
    ['basicDataConfig'],
    options,
  );
}

/** Saves a service category's handling settings, dealOffice and description (`updateService`). */
export function useUpdateServiceCategory(options: SysMutationOptions<null, SysServiceUpdateForm> = {}) {
  return useSysMutation(
    (body: SysServiceUpdateForm) => unwrapWithMsg(api.POST('/sys/basicDataConfig/updateService', { body })),
    ['basicDataConfig'],
    options,
  );
}
