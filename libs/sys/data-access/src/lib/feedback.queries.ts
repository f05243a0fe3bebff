/**
 * Query-option builders and hooks of 意见反馈 (feedback messages, `/sys/feedback/*`). The list
 * builder is the paged table's `query` (`<PagedTable query={sysFeedbackListQuery} …>`); keys come
 * from `sysKeys.feedback`, cleared by the feedback mutations.
 */
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery } from '@qifu/util';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SysFeedbackListParams } from './feedback.types';
import { sysKeys } from './sys.keys';

/**
 * Query options of one page of feedback messages, newest first (`listFeedback`, permission
 * sys:feedback:list). Resolves to `{ list: SysFeedback[], total }`.
 */
export function sysFeedbackListQuery(params: SysFeedbackListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: sysKeys.feedback.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/feedback/list', { params: { query }, signal })),
  });
}

/**
 * Query options of one feedback message (`getFeedbackDetail`, permission sys:feedback:list).
 * An unknown id fails with NOT_FOUND_ENTITY 反馈不存在 (shown by the API client).
 */
export function sysFeedbackDetailQuery(id: string) {
  return queryOptions({
    queryKey: sysKeys.feedback.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/feedback/detail', { params: { query: { id } }, signal })),
  });
}

/** One feedback message for the detail dialog; nothing is fetched while `id` is undefined. */
export function useSysFeedbackDetail(id: string | undefined) {
  return useQuery({ ...sysFeedbackDetailQuery(id ?? ''), enabled: Boolean(id) });
}
