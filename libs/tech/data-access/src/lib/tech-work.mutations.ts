/**
 * Changes of the technology-service workbench (seeds 001 §4 "achievement, requirement, expert and
 * institute: commit, review, putaway, take down", §7 /tech/*). Every hook resolves to
 * `{ data, msg }` (the server's message — 保存成功, 提交成功, 审核成功, 上架成功, 下架成功, 删除成功 —
 * for the success notice), invalidates the resource's keys first and then calls the caller's
 * `onSuccess`. Failures (BUSINESS_RULE 当前状态不允许该操作 …) were already shown by the API client.
 */
import { type QueryClient } from '@tanstack/react-query';
import { unwrapWithMsg } from '@qifu/sdk';
import { type TechAction } from '@qifu/tech-rules';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { techKeys } from './tech.keys';
import type { TechKind } from './tech.types';
import type { TechDomainDeleteForm, TechDomainForm, TechFormOf, TechMutationResult, TechReviewForm } from './tech-work.types';

/**
 * Clears what a change of a kind's items makes stale: its public and management lists and
 * details, the statistic strip, the home blocks and the overview figures.
 */
export function invalidateTechKind(queryClient: QueryClient, kind: TechKind): Promise<void> {
  return Promise.all(
    [techKeys.kind(kind).all, techKeys.statistic(), techKeys.recommends(), techKeys.visual.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/** Options of every mutation hook of this module. (the shared {@link ResourceMutationOptions}). */
export type TechMutationOptions<Data, Vars> = ResourceMutationOptions<TechMutationResult<Data>, Vars>;

// ---------------------------------------------------------------- the four kinds

/** `POST /tech/{kind}/save`: a new draft (no id) or an edit in 0 草稿 / 3 审核驳回 / 5 已下架 (back to 0). */
export function saveTechItem<K extends TechKind>(kind: K, body: TechFormOf[K]): Promise<TechMutationResult<{ id: string }>> {
  switch (kind) {
    case 'achievement':
      return unwrapWithMsg(api.POST('/tech/achievement/save', { body: body as TechFormOf['achievement'] }));
    case 'requirement':
      return unwrapWithMsg(api.POST('/tech/requirement/save', { body: body as TechFormOf['requirement'] }));
    case 'expert':
      return unwrapWithMsg(api.POST('/tech/expert/save', { body: body as TechFormOf['expert'] }));
    default:
      return unwrapWithMsg(api.POST('/tech/institute/save', { body: body as TechFormOf['institute'] }));
  }
}

/** An action on items of a kind that the state table governs (besides save). */
export type TechItemAction = Exclude<TechAction, 'save' | 'pass' | 'reject'>;

/** The request of {@link TechItemAction}s: one item's id (the pages act row by row). */
export interface TechItemActionVars {
  id: string;
}

/** `POST /tech/{kind}/{commit|putaway|takedown|delete}` for one item (`{ id }` or `{ ids: [id] }` as the contract asks). */
export function runTechItemAction(kind: TechKind, action: TechItemAction, id: string): Promise<TechMutationResult<unknown>> {
  const one = { body: { id } };
  const ids = { body: { ids: [id] } };
  switch (`${kind}/${action}` as const) {
    case 'achievement/commit':
      return unwrapWithMsg(api.POST('/tech/achievement/commit', one));
    case 'achievement/putaway':
      return unwrapWithMsg(api.POST('/tech/achievement/putaway', ids));
    case 'achievement/takedown':
      return unwrapWithMsg(api.POST('/tech/achievement/takedown', ids));
    case 'achievement/delete':
      return unwrapWithMsg(api.POST('/tech/achievement/delete', ids));
    case 'requirement/commit':
      return unwrapWithMsg(api.POST('/tech/requirement/commit', one));
    case 'requirement/putaway':
      return unwrapWithMsg(api.POST('/tech/requirement/putaway', ids));
    case 'requirement/takedown':
      return unwrapWithMsg(api.POST('/tech/requirement/takedown', ids));
    case 'requirement/delete':
      return unwrapWithMsg(api.POST('/tech/requirement/delete', ids));
    case 'expert/commit':
      return unwrapWithMsg(api.POST('/tech/expert/commit', one));
    case 'expert/putaway':
      return unwrapWithMsg(api.POST('/tech/expert/putaway', ids));
    case 'expert/takedown':
      return unwrapWithMsg(api.POST('/tech/expert/takedown', ids));
    case 'expert/delete':
      return unwrapWithMsg(api.POST('/tech/expert/delete', ids));
    case 'institute/commit':
      return unwrapWithMsg(api.POST('/tech/institute/commit', one));
    case 'institute/putaway':
      return unwrapWithMsg(api.POST('/tech/institute/putaway', ids));
    case 'institute/takedown':
      return unwrapWithMsg(api.POST('/tech/institute/takedown', ids));
    default:
      return unwrapWithMsg(api.POST('/tech/institute/delete', ids));
  }
}

/** `POST /tech/{kind}/review`: pass ('1') or reject ('2', opinion required). */
export function reviewTechItem(kind: TechKind, body: TechReviewForm): Promise<TechMutationResult<unknown>> {
  switch (kind) {
    case 'achievement':
      return unwrapWithMsg(api.POST('/tech/achievement/review', { body }));
    case 'requirement':
      return unwrapWithMsg(api.POST('/tech/requirement/review', { body }));
    case 'expert':
      return unwrapWithMsg(api.POST('/tech/expert/review', { body }));
    default:
      return unwrapWithMsg(api.POST('/tech/institute/review', { body }));
  }
}

/** Saves an item of `kind` (tech:{kind}:save); resolves to `{ data: { id }, msg: 保存成功 }`. */
export function useSaveTechItem<K extends TechKind>(kind: K, options: TechMutationOptions<{ id: string }, TechFormOf[K]> = {}) {
  return useResourceMutation((body: TechFormOf[K]) => saveTechItem(kind, body), (qc) => invalidateTechKind(qc, kind), options);
}

/**
 * Runs a state-table action on one item of `kind`: commit (tech:{kind}:commit, 0/3 → 1), putaway
 * (2/5 → 4), takedown (4 → 5) or delete (0/3/5). The server refuses any other with BUSINESS_RULE.
 */
export function useTechItemAction(kind: TechKind, action: TechItemAction, options: TechMutationOptions<unknown, TechItemActionVars> = {}) {
  return useResourceMutation(({ id }: TechItemActionVars) => runTechItemAction(kind, action, id), (qc) => invalidateTechKind(qc, kind), options);
}

/** Reviews a committed item of `kind` (tech:{kind}:review): 1 → 2 审核通过 or 3 审核驳回. */
export function useReviewTechItem(kind: TechKind, options: TechMutationOptions<unknown, TechReviewForm> = {}) {
  return useResourceMutation((body: TechReviewForm) => reviewTechItem(kind, body), (qc) => invalidateTechKind(qc, kind), options);
}

// ---------------------------------------------------------------- the domain tree

/**
 * A domain change makes the domain trees and their cascader levels stale, and what shows domain
 * names (every kind's lists and details): all of `techKeys.all`, which holds `techKeys.domain.all`.
 */
const DOMAIN_CHANGE_KEYS = [techKeys.all];

/** Adds or renames a domain node (tech:domain:save); BUSINESS_RULE 领域最多四级 / 上级领域不存在 … */
export function useSaveTechDomain(options: TechMutationOptions<unknown, TechDomainForm> = {}) {
  return useResourceMutation((body: TechDomainForm) => unwrapWithMsg(api.POST('/tech/domain/save', { body })), DOMAIN_CHANGE_KEYS, options);
}

/** Deletes a leaf no item uses (tech:domain:delete); BUSINESS_RULE 请先删除下级领域 / 该领域已被使用，不能删除. */
export function useDeleteTechDomain(options: TechMutationOptions<unknown, TechDomainDeleteForm> = {}) {
  return useResourceMutation((body: TechDomainDeleteForm) => unwrapWithMsg(api.POST('/tech/domain/delete', { body })), DOMAIN_CHANGE_KEYS, options);
}
