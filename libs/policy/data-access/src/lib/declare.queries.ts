import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api, protocolStatusAtom, sessionStore, type ProtocolStatus } from '@qifu/session';

import { declareKeys, entAuthKeys, policyServiceKeys } from './declare.keys';
import {
  type Declare,
  type DeclarePage,
  type EntAuthLog,
  type MyDeclareListParams,
  type PolicyServiceDetail,
  type ProjectApplyContext,
  type RiskCheckResult,
} from './declare.types';
import { compactQuery, type FormQuery } from '@qifu/util';

/**
 * The risk check before a declaration (`checkBeforeDeclaration`, GET
 * /policy/doc/checkBeforeDeclaration?policyId=, QY only; seeds 000 §4, §7): `{ riskType, wholeInfo,
 * riskList: [{ riskName, riskCount }], missingData? }`. Never cached: every entry asks again.
 * @throws ApiError (already shown by the API client)
 */
export function checkBeforeDeclaration(policyId: string, signal?: AbortSignal): Promise<RiskCheckResult> {
  return unwrap(api.GET('/policy/doc/checkBeforeDeclaration', { params: { query: { policyId } }, signal }));
}

/**
 * Fetches the caller's data-authorization status (`queryEntExpansionInfoAuthLog`, QY only) and
 * stores it in the session as `PROTOCOL_STATUS` (`protocolStatusAtom`; `'00'` when the enterprise
 * never decided — seeds 000 §4 "For a logged-in enterprise user the status is fetched and stored").
 * @throws ApiError
 */
export async function fetchEntAuthStatus(signal?: AbortSignal): Promise<EntAuthLog> {
  const log = await unwrap(api.GET('/ent/company/info/queryEntExpansionInfoAuthLog', { signal }));
  sessionStore.set(protocolStatusAtom, log.authStatus);
  return log;
}

/**
 * The stored `PROTOCOL_STATUS`; when it is still `'00'` (never decided, or not fetched yet in this
 * session) it is fetched first ({@link fetchEntAuthStatus}). For enterprises only. A failed fetch
 * counts as `'00'` (the entry flow then goes straight to the declaration, seeds 000 §4 step 2).
 */
export async function ensureProtocolStatus(): Promise<ProtocolStatus> {
  const stored = sessionStore.get(protocolStatusAtom);
  if (stored !== '00') return stored;
  try {
    return (await fetchEntAuthStatus()).authStatus;
  } catch {
    return '00';
  }
}

/**
 * Query options of the caller's data-authorization status ({@link fetchEntAuthStatus}: also stores
 * `PROTOCOL_STATUS`). Stale at once: the dialog asks again each time it opens (another user may
 * have logged in since in this tab).
 */
export function entAuthStatusQuery() {
  return queryOptions({
    queryKey: entAuthKeys.status(),
    queryFn: ({ signal }) => fetchEntAuthStatus(signal),
    staleTime: 0,
  });
}

/**
 * The caller's data-authorization status for the authorization dialog (no suspense); read the
 * status itself from `protocolStatusAtom`, which this keeps up to date. `enabled` false for anyone
 * but a logged-in enterprise.
 */
export function useEntAuthStatus(enabled = true) {
  return useQuery({ ...entAuthStatusQuery(), enabled });
}

/** Query options of the declaration page's context of one project (`getProjectApply`, QY only). */
export function projectApplyQuery(projectId: string) {
  return queryOptions({
    queryKey: declareKeys.projectApply(projectId),
    queryFn: ({ signal }): Promise<ProjectApplyContext> =>
      unwrap(api.GET('/policy/doc/projectApply', { params: { query: { projectId } }, signal })),
  });
}

/** Query options of one of the caller's declarations (`getMyDeclareDetail`, QY only). */
export function myDeclareDetailQuery(id: string) {
  return queryOptions({
    queryKey: declareKeys.detail(id),
    queryFn: ({ signal }): Promise<Declare> => unwrap(api.GET('/dec/my/detail', { params: { query: { id } }, signal })),
  });
}

/**
 * Query options of a page of the caller's declarations (`listMyDeclare`): the 我的申报 table's
 * `query` (seeds 000 §4 我的申报).
 */
export function myDeclareListQuery(params: FormQuery<MyDeclareListParams>) {
  const query = compactQuery<MyDeclareListParams>(params);
  return queryOptions({
    queryKey: declareKeys.list(query),
    queryFn: ({ signal }): Promise<DeclarePage> => unwrap(api.GET('/dec/my/list', { params: { query }, signal })),
  });
}

/** Query options of the policy-service detail (`policyDetail`, login optional). */
export function policyServiceDetailQuery(id: string) {
  return queryOptions({
    queryKey: policyServiceKeys.detail(id),
    queryFn: ({ signal }): Promise<PolicyServiceDetail> =>
      unwrap(api.GET('/policy/doc/policyDetail', { params: { query: { id } }, signal })),
    staleTime: 30_000,
  });
}

/** The declaration page's context of one project (suspends). */
export function useProjectApply(projectId: string) {
  return useSuspenseQuery(projectApplyQuery(projectId));
}

/** One of the caller's declarations (suspends). */
export function useMyDeclareDetail(id: string) {
  return useSuspenseQuery(myDeclareDetailQuery(id));
}

/** A page of the caller's declarations, keeping the previous page while the next loads. */
export function useMyDeclareList(params: MyDeclareListParams) {
  return useQuery({ ...myDeclareListQuery(params), placeholderData: keepPreviousData });
}

/** The policy-service detail (suspends). */
export function usePolicyServiceDetail(id: string) {
  return useSuspenseQuery(policyServiceDetailQuery(id));
}
