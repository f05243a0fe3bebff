/** Handlers of the matching engine's operations (policy calculator, simulated matching, replenish; seeds 000 §2, 001 §7). */
import type { HandlerRegistry } from '../../core/handler';
import { applyProjectExpressList } from './project/apply-project-express-list';
import { applyProjectMatchList } from './company-match/apply-project-match-list';
import { entAsyncMatchPolicy } from './company-match/ent-async-match-policy';
import { getMatchCount } from './imitate/get-match-count';
import { getMyProjectMatch } from './company-match/get-my-project-match';
import { getReplenishInfo } from './replenish/get-replenish-info';
import { homeMyPolicy } from './company-match/home-my-policy';
import { improveCompanyInfoImitate } from './imitate/improve-company-info-imitate';
import { matchSituation } from './company-match/match-situation';
import { pagePolicySimulateList } from './imitate/page-policy-simulate-list';
import { queryCompanyInfoImitate } from './imitate/query-company-info-imitate';
import { saveReplenish } from './replenish/save-replenish';

export const matchingHandlers: HandlerRegistry = {
  matchSituation,
  applyProjectMatchList,
  applyProjectExpressList,
  getMyProjectMatch,
  getReplenishInfo,
  saveReplenish,
  entAsyncMatchPolicy,
  homeMyPolicy,
  improveCompanyInfoImitate,
  queryCompanyInfoImitate,
  getMatchCount,
  pagePolicySimulateList,
};
