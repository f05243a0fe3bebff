/**
 * Query-option builders and hooks of system administration (seeds 001 §7 "/sys/menu, role,
 * dataRule, platform, live, office", "/sys/user", "/sys/dictType, dictValue, homeConfig",
 * "/sys/basicDataConfig"). The builders are used by route loaders and components alike; the hooks
 * own their keys (callers may tune options such as `enabled`, never the key).
 *
 * The list builders are the paged tables' `query` (`<PagedTable query={sysUserListQuery} …>`):
 * one data path and one key set per resource, cleared by the resource's mutations.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { compactQuery, type FormQuery } from '@qifu/util';
import { api } from '@qifu/session';

import { sysKeys } from './sys.keys';
import type {
  SysActionLogListParams,
  SysBasicDataConfigType,
  SysDataRuleListParams,
  SysDictTypeListParams,
  SysDictValueListParams,
  SysHomeConfigListParams,
  SysLiveListParams,
  SysPlatformListParams,
  SysRoleListParams,
  SysUserListParams,
  EnableFlag,
} from './sys.types';

/** Tuning a hook's caller may pass (not the key or the function). */
export interface SysQueryTuning {
  /** Default true; e.g. `Boolean(id)` for a dialog that opens without a record. */
  enabled?: boolean;
}

/** Shorter freshness for administration data: other administrators edit it too. */
const STALE_MS = 10_000;

// ---------------------------------------------------------------- users

/** Query options of one page of accounts (`listSysUser`, permission sys:user:list). */
export function sysUserListQuery(params: FormQuery<SysUserListParams>) {
  const query = compactQuery<SysUserListParams>(params);
  return queryOptions({
    queryKey: sysKeys.user.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/user/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one account (`getSysUserDetail`, permission sys:user:detail). */
export function sysUserDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.user.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/user/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One account for the edit form; pass `enabled: false` while no id is chosen. */
export function useSysUserDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysUserDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- roles

/** Query options of one page of roles (`listRole`, permission sys:role:list). */
export function sysRoleListQuery(params: FormQuery<SysRoleListParams>) {
  const query = compactQuery<SysRoleListParams>(params);
  return queryOptions({
    queryKey: sysKeys.role.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/role/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/**
 * Query options of the role options of the user form (`listRoleOptions`: `{ label, value }` with
 * the role id as value), optionally of one user type.
 */
export function sysRoleOptionsQuery(userType?: SysUserListParams['userType']) {
  const query = compactQuery({ userType });
  return queryOptions({
    queryKey: sysKeys.role.list({ options: true, ...query }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/role/options', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Role options `{ label, value }` for the user form's multi-select. */
export function useSysRoleOptions(userType?: SysUserListParams['userType'], tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysRoleOptionsQuery(userType), enabled: tuning.enabled ?? true });
}

/** Query options of one role with its granted `menuIds` (`getRoleDetail`, permission sys:role:detail). */
export function sysRoleDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.role.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/role/detail', { params: { query: { id } }, signal })),
    staleTime: 0,
  });
}

/** One role (with `menuIds`) for the edit and grant dialogs. */
export function useSysRoleDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysRoleDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- menus

/** Query options of the whole menu tree with its buttons (`listMenuTree`, permission sys:menu:list). */
export function sysMenuTreeQuery(keyword?: string) {
  const query = compactQuery({ keyword });
  return queryOptions({
    queryKey: sysKeys.menu.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/menu/tree', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** The menu tree (menus and buttons, sorted by the server). */
export function useSysMenuTree(keyword?: string, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysMenuTreeQuery(keyword), enabled: tuning.enabled ?? true });
}

/** Query options of one menu item (`getMenuDetail`, permission sys:menu:detail). */
export function sysMenuDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.menu.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/menu/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One menu item for the edit form. */
export function useSysMenuDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysMenuDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- data rules

/** Query options of one page of data rules (`listDataRule`, permission sys:dataRule:list). */
export function sysDataRuleListQuery(params: FormQuery<SysDataRuleListParams>) {
  const query = compactQuery<SysDataRuleListParams>(params);
  return queryOptions({
    queryKey: sysKeys.dataRule.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dataRule/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** The data rules of one role (up to 100; used by the grant dialog). */
export function useSysRoleDataRules(roleId: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({
    ...sysDataRuleListQuery({ page: 1, pageSize: 100, roleId }),
    enabled: Boolean(roleId) && (tuning.enabled ?? true),
  });
}

/** Query options of one data rule (`getDataRuleDetail`). */
export function sysDataRuleDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.dataRule.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dataRule/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One data rule for the edit form. */
export function useSysDataRuleDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysDataRuleDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- dictionaries

/** Query options of one page of dictionary types (`listDictType`, permission sys:dict:list). */
export function sysDictTypeListQuery(params: FormQuery<SysDictTypeListParams>) {
  const query = compactQuery<SysDictTypeListParams>(params);
  return queryOptions({
    queryKey: sysKeys.dictType.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dictType/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one dictionary type (`getDictTypeDetail`). */
export function sysDictTypeDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.dictType.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dictType/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One dictionary type for the edit form. */
export function useSysDictTypeDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysDictTypeDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

/** Query options of one page of the values of a dictionary type (`listDictValue`). */
export function sysDictValueListQuery(params: FormQuery<SysDictValueListParams>) {
  const query = compactQuery<SysDictValueListParams>(params);
  return queryOptions({
    queryKey: sysKeys.dictValue.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dictValue/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one dictionary value (`getDictValueDetail`). */
export function sysDictValueDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.dictValue.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/dictValue/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One dictionary value for the edit form. */
export function useSysDictValueDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysDictValueDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- offices

/** Query options of the office tree (`listOfficeTree`, permission sys:office:list). */
export function sysOfficeTreeQuery(keyword?: string) {
  const query = compactQuery({ keyword });
  return queryOptions({
    queryKey: sysKeys.office.list({ tree: true, ...query }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/office/tree', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** The office tree (机构管理, the office pickers of the user form). */
export function useSysOfficeTree(keyword?: string, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysOfficeTreeQuery(keyword), enabled: tuning.enabled ?? true });
}

/**
 * Query options of the office picker's tree options (`listOfficeOptions`, permission
 * sys:office:option: `{ id, parentId, label, children }`, enabled offices only), optionally of one
 * office type.
 */
export function sysOfficeOptionsQuery(officeType?: '1' | '2' | '3' | '4') {
  const query = compactQuery({ officeType });
  return queryOptions({
    queryKey: sysKeys.office.list({ options: true, ...query }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/office/options', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** The office tree options for pickers (user form, service-category settings). */
export function useSysOfficeOptions(officeType?: '1' | '2' | '3' | '4', tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysOfficeOptionsQuery(officeType), enabled: tuning.enabled ?? true });
}

/** Query options of one office (`getOfficeDetail`). */
export function sysOfficeDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.office.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/office/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One office for the edit form. */
export function useSysOfficeDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysOfficeDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- platforms

/** Query options of one page of sub-platform entries (`listPlatform`, permission sys:platform:list). */
export function sysPlatformListQuery(params: FormQuery<SysPlatformListParams>) {
  const query = compactQuery<SysPlatformListParams>(params);
  return queryOptions({
    queryKey: sysKeys.platform.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/platform/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one sub-platform entry (`getPlatformDetail`). */
export function sysPlatformDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.platform.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/platform/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One sub-platform entry for the edit form. */
export function useSysPlatformDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysPlatformDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- live broadcasts

/** Query options of one page of live broadcasts (`listLive`, permission sys:live:list). */
export function sysLiveListQuery(params: FormQuery<SysLiveListParams>) {
  const query = compactQuery<SysLiveListParams>(params);
  return queryOptions({
    queryKey: sysKeys.live.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/live/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one live broadcast (`getLiveDetail`). */
export function sysLiveDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.live.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/live/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One live broadcast for the edit form. */
export function useSysLiveDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysLiveDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

// ---------------------------------------------------------------- home configuration

/** Query options of one page of home configuration entries (`listHomeConfig`). */
export function sysHomeConfigListQuery(params: FormQuery<SysHomeConfigListParams>) {
  const query = compactQuery<SysHomeConfigListParams>(params);
  return queryOptions({
    queryKey: sysKeys.homeConfig.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/homeConfig/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** Query options of one home configuration entry (`getHomeConfigDetail`). */
export function sysHomeConfigDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.homeConfig.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/homeConfig/detail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One home configuration entry for the edit form. */
export function useSysHomeConfigDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysHomeConfigDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

/** Query options of the footer contact block (`getHomeContact`). */
export function sysHomeContactQuery() {
  return queryOptions({
    queryKey: sysKeys.homeConfig.list({ contact: true }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/homeConfig/contact', { signal })),
    staleTime: STALE_MS,
  });
}

/** The footer contact block for its form. */
export function useSysHomeContact(tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysHomeContactQuery(), enabled: tuning.enabled ?? true });
}

// ---------------------------------------------------------------- basic-data configuration

/**
 * Query options of every entry of a configuration type (`findAllByType`; staff see disabled
 * entries too unless `enableFlag` is given), by sort.
 */
export function sysBasicDataConfigListQuery(configType: SysBasicDataConfigType, enableFlag?: EnableFlag) {
  const query = compactQuery({ configType, enableFlag });
  return queryOptions({
    queryKey: sysKeys.basicDataConfig.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/basicDataConfig/findAllByType', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}

/** The entries of one configuration type (flat; service categories carry `parentId`). */
export function useSysBasicDataConfigs(configType: SysBasicDataConfigType, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysBasicDataConfigListQuery(configType), enabled: tuning.enabled ?? true });
}

/** Query options of one entry with its parent name and children (`getBasicDataConfigDetail`). */
export function sysBasicDataConfigDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.basicDataConfig.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/basicDataConfig/getDetail', { params: { query: { id } }, signal })),
    staleTime: STALE_MS,
  });
}

/** One configuration entry (with children) for the edit and service-settings forms. */
export function useSysBasicDataConfigDetail(id: string | undefined, tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysBasicDataConfigDetailQuery(id ?? ''), enabled: Boolean(id) && (tuning.enabled ?? true) });
}

/** Query options of the enabled service categories as a two-level cascade (`getServiceCategoryCascade`). */
export function sysServiceCategoryCascadeQuery() {
  return queryOptions({
    queryKey: sysKeys.basicDataConfig.list({ cascade: true }),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/basicDataConfig/getServiceCategoryCascade', { signal })),
    staleTime: STALE_MS,
  });
}

/** The service-category cascade `{ label, value, children }` (a preview of what the portal offers). */
export function useSysServiceCategoryCascade(tuning: SysQueryTuning = {}) {
  return useQuery({ ...sysServiceCategoryCascadeQuery(), enabled: tuning.enabled ?? true });
}

// ---------------------------------------------------------------- operation log

/**
 * Query options of one page of the route-change log (`listActionLog`, permission sys:log:list;
 * newest first; `startTime`/`endTime` are calendar days `YYYY-MM-DD`, both inclusive).
 */
export function sysActionLogListQuery(params: FormQuery<SysActionLogListParams>) {
  const query = compactQuery<SysActionLogListParams>(params);
  return queryOptions({
    queryKey: sysKeys.actionLog.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/action/list', { params: { query }, signal })),
    staleTime: STALE_MS,
  });
}
