/**
 * The policy domain's handler registry (operationId → handler), composed into `../index.ts`: the
 * policy documents and consultations (seeds 001 §2), the public policy service reads — search,
 * subscription, home blocks and carousel, project lists (seeds 000 §2, 001 §7) — and the staff
 * answer of a consultation (replyPolConsult, issue 12).
 */
import type { HandlerRegistry } from '../../core/handler';
import { addPolConsult } from './add-pol-consult';
import { addPolicyBusinessLog } from './add-policy-business-log';
import { getFindMySub } from './get-find-my-sub';
import { getMySub } from './get-my-sub';
import { getPolConsult } from './get-pol-consult';
import { getPolicyDocDetail } from './get-policy-doc-detail';
import { getPolicyDocOption } from './get-policy-doc-option';
import { getPolicyStatistic } from './get-policy-statistic';
import { hotPolicy } from './hot-policy';
import { listPolConsult } from './list-pol-consult';
import { listPolicyCarousel } from './list-policy-carousel';
import { listPolicyDoc } from './list-policy-doc';
import { listPublicApplyProject } from './list-public-apply-project';
import { listTagCategory } from './list-tag-category';
import { policyDetail } from './policy-detail';
import { queryLabelIdByToken } from './query-label-id-by-token';
import { replyPolConsult } from './reply-pol-consult';
import { saveMySub } from './save-my-sub';

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
