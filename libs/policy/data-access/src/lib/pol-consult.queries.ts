/** Policy consultations: the staff list and the caller's own (seeds 001 §7 /pol/consult, /pol/my). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { polConsultKeys } from './policy.keys';
import { type PolConsultListParams, type PolConsultPage } from './policy.types';

/**
 * Query options of the staff consultation list (`listPolConsult`, permission pol:consult:view): the
 * consultations within the caller's data rules, newest first, filtered by `keyword` and `status`; blank
 * filters dropped. Resolves to `{ list, total }` — the 政策咨询 page's paged-table `query`.
 */
export function polConsultListQuery(params: FormQuery<PolConsultListParams>) {
  const query = compactQuery<PolConsultListParams>(params);
  return queryOptions({
    queryKey: polConsultKeys.list(query),
    queryFn: ({ signal }): Promise<PolConsultPage> =>
      unwrap(api.GET('/pol/consult/view', { params: { query }, signal })),
  });
}

/**
 * Query options of the caller's own consultations (`getPolConsult`, any login): newest first, with the
 * staff answer; blank filters dropped. Resolves to `{ list, total }` — the 我的咨询 page's `query`.
 */
export function myPolConsultQuery(params: FormQuery<PolConsultListParams>) {
  const query = compactQuery<PolConsultListParams>(params);
  return queryOptions({
    queryKey: polConsultKeys.mine(query),
    queryFn: ({ signal }): Promise<PolConsultPage> =>
      unwrap(api.GET('/pol/my/getPolConsult', { params: { query }, signal })),
  });
}

/** The staff consultation list, keeping the previous page while the next loads (for tables). */
export function usePolConsultList(params: PolConsultListParams) {
  return useQuery({ ...polConsultListQuery(params), placeholderData: keepPreviousData });
}

/** The caller's own consultations, keeping the previous page while the next loads. */
export function useMyPolConsult(params: PolConsultListParams) {
  return useQuery({ ...myPolConsultQuery(params), placeholderData: keepPreviousData });
}
