/**
 * The workbench pages of the customer-service domain (issue 12 Part B "知识库, 智能问答记录, 对话记录,
 * 人工客服"; seeds 001 §7 smartAq/*, knowledge/*, chatContent, chatRequireManpower/*): one entry per
 * page, see ./work-pages.ts. Each page prefetches its first data with the same query options the
 * page reads (first page, 10 rows, no filters).
 */
import {
  chatConversationListQuery,
  knowledgeListQuery,
  manpowerQueueQuery,
  smartAqListQuery,
} from '@qifu/customer-service-data-access';
import { loadCustomerServiceWorkPages } from '@qifu/customer-service-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

const FIRST_PAGE = { page: 1, pageSize: 10 } as const;

export const customerServiceWorkPages = workPages(loadCustomerServiceWorkPages, [
  {
    path: 'cs/knowledge',
    page: 'CsKnowledgePage',
    permission: PERM.csKnowledgeList,
    prefetch: (queryClient) => queryClient.ensureQueryData(knowledgeListQuery(FIRST_PAGE)),
  },
  {
    path: 'cs/smartAq',
    page: 'CsSmartAqPage',
    permission: PERM.csSmartAqList,
    prefetch: (queryClient) => queryClient.ensureQueryData(smartAqListQuery(FIRST_PAGE)),
  },
  {
    path: 'cs/chat',
    page: 'CsChatPage',
    permission: PERM.csChatList,
    prefetch: (queryClient) => queryClient.ensureQueryData(chatConversationListQuery(FIRST_PAGE)),
  },
  {
    path: 'cs/manpower',
    page: 'CsManpowerPage',
    permission: PERM.csManpowerList,
    prefetch: (queryClient) => queryClient.ensureQueryData(manpowerQueueQuery(FIRST_PAGE)),
  },
]);
