/**
 * Mutations of the cms staff pages (seeds 001 §7 /cms/news/*, /cms/news/column/*; catalogue
 * /aboutUs/*). Every hook resolves to `{ data, msg }` (the server's message, e.g. 发布成功, for the
 * success notice), invalidates the resource's keys first (staff lists and details and the portal's
 * views of it) and then calls the caller's `onSuccess` (CONVENTIONS.md §4, §5). Failures were
 * already shown by the API client (a refused state change: 当前状态不允许该操作); callers usually
 * need no `onError`.
 */
import { type QueryClient } from '@tanstack/react-query';
import { unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { cmsKeys, type CmsResource } from './cms.keys';
import type {
  AboutUsForm,
  CmsIdList,
  CmsMutationResult,
  CmsShowForm,
  NewsColumnForm,
  NewsColumnModifyForm,
  NewsColumnMoveForm,
  NewsForm,
  NewsModifyForm,
  NewsMoveForm,
  NewsTopForm,
} from './cms.types';

/**
 * Clears every cached list and detail of a cms resource (CONVENTIONS.md §4 "one invalidation
 * helper per resource that clears both list and detail keys").
 */
export function invalidateCmsResource(queryClient: QueryClient, resource: CmsResource): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cmsKeys[resource].all });
}

/** Options of every mutation hook of this library. (the shared {@link ResourceMutationOptions}). */
export type CmsMutationOptions<Data, Vars> = ResourceMutationOptions<CmsMutationResult<Data>, Vars>;

// Articles change the column tree's article counts too.
const NEWS = [cmsKeys.news.all, cmsKeys.column.all];
// Columns change the articles' column names and the portal's lists.
const COLUMN = [cmsKeys.column.all, cmsKeys.news.all];

// ---------------------------------------------------------------- articles

/** Adds an article as 0 草稿 (`addNews`, cms:news:add; body sanitized on the server). Resolves to `{ data: { id }, msg: 保存成功 }`. */
export function useAddNews(options: CmsMutationOptions<{ id: string }, NewsForm> = {}) {
  return useResourceMutation((body: NewsForm) => unwrapWithMsg(api.POST('/cms/news/add', { body })), NEWS, options);
}

/** Modifies an article in any state (`modifyNews`, cms:news:modify); the state is kept. */
export function useModifyNews(options: CmsMutationOptions<null, NewsModifyForm> = {}) {
  return useResourceMutation((body: NewsModifyForm) => unwrapWithMsg(api.POST('/cms/news/modify', { body })), NEWS, options);
}

/**
 * Deletes articles in 0 草稿 or 2 已下线, all or nothing (`deleteNews`, cms:news:delete).
 * A published one is refused (BUSINESS_RULE 请先下线再删除).
 */
export function useDeleteNews(options: CmsMutationOptions<null, CmsIdList> = {}) {
  return useResourceMutation((body: CmsIdList) => unwrapWithMsg(api.POST('/cms/news/delete', { body })), NEWS, options);
}

/** Moves articles to another column, states unchanged (`moveNews`, cms:news:move). */
export function useMoveNews(options: CmsMutationOptions<null, NewsMoveForm> = {}) {
  return useResourceMutation((body: NewsMoveForm) => unwrapWithMsg(api.POST('/cms/news/move', { body })), NEWS, options);
}

/** Publishes articles, 0 草稿 / 2 已下线 → 1 已发布 (`publishNews`, cms:news:publish); all or nothing. */
export function usePublishNews(options: CmsMutationOptions<null, CmsIdList> = {}) {
  return useResourceMutation((body: CmsIdList) => unwrapWithMsg(api.POST('/cms/news/publish', { body })), NEWS, options);
}

/** Takes articles offline, 1 已发布 → 2 已下线 (`offPublishNews`, cms:news:offPublish); all or nothing. */
export function useOffPublishNews(options: CmsMutationOptions<null, CmsIdList> = {}) {
  return useResourceMutation((body: CmsIdList) => unwrapWithMsg(api.POST('/cms/news/offPublish', { body })), NEWS, options);
}

/** Sets or clears the top flag in any state (`setTopNews`, cms:news:setTop): top articles lead the lists. */
export function useSetTopNews(options: CmsMutationOptions<null, NewsTopForm> = {}) {
  return useResourceMutation((body: NewsTopForm) => unwrapWithMsg(api.POST('/cms/news/setTop', { body })), NEWS, options);
}

/** Shows or hides an article on the portal, state unchanged (`setNewsShow`, cms:news:isShow). */
export function useSetNewsShow(options: CmsMutationOptions<null, CmsShowForm> = {}) {
  return useResourceMutation((body: CmsShowForm) => unwrapWithMsg(api.POST('/cms/news/isShow', { body })), NEWS, options);
}

// ---------------------------------------------------------------- columns

/** Adds a column (`addNewsColumn`, cms:column:add); CONFLICT 同级栏目名称已存在 / 栏目编码已存在. */
export function useAddNewsColumn(options: CmsMutationOptions<{ id: string }, NewsColumnForm> = {}) {
  return useResourceMutation((body: NewsColumnForm) => unwrapWithMsg(api.POST('/cms/news/column/add', { body })), COLUMN, options);
}

/** Modifies a column (`modifyNewsColumn`, cms:column:modify); BUSINESS_RULE 不能移动到自身或下级栏目. */
export function useModifyNewsColumn(options: CmsMutationOptions<null, NewsColumnModifyForm> = {}) {
  return useResourceMutation((body: NewsColumnModifyForm) => unwrapWithMsg(api.POST('/cms/news/column/modify', { body })), COLUMN, options);
}

/**
 * Deletes columns without sub-columns and articles (`deleteNewsColumn`, cms:column:delete);
 * otherwise BUSINESS_RULE 请先删除下级栏目和栏目下的新闻.
 */
export function useDeleteNewsColumn(options: CmsMutationOptions<null, CmsIdList> = {}) {
  return useResourceMutation((body: CmsIdList) => unwrapWithMsg(api.POST('/cms/news/column/delete', { body })), COLUMN, options);
}

/** Moves a column one place up or down among its siblings (`moveNewsColumn`, cms:column:move). */
export function useMoveNewsColumn(options: CmsMutationOptions<null, NewsColumnMoveForm> = {}) {
  return useResourceMutation((body: NewsColumnMoveForm) => unwrapWithMsg(api.POST('/cms/news/column/move', { body })), COLUMN, options);
}

/** Shows or hides a column (and so its subtree) on the portal (`setNewsColumnShow`, cms:column:isShow). */
export function useSetNewsColumnShow(options: CmsMutationOptions<null, CmsShowForm> = {}) {
  return useResourceMutation((body: CmsShowForm) => unwrapWithMsg(api.POST('/cms/news/column/isShow', { body })), COLUMN, options);
}

// ---------------------------------------------------------------- about us

/**
 * Replaces 关于我们: title, sections (each body sanitized on the server) and the contact block
 * (`saveAboutUs`, portal:aboutUs:save). BAD_REQUEST 第N节正文不能为空 when a body is empty after sanitizing.
 */
export function useSaveAboutUs(options: CmsMutationOptions<null, AboutUsForm> = {}) {
  return useResourceMutation((body: AboutUsForm) => unwrapWithMsg(api.POST('/aboutUs/save', { body })), [cmsKeys.aboutUs.all], options);
}
