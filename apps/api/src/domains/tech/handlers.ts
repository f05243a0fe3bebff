/** Handlers of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService, 001 §7 /tech/*). */
import type { HandlerRegistry } from '../../core/handler';
import { commitTechAchievement } from './commit-tech-achievement';
import { commitTechExpert } from './commit-tech-expert';
import { commitTechInstitute } from './commit-tech-institute';
import { commitTechRequirement } from './commit-tech-requirement';
import { deleteTechAchievement } from './delete-tech-achievement';
import { deleteTechDomain } from './delete-tech-domain';
import { deleteTechExpert } from './delete-tech-expert';
import { deleteTechInstitute } from './delete-tech-institute';
import { deleteTechRequirement } from './delete-tech-requirement';
import { getTechAchievementDetail } from './get-tech-achievement-detail';
import { getTechDomainChain } from './get-tech-domain-chain';
import { getTechDomainChildren } from './get-tech-domain-children';
import { getTechDomainTree } from './get-tech-domain-tree';
import { getTechExpertDetail } from './get-tech-expert-detail';
import { getTechHomeRecommend } from './get-tech-home-recommend';
import { getTechHomeStatistic } from './get-tech-home-statistic';
import { getTechInstituteDetail } from './get-tech-institute-detail';
import { getTechRequirementDetail } from './get-tech-requirement-detail';
import { getTechTypeTree } from './get-tech-type-tree';
import { getTechVisualDomainStat } from './get-tech-visual-domain-stat';
import { getTechVisualOverview } from './get-tech-visual-overview';
import { getTechVisualTrend } from './get-tech-visual-trend';
import { listMyTechTalk } from './list-my-tech-talk';
import { listPublicTechAchievement } from './list-public-tech-achievement';
import { listPublicTechExpert } from './list-public-tech-expert';
import { listPublicTechInstitute } from './list-public-tech-institute';
import { listPublicTechRequirement } from './list-public-tech-requirement';
import { listTechAchievement } from './list-tech-achievement';
import { listTechExpert } from './list-tech-expert';
import { listTechInstitute } from './list-tech-institute';
import { listTechRequirement } from './list-tech-requirement';
import { listTechTalk } from './list-tech-talk';
import { listTechTalkMessage } from './list-tech-talk-message';
import { putawayTechAchievement } from './putaway-tech-achievement';
import { putawayTechExpert } from './putaway-tech-expert';
import { putawayTechInstitute } from './putaway-tech-institute';
import { putawayTechRequirement } from './putaway-tech-requirement';
import { reviewTechAchievement } from './review-tech-achievement';
import { reviewTechExpert } from './review-tech-expert';
import { reviewTechInstitute } from './review-tech-institute';
import { reviewTechRequirement } from './review-tech-requirement';
import { saveTechAchievement } from './save-tech-achievement';
import { saveTechDomain } from './save-tech-domain';
import { saveTechExpert } from './save-tech-expert';
import { saveTechInstitute } from './save-tech-institute';
import { saveTechRequirement } from './save-tech-requirement';
import { sendTechTalk } from './send-tech-talk';
import { takedownTechAchievement } from './takedown-tech-achievement';
import { takedownTechExpert } from './takedown-tech-expert';
import { takedownTechInstitute } from './takedown-tech-institute';
import { takedownTechRequirement } from './takedown-tech-requirement';

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
