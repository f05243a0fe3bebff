/** Handlers of the public policy service reads: search, subscription, home blocks, project lists (seeds 000 §2, 001 §7). */
import type { HandlerRegistry } from '../../core/handler';
import { getFindMySub } from './get-find-my-sub';
import { getMySub } from './get-my-sub';
import { getPolicyDocOption } from './get-policy-doc-option';
import { getPolicyStatistic } from './get-policy-statistic';
import { hotPolicy } from './hot-policy';
import { listPublicApplyProject } from './list-public-apply-project';
import { listTagCategory } from './list-tag-category';
import { policyDetail } from './policy-detail';
import { queryLabelIdByToken } from './query-label-id-by-token';
import { saveMySub } from './save-my-sub';

export const policyServiceHandlers: HandlerRegistry = {
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
};
