/**
 * The writes of enterprise tags (issue 18): categories, manual tags, smart tags, deletion and the manual tags of an
 * enterprise. Each invalidates the tag keys first, then calls the caller's `onSuccess` with the server's message.
 */
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';

import { tagKeys } from './tag.queries';
import type { ArchiveWriteOptions, CompanyTagForm, SmartTagForm, TagCategoryForm, TagForm } from './tag.types';

/** A tag change makes every tag query stale. */
const TAG_KEYS = [tagKeys.all];


/** 新增 / 编辑 a manual tag (`saveTagInfo`): CONFLICT 该分类下已有同名标签. */
export function useSaveTag(options: ArchiveWriteOptions<{ id: string }, TagForm> = {}) {
  return useResourceMutation((body: TagForm) => unwrapWithMsg(api.POST('/tag/info/save', { body })), TAG_KEYS, options);
}

/** 新增 / 编辑 a smart tag (`saveSmartTag`): BAD_REQUEST 智能标签规则有误：…; the server then applies it in the background. */
export function useSaveSmartTag(options: ArchiveWriteOptions<{ id: string }, SmartTagForm> = {}) {
  return useResourceMutation((body: SmartTagForm) => unwrapWithMsg(api.POST('/tag/info/saveSmartTag', { body })), TAG_KEYS, options);
}

/** 删除 a tag (`deleteTagInfo`): BUSINESS_RULE 该标签已被使用，不能删除. */
export function useDeleteTag(options: ArchiveWriteOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/tag/info/delete', { body })), TAG_KEYS, options);
}

/** 新增 / 编辑 a category (`saveTagCategory`): CONFLICT 分类名称已存在. */
export function useSaveTagCategory(options: ArchiveWriteOptions<{ id: string }, TagCategoryForm> = {}) {
  return useResourceMutation((body: TagCategoryForm) => unwrapWithMsg(api.POST('/tag/info/categorySave', { body })), TAG_KEYS, options);
}

/** 删除 a category (`deleteTagCategory`): BUSINESS_RULE 该分类下还有标签，不能删除. */
export function useDeleteTagCategory(options: ArchiveWriteOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/tag/info/categoryDelete', { body })), TAG_KEYS, options);
}

/** 设置企业标签 (`saveCompanyTag`): replaces the enterprise's manual tags (smart tags untouched). */
export function useSaveCompanyTag(options: ArchiveWriteOptions<null, CompanyTagForm> = {}) {
  return useResourceMutation((body: CompanyTagForm) => unwrapWithMsg(api.POST('/company/tag/save', { body })), TAG_KEYS, options);
}
