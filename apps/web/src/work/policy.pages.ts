/**
 * The workbench pages of the policy domain (issue 12 Part B "政策咨询", "申报审核"; seeds 001 §7
 * /pol/consult, /pol/my, /dec/*): one entry per page, see ./work-pages.ts. The list pages prefetch
 * their first data with the same query options the page's table reads (page 1, 10 rows, no filters).
 */
import {
  adminPolicyListQuery,
  businessLogListQuery,
  carouselListQuery,
  myCollectListQuery,
  policyLabelListQuery,
  allowanceListQuery,
  adminApplyProjectListQuery,
  calculatorListQuery,
  matchFormListQuery,
  polDicValueListQuery,
  declareReviewListQuery,
  myAllowanceListQuery,
  myPolConsultQuery,
  polConsultListQuery,
  polInfoListQuery,
  policyFileListQuery,
  projectApplyListQuery,
} from '@qifu/policy-data-access';
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
    // issue 15: 轮播图管理, 政策标签, 政策看板, 政策数据总览, 政策业务日志, 我的收藏
    {
      path: 'policy/carousel',
      page: 'CarouselPage',
      permission: PERM.policyCarouselList,
      prefetch: (queryClient) => queryClient.ensureQueryData(carouselListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/label',
      page: 'PolicyLabelPage',
      permission: PERM.policyLabelList,
      prefetch: (queryClient) => queryClient.ensureQueryData(policyLabelListQuery({ page: 1, pageSize: 10 })),
    },
    { path: 'policy/visual', page: 'PolicyVisualPage', permission: PERM.policyVisualView },
    { path: 'policy/number', page: 'PolNumberPage', permission: PERM.polNumberView },
    {
      path: 'policy/businessLog',
      page: 'BusinessLogPage',
      permission: PERM.polBusinessLogList,
      prefetch: (queryClient) => queryClient.ensureQueryData(businessLogListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'my/collect',
      page: 'MyCollectPage',
      prefetch: (queryClient) => queryClient.ensureQueryData(myCollectListQuery({ page: 1, pageSize: 10 })),
    },
    // issue 15: 政策计算器 (pre-match)
    {
      path: 'policy/calculator',
      page: 'CalculatorPage',
      permission: PERM.policyCalculatorList,
      prefetch: (queryClient) => queryClient.ensureQueryData(calculatorListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/matchForm',
      page: 'MatchFormPage',
      permission: PERM.policyMatchFormList,
      prefetch: (queryClient) => queryClient.ensureQueryData(matchFormListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/dicValue',
      page: 'PolDicValuePage',
      permission: PERM.polDicValueList,
      prefetch: (queryClient) => queryClient.ensureQueryData(polDicValueListQuery({ page: 1, pageSize: 10 })),
    },
    // issue 15: 申报项目 (form builder), 项目申报审核, 补助发放, 我的补助
    {
      path: 'policy/applyProject',
      page: 'ApplyProjectPage',
      permission: PERM.policyApplyProjectList,
      prefetch: (queryClient) => queryClient.ensureQueryData(adminApplyProjectListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/apply',
      page: 'ProjectApplyReviewPage',
      permission: PERM.policyApplyList,
      prefetch: (queryClient) => queryClient.ensureQueryData(projectApplyListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/allowance',
      page: 'AllowancePage',
      permission: PERM.portalAllowanceList,
      prefetch: (queryClient) => queryClient.ensureQueryData(allowanceListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'my/allowance',
      page: 'MyAllowancePage',
      prefetch: (queryClient) => queryClient.ensureQueryData(myAllowanceListQuery({ page: 1, pageSize: 10 })),
    },
    // issue 15: 政策发布, 政策文件, 政策信息库
    {
      path: 'policy/info',
      page: 'PolicyInfoPage',
      permission: PERM.policyInfoList,
      prefetch: (queryClient) => queryClient.ensureQueryData(adminPolicyListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/doc',
      page: 'PolicyFilePage',
      permission: PERM.policyDocList,
      prefetch: (queryClient) => queryClient.ensureQueryData(policyFileListQuery({ page: 1, pageSize: 10 })),
    },
    {
      path: 'policy/polInfo',
      page: 'PolInfoPage',
      permission: PERM.polInfoList,
      prefetch: (queryClient) => queryClient.ensureQueryData(polInfoListQuery({ page: 1, pageSize: 10 })),
    },
  ]),
  ...workPages(loadDeclarePages, [{ path: 'my/declare', page: 'MyDeclarePage' }]),
];
