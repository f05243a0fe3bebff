import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type EntAuthDecision } from '@qifu/policy-rules';
import { unwrapWithMsg } from '@qifu/sdk';
import { api, protocolStatusAtom, sessionStore, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { declareKeys, entAuthKeys, policyServiceKeys } from './declare.keys';
import { type EntAuthLog, type ProjectApplyForm } from './declare.types';

/** What the mutations of this file resolve to: the envelope's `data` and its `msg` (提交成功, 撤回成功 …). */
export interface DeclareMutationResult<T> {
  data: T;
  /** The server's success message, shown to the user. */
  msg: string;
}

/**
 * Clears every cached declaration list and detail, the declaration page's project contexts and
 * the policy-service details (their `applyCount` changes on submit); the 我的申报 table reads
 * `declareKeys` too, so it reloads.
 */
export async function invalidateDeclares(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: declareKeys.all }),
    queryClient.invalidateQueries({ queryKey: policyServiceKeys.all }),
  ]);
}

/** Options of the declaration mutations. (the shared {@link ResourceMutationOptions}). */
export type DeclareMutationOptions<Data, Vars> = ResourceMutationOptions<DeclareMutationResult<Data>, Vars>;

/**
 * Saves (`saveType '0'` → 0 草稿) or submits (`'1'` → 1 待审核) a declaration (`saveProjectApply`,
 * QY only). Resolves to `{ data: { id }, msg }`. Rejects with `ApiError`: 400 BAD_REQUEST naming
 * the field; BUSINESS_RULE 不在申报时间内 / 存在阻断风险，不能申报; CONFLICT 已申报该项目.
 */
export function useSaveProjectApply(options: DeclareMutationOptions<{ id: string }, ProjectApplyForm> = {}) {
  return useResourceMutation((body: ProjectApplyForm) => unwrapWithMsg(api.POST('/policy/doc/saveProjectApply', { body })), invalidateDeclares, options);
}

/** Withdraws a declaration 1 待审核 → 4 已撤回 (`withdrawMyDeclare`). Resolves to `{ data: null, msg: 撤回成功 }`. */
export function useWithdrawMyDeclare(options: DeclareMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation((body: { id: string }) => unwrapWithMsg(api.POST('/dec/my/withdraw', { body })), invalidateDeclares, options);
}

/** Deletes declarations in 0 草稿 or 4 已撤回 (`deleteMyDeclare`, body `{ ids }`). Resolves to `{ data: null, msg: 删除成功 }`. */
export function useDeleteMyDeclare(options: DeclareMutationOptions<null, { ids: string[] }> = {}) {
  return useResourceMutation((body: { ids: string[] }) => unwrapWithMsg(api.POST('/dec/my/delete', { body })), invalidateDeclares, options);
}

/**
 * Records the enterprise's data-authorization decision (`setEntExpansionInfoAuth`, GET with
 * `authStatus` `'01'` 拒绝授权 / `'02'` 同意授权; seeds 000 §4) and stores the new status in the
 * session (`PROTOCOL_STATUS`) and in the status query. Resolves to `{ data: EntAuthLog, msg }`
 * (msg 授权成功 for 02).
 */
export function useSetEntAuthStatus(options: DeclareMutationOptions<EntAuthLog, EntAuthDecision> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authStatus: EntAuthDecision) =>
      unwrapWithMsg(api.GET('/ent/company/info/setEntExpansionInfoAuth', { params: { query: { authStatus } } })),
    onSuccess: async (result, authStatus) => {
      sessionStore.set(protocolStatusAtom, result.data.authStatus);
      queryClient.setQueryData(entAuthKeys.status(), result.data);
      await options.onSuccess?.(result, authStatus);
    },
    onError: (error, authStatus) => options.onError?.(error, authStatus),
  });
}
