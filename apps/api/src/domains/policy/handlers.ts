/**
 * The policy domain's handler registry (operationId → handler), composed into `../index.ts`: the
 * policy documents and consultations (seeds 001 §2), the public policy service reads — search,
 * subscription, home blocks and carousel, project lists (seeds 000 §2, 001 §7) — and the staff
 * answer of a consultation (replyPolConsult, issue 12).
 */
import type { HandlerRegistry } from '../../core/handler';
import { addPolConsult } from './consult/add-pol-consult';
import { addPolicyBusinessLog } from './doc/add-policy-business-log';
import { getFindMySub } from './subscription/get-find-my-sub';
import { getMySub } from './subscription/get-my-sub';
import { getPolConsult } from './consult/get-pol-consult';
import { getPolicyDocDetail } from './doc/get-policy-doc-detail';
import { getPolicyDocOption } from './doc/get-policy-doc-option';
import { getPolicyStatistic } from './doc/get-policy-statistic';
import { hotPolicy } from './doc/hot-policy';
import { listPolConsult } from './consult/list-pol-consult';
import { listPolicyCarousel } from './doc/list-policy-carousel';
import { listPolicyDoc } from './doc/list-policy-doc';
import { listPublicApplyProject } from './project/list-public-apply-project';
import { listTagCategory } from './subscription/list-tag-category';
import { policyDetail } from './doc/policy-detail';
import { queryLabelIdByToken } from './subscription/query-label-id-by-token';
import { queryRelatedPolicy } from './doc/query-related-policy';
import { replyPolConsult } from './consult/reply-pol-consult';
import { saveMySub } from './subscription/save-my-sub';
// 政策计算器 and its pre-match (issue 15)
import { calculatorHandlers } from './calculator/calculator-handlers';
// 政策发布, 政策文件, 政策信息库 and the city-policy sync (issue 15)
import { policyInfoHandlers } from './info/policy-info-handlers';
// 申报项目 (issue 15): the admin and the government families share project/apply-project.queries.ts
import { deleteAdminApplyProject } from './project/delete-admin-apply-project';
import { deleteGovProject } from './project/delete-gov-project';
import { getAdminApplyProjectDetail } from './project/get-admin-apply-project-detail';
import { getGovProjectDetail } from './project/get-gov-project-detail';
import { listAdminApplyProject } from './project/list-admin-apply-project';
import { listGovProject } from './project/list-gov-project';
import { saveAdminApplyProject } from './project/save-admin-apply-project';
import { saveGovProject } from './project/save-gov-project';

// Carousels, policy labels, the personal policy area (issue 15)
import { cancelCollect } from './my/cancel-collect';
import { deleteCarousel } from './carousel/delete-carousel';
import { deletePolicyLabel } from './label/delete-policy-label';
import { editEnableFlag } from './label/edit-enable-flag';
import { getCarouselDetail } from './carousel/get-carousel-detail';
import { getCollect } from './my/get-collect';
import { getMyColById } from './my/get-my-col-by-id';
import { getPolMyView } from './my/get-pol-my-view';
import { listCarousel } from './carousel/list-carousel';
import { listMyPolicy } from './my/list-my-policy';
import { listPolicyLabel } from './label/list-policy-label';
import { saveCarousel } from './carousel/save-carousel';
import { saveCollect } from './my/save-collect';
import { savePolicyLabel } from './label/save-policy-label';
import { selectCompanyInfoByLabel } from './label/select-company-info-by-label';
import { selectPartTagInfo } from './label/select-part-tag-info';
import { sortCarousel } from './carousel/sort-carousel';
import { takedownCarousel } from './carousel/takedown-carousel';
import { takeupCarousel } from './carousel/takeup-carousel';
// 政策看板, 政策数据总览 and the business-log statistics (issue 15)
import { countPolicyByDep } from './statistics/count-policy-by-dep';
import { countPolicyByMonth } from './statistics/count-policy-by-month';
import { countPolicyBySupportMode } from './statistics/count-policy-by-support-mode';
import { exportPolicyBusinessLog } from './business-log/export-policy-business-log';
import { getPolicyBusinessLogStatistic } from './business-log/get-policy-business-log-statistic';
import { getPolicyVisualStatistics } from './statistics/get-policy-visual-statistics';
import { getPolNumberByDep } from './statistics/get-pol-number-by-dep';
import { getPolNumberByStreet } from './statistics/get-pol-number-by-street';
import { getPolNumberOverview } from './statistics/get-pol-number-overview';
import { getPolNumberTrend } from './statistics/get-pol-number-trend';
import { listPolicyBusinessLog } from './business-log/list-policy-business-log';

export const policyHandlers: HandlerRegistry = {
  ...calculatorHandlers,
  ...policyInfoHandlers,
  listPolicyDoc,
  getPolicyDocDetail,
  addPolConsult,
  listPolConsult,
  getPolConsult,
  addPolicyBusinessLog,
  listPolicyCarousel,
  listPublicApplyProject,
  policyDetail,
  hotPolicy,
  queryRelatedPolicy,
  getPolicyStatistic,
  getPolicyDocOption,
  getFindMySub,
  listTagCategory,
  getMySub,
  saveMySub,
  queryLabelIdByToken,
  replyPolConsult,
  listAdminApplyProject,
  getAdminApplyProjectDetail,
  saveAdminApplyProject,
  deleteAdminApplyProject,
  listGovProject,
  getGovProjectDetail,
  saveGovProject,
  deleteGovProject,
  listCarousel,
  getCarouselDetail,
  saveCarousel,
  deleteCarousel,
  takeupCarousel,
  takedownCarousel,
  sortCarousel,
  listPolicyLabel,
  savePolicyLabel,
  deletePolicyLabel,
  editEnableFlag,
  selectCompanyInfoByLabel,
  selectPartTagInfo,
  getCollect,
  getMyColById,
  saveCollect,
  cancelCollect,
  getPolMyView,
  listMyPolicy,
  getPolicyVisualStatistics,
  countPolicyByDep,
  countPolicyBySupportMode,
  countPolicyByMonth,
  getPolNumberOverview,
  getPolNumberByDep,
  getPolNumberByStreet,
  getPolNumberTrend,
  listPolicyBusinessLog,
  getPolicyBusinessLogStatistic,
  exportPolicyBusinessLog,
};
