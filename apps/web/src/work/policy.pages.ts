/**
 * The workbench pages of the policy domain (issue 12 Part B "政策咨询", "申报审核"; seeds 001 §7
 * /pol/consult, /pol/my, /dec/*): one entry per page, see ./work-pages.ts. The list pages prefetch
 * their first data with the same query options the page's table reads (page 1, 10 rows, no filters).
 */
import { declareReviewListQuery, myPolConsultQuery, polConsultListQuery } from '@qifu/policy-data-access';
import { loadDeclarePages } from '@qifu/policy-feature';
import { loadPolicyWorkPages } from '@qifu/policy-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

export const policyWorkPages = [
  ...workPages(loadPolicyWorkPages, [
    {
      path: 'policy/consult',
      page: 'PolicyConsultPage',
      permission: PERM.polConsultView,
      prefetch: (queryClient) => queryClient.ensureQueryData(polConsultListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'my/consult',
      page: 'MyConsultPage',
      prefetch: (queryClient) => queryClient.ensureQueryData(myPolConsultQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'dec/declare',
      page: 'DeclareReviewPage',
      permission: PERM.decDeclareList,
      prefetch: (queryClient) => queryClient.ensureQueryData(declareReviewListQuery({ page: 1, pageSize: 10 })),
    },
  ]),
  ...workPages(loadDeclarePages, [{ path: 'my/declare', page: 'MyDeclarePage' }]),
];
