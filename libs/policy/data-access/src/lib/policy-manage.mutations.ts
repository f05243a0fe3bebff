/**
 * The writes of 轮播图管理, 政策标签 and 我的收藏 (issue 15) and the business-log export. Each mutation
 * invalidates its resource's keys first (slides also the portal carousel, collections also the policy
 * details' `collected`), then calls the caller's `onSuccess` with the server's message (CONVENTIONS §4, §5).
 */
import { type CarouselAction } from '@qifu/policy-rules';
import { formBody, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';

import { policyServiceKeys } from './declare.keys';
import { policyHomeKeys } from './home-blocks.queries';
import { carouselKeys, myPolicyKeys, policyLabelKeys } from './policy-manage.keys';
import type { CarouselForm, CarouselSortForm, PolicyBusinessLogExportParams, PolicyLabelForm } from './policy-manage.types';
import type { DownloadedFile, WorkMutationOptions } from './work.types';

const SLIDE_KEYS = [carouselKeys.all, policyHomeKeys.carousel()];

/** 新增 / 编辑 a slide (`saveCarousel`): resolves to `{ data: { id }, msg: '保存成功' }`; BUSINESS_RULE 已上架的轮播图请先下架再修改. */
export function useSaveCarousel(options: WorkMutationOptions<{ id: string }, CarouselForm> = {}) {
  return useResourceMutation((body: CarouselForm) => unwrapWithMsg(api.POST('/admin/carousel/save', { body })), SLIDE_KEYS, options);
}

/** One shelf action on a slide (上架 / 下架 / 删除) by the carousel table; BUSINESS_RULE 当前状态不允许该操作 otherwise. */
export function useCarouselAction(action: Extract<CarouselAction, 'takeup' | 'takedown' | 'delete'>, options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST(`/admin/carousel/${action}`, { body })), SLIDE_KEYS, options);
}

/** 排序 slides (`sortCarousel`): resolves to `{ data: null, msg: '排序成功' }`. */
export function useSortCarousel(options: WorkMutationOptions<null, CarouselSortForm> = {}) {
  return useResourceMutation((body: CarouselSortForm) => unwrapWithMsg(api.POST('/admin/carousel/sort', { body })), SLIDE_KEYS, options);
}

/** 新增 / 编辑 a policy label (`savePolicyLabel`): CONFLICT 标签名称已存在, NOT_FOUND_ENTITY 企业标签不存在. */
export function useSavePolicyLabel(options: WorkMutationOptions<{ id: string }, PolicyLabelForm> = {}) {
  return useResourceMutation((body: PolicyLabelForm) => unwrapWithMsg(api.POST('/admin/policy/label/save', { body })), [policyLabelKeys.all], options);
}

/** 删除 a policy label (`deletePolicyLabel`): BUSINESS_RULE 该标签已被政策使用，不能删除. */
export function useDeletePolicyLabel(options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/admin/policy/label/delete', { body })), [policyLabelKeys.all], options);
}

/** 启用 / 停用 a policy label (`editEnableFlag`, form body `id`): resolves to the new flag and 已启用 / 已停用. */
export function useToggleLabelEnable(options: WorkMutationOptions<{ id: string; enableFlag: '0' | '1' }, { id: string }> = {}) {
  return useResourceMutation(
    (body: { id: string }) =>
unwrapWithMsg(api.POST('/admin/policy/label/editEnableFlag', { ...formBody(body) })),
    [policyLabelKeys.all],
    options,
  );
}

/**
 * 收藏 / 取消收藏 a policy (`saveCollect` / `cancelCollect`, any login; idempotent): resolves to 收藏成功 /
 * 已取消收藏; invalidates 我的收藏, the policy's collection state and the policy service details.
 */
export function useToggleCollect(options: WorkMutationOptions<null, { polInfoId: string; collect: boolean }> = {}) {
  return useResourceMutation(
    ({ polInfoId, collect }: { polInfoId: string; collect: boolean }) =>
      unwrapWithMsg(api.POST(collect ? '/pol/my/saveCollect' : '/pol/my/cancelCollect', { body: { polInfoId } })),
    [myPolicyKeys.all, policyServiceKeys.details()],
    options,
  );
}

/**
 * Downloads the business-log events of the filters as Excel (`exportPolicyBusinessLog`) with the
 * caller's token; rejects with `ApiError` when refused before the file starts.
 * @returns the `.xlsx` and its server-given name (政策业务日志_YYYY-MM-DD.xlsx).
 */
export async function exportBusinessLogFile(params: FormQuery<PolicyBusinessLogExportParams>): Promise<DownloadedFile> {
  const query = compactQuery<PolicyBusinessLogExportParams>(params);
  const { data, response } = await api.GET('/pol/policyBusinessLog/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '政策业务日志.xlsx' };
}
