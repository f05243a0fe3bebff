/** Handlers of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService, 001 §7 /tech/*). */
import type { HandlerRegistry } from '../../core/handler';
import { commitTechAchievement } from './achievement/commit-tech-achievement';
import { commitTechExpert } from './expert/commit-tech-expert';
import { commitTechInstitute } from './institute/commit-tech-institute';
import { commitTechRequirement } from './requirement/commit-tech-requirement';
import { deleteTechAchievement } from './achievement/delete-tech-achievement';
import { deleteTechDomain } from './domain/delete-tech-domain';
import { deleteTechExpert } from './expert/delete-tech-expert';
import { deleteTechInstitute } from './institute/delete-tech-institute';
import { deleteTechRequirement } from './requirement/delete-tech-requirement';
import { getTechAchievementDetail } from './achievement/get-tech-achievement-detail';
import { getTechDomainChain } from './domain/get-tech-domain-chain';
import { getTechDomainChildren } from './domain/get-tech-domain-children';
import { getTechDomainTree } from './domain/get-tech-domain-tree';
import { getTechExpertDetail } from './expert/get-tech-expert-detail';
import { getTechHomeRecommend } from './home/get-tech-home-recommend';
import { getTechHomeStatistic } from './home/get-tech-home-statistic';
import { getTechInstituteDetail } from './institute/get-tech-institute-detail';
import { getTechRequirementDetail } from './requirement/get-tech-requirement-detail';
import { getTechTypeTree } from './domain/get-tech-type-tree';
import { getTechVisualDomainStat } from './visual/get-tech-visual-domain-stat';
import { getTechVisualOverview } from './visual/get-tech-visual-overview';
import { getTechVisualTrend } from './visual/get-tech-visual-trend';
import { listMyTechTalk } from './talk/list-my-tech-talk';
import { listPublicTechAchievement } from './achievement/list-public-tech-achievement';
import { listPublicTechExpert } from './expert/list-public-tech-expert';
import { listPublicTechInstitute } from './institute/list-public-tech-institute';
import { listPublicTechRequirement } from './requirement/list-public-tech-requirement';
import { listTechAchievement } from './achievement/list-tech-achievement';
import { listTechExpert } from './expert/list-tech-expert';
import { listTechInstitute } from './institute/list-tech-institute';
import { listTechRequirement } from './requirement/list-tech-requirement';
import { listTechTalk } from './talk/list-tech-talk';
import { listTechTalkMessage } from './talk/list-tech-talk-message';
import { putawayTechAchievement } from './achievement/putaway-tech-achievement';
import { putawayTechExpert } from './expert/putaway-tech-expert';
import { putawayTechInstitute } from './institute/putaway-tech-institute';
import { putawayTechRequirement } from './requirement/putaway-tech-requirement';
import { reviewTechAchievement } from './achievement/review-tech-achievement';
import { reviewTechExpert } from './expert/review-tech-expert';
import { reviewTechInstitute } from './institute/review-tech-institute';
import { reviewTechRequirement } from './requirement/review-tech-requirement';
import { saveTechAchievement } from './achievement/save-tech-achievement';
import { saveTechDomain } from './domain/save-tech-domain';
import { saveTechExpert } from './expert/save-tech-expert';
import { saveTechInstitute } from './institute/save-tech-institute';
import { saveTechRequirement } from './requirement/save-tech-requirement';
import { sendTechTalk } from './talk/send-tech-talk';
import { takedownTechAchievement } from './achievement/takedown-tech-achievement';
import { takedownTechExpert } from './expert/takedown-tech-expert';
import { takedownTechInstitute } from './institute/takedown-tech-institute';
import { takedownTechRequirement } from './requirement/takedown-tech-requirement';

export const techHandlers: HandlerRegistry = {
  // Public techService pages (seeds 000 §2 techService) and the home blocks
  listPublicTechAchievement,
  listPublicTechInstitute,
  listPublicTechExpert,
  listPublicTechRequirement,
  getTechAchievementDetail,
  getTechInstituteDetail,
  getTechExpertDetail,
  getTechRequirementDetail,
  getTechDomainTree,
  getTechDomainChildren,
  getTechDomainChain,
  getTechTypeTree,
  getTechHomeRecommend,
  getTechHomeStatistic,
  // The workbench side (owners and staff), every state change through the table of @qifu/tech-rules
  listTechAchievement,
  listTechInstitute,
  listTechExpert,
  listTechRequirement,
  saveTechAchievement,
  saveTechInstitute,
  saveTechExpert,
  saveTechRequirement,
  deleteTechAchievement,
  deleteTechInstitute,
  deleteTechExpert,
  deleteTechRequirement,
  commitTechAchievement,
  commitTechInstitute,
  commitTechExpert,
  commitTechRequirement,
  reviewTechAchievement,
  reviewTechInstitute,
  reviewTechExpert,
  reviewTechRequirement,
  putawayTechAchievement,
  putawayTechInstitute,
  putawayTechExpert,
  putawayTechRequirement,
  takedownTechAchievement,
  takedownTechInstitute,
  takedownTechExpert,
  takedownTechRequirement,
  // Negotiations, the staff charts and the domain tree's maintenance
  sendTechTalk,
  listMyTechTalk,
  listTechTalk,
  listTechTalkMessage,
  getTechVisualOverview,
  getTechVisualDomainStat,
  getTechVisualTrend,
  saveTechDomain,
  deleteTechDomain,
};
