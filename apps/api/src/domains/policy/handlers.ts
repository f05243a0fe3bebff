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
import { replyPolConsult } from './consult/reply-pol-consult';
import { saveMySub } from './subscription/save-my-sub';

export const policyHandlers: HandlerRegistry = {
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
  getPolicyStatistic,
  getPolicyDocOption,
  getFindMySub,
  listTagCategory,
  getMySub,
  saveMySub,
  queryLabelIdByToken,
  replyPolConsult,
};
