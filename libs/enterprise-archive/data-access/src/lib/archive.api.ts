/**
 * Data access of one enterprise's archive (企业档案 and 我的 › 企业档案; seeds 001 §7 "/dynamic/company/info/*",
 * "/ent/company/info/saveFieldValue"; issue 18, archive). Every save re-runs the enterprise's matching on the server,
 * so the writes also invalidate the policy-matching caches (the calculator).
 */
import { type components, unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { queryOptions } from '@tanstack/react-query';

/** The archive of one enterprise (EntArchiveDetail). */
export type EntArchiveDetail = components['schemas']['EntArchiveDetail'];
/** One table of it (EntArchiveTable). */
export type EntArchiveTable = components['schemas']['EntArchiveTable'];
/** Values keyed by field code (EntFieldValues). */
export type EntFieldValues = components['schemas']['EntFieldValues'];
/** The business-type judgement (EntBusinessTypeJudgement). */
export type EntBusinessTypeJudgement = components['schemas']['EntBusinessTypeJudgement'];

/** Root key of the enterprise's own matching queries (`matchingKeys.all` of @qifu/policy-data-access). */
const MATCHING_QUERY_ROOT = ['matching'] as const;

/** Query keys of archives. */
export const archiveKeys = {
  all: ['entArchive'] as const,
  detail: (companyId: string) => [...archiveKeys.all, 'detail', companyId] as const,
  businessType: (companyId: string) => [...archiveKeys.all, 'businessType', companyId] as const,
  dicts: () => [...archiveKeys.all, 'dicts'] as const,
  myCompany: () => [...archiveKeys.all, 'myCompany'] as const,
};

/** The archive of an enterprise (`queryEntArchiveDetail`): basic data, applicable enabled tables with values, wholeInfo. */
export function archiveDetailQuery(companyId: string) {
  return queryOptions({
    queryKey: archiveKeys.detail(companyId),
    queryFn: ({ signal }): Promise<EntArchiveDetail> => unwrap(api.GET('/dynamic/company/info/queryEntArchiveDetail', { params: { query: { companyId } }, signal })),
  });
}

/** The business type of an enterprise with the suggestion from its industry (`judgeBusinessType`). */
export function businessTypeJudgementQuery(companyId: string) {
  return queryOptions({
    queryKey: archiveKeys.businessType(companyId),
    queryFn: (): Promise<EntBusinessTypeJudgement> => unwrap(api.POST('/dynamic/company/info/judgeBusinessType', { body: { companyId } })),
  });
}

/** The options of the dictionaries the enabled select fields use (`queryAllDictValue`), keyed by dictTypeCode. */
export function archiveDictsQuery() {
  return queryOptions({
    queryKey: archiveKeys.dicts(),
    queryFn: ({ signal }): Promise<Record<string, Array<{ label: string; value: string }>>> => unwrap(api.GET('/dynamic/company/info/queryAllDictValue', { signal })),
    staleTime: 600_000,
  });
}

/** The enterprise of the logged-in enterprise user (`queryCompanyIdByToken`, QY). */
export function myCompanyIdQuery() {
  return queryOptions({
    queryKey: archiveKeys.myCompany(),
    queryFn: ({ signal }): Promise<{ companyId: string }> => unwrap(api.GET('/ent/company/info/queryCompanyIdByToken', { signal })),
    staleTime: Infinity,
  });
}

/** One archive write. */
export type ArchiveWrite =
  | { op: 'main'; body: { companyId: string; tableId: string; values: EntFieldValues } }
  | { op: 'row'; body: { companyId: string; tableId: string; rowId?: string; values: EntFieldValues } }
  | { op: 'deleteRow'; body: { companyId: string; tableId: string; rowId: string } }
  | { op: 'businessType'; body: { companyId: string; businessType: string } };

function send(w: ArchiveWrite): Promise<{ data: unknown; msg: string }> {
  switch (w.op) {
    case 'main':
      return unwrapWithMsg(api.POST('/dynamic/company/info/saveEntArchiveDetail', { body: w.body }));
    case 'row':
      return unwrapWithMsg(api.POST('/dynamic/company/info/saveEntArchiveOtherDetail', { body: w.body }));
    case 'deleteRow':
      return unwrapWithMsg(api.POST('/dynamic/company/info/deleteOtherDetail', { body: w.body }));
    case 'businessType':
      return unwrapWithMsg(api.POST('/dynamic/company/info/updateBusinessType', { body: w.body }));
  }
}

/**
 * Every write of an archive (single-row table values, a record of a multi-row table, its deletion, the business type).
 * Rejects with BUSINESS_RULE naming the field (上年度营业收入须为数字, 专利名称不能为空), FORBIDDEN for another
 * enterprise of a QY user. Invalidates the archive and the policy-matching caches, then `onSuccess`.
 */
export function useArchiveWrite(options: { onSuccess?: (result: { data: unknown; msg: string }) => void | Promise<void> } = {}) {
  // the server re-matched the enterprise: the calculator, 我的政策 and the replenish page (matchingKeys.all of
  // @qifu/policy-data-access, ['matching']) are stale
  return useResourceMutation(send, [archiveKeys.all, MATCHING_QUERY_ROOT], options);
}
