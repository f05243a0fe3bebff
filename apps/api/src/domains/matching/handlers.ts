/** Handlers of the matching engine's operations (policy calculator, simulated matching, replenish; seeds 000 §2, 001 §7). */
import type { HandlerRegistry } from '../../core/handler';
import { applyProjectExpressList } from './apply-project-express-list';
import { applyProjectMatchList } from './apply-project-match-list';
import { entAsyncMatchPolicy } from './ent-async-match-policy';
import { getMatchCount } from './get-match-count';
import { getMyProjectMatch } from './get-my-project-match';
import { getReplenishInfo } from './get-replenish-info';
import { homeMyPolicy } from './home-my-policy';
import { improveCompanyInfoImitate } from './improve-company-info-imitate';
import { matchSituation } from './match-situation';
import { pagePolicySimulateList } from './page-policy-simulate-list';
import { queryCompanyInfoImitate } from './query-company-info-imitate';
import { queryRelatedPolicy } from './query-related-policy';
import { saveReplenish } from './save-replenish';

export const matchingHandlers: HandlerRegistry = {
  matchSituation,
  applyProjectMatchList,
  applyProjectExpressList,
  getMyProjectMatch,
  getReplenishInfo,
  saveReplenish,
  queryRelatedPolicy,
  entAsyncMatchPolicy,
  homeMyPolicy,
  improveCompanyInfoImitate,
  queryCompanyInfoImitate,
  getMatchCount,
  pagePolicySimulateList,
};
