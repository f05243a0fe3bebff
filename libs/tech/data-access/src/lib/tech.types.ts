import type { components } from '@qifu/sdk';

/** The four kinds of technology-service item (contract `TechKind`). */
export type TechKind = components['schemas']['TechKind'];
/** A technology achievement of the list (科技成果). */
export type TechAchievementItem = components['schemas']['TechAchievementItem'];
/** A whole technology achievement. */
export type TechAchievement = components['schemas']['TechAchievement'];
/** A research institute of the list (科研院所). */
export type TechInstituteItem = components['schemas']['TechInstituteItem'];
/** A whole research institute. */
export type TechInstitute = components['schemas']['TechInstitute'];
/** An expert of the list (专家库). */
export type TechExpertItem = components['schemas']['TechExpertItem'];
/** A whole expert. */
export type TechExpert = components['schemas']['TechExpert'];
/** A technology requirement of the list (技术需求). */
export type TechRequirementItem = components['schemas']['TechRequirementItem'];
/** A whole technology requirement. */
export type TechRequirement = components['schemas']['TechRequirement'];
/** A node of the domain tree (seeds 001 §3 "Domain tree node"). */
export type TechDomainNode = components['schemas']['TechDomainNode'];
/** The counts of the techService statistic strip. */
export type TechHomeStatistic = components['schemas']['TechHomeStatistic'];
/** The newest items on the shelf of each kind. */
export type TechHomeRecommend = components['schemas']['TechHomeRecommend'];
/** A stored file `{ fileName, filePath }`. */
export type TechAttachment = components['schemas']['TechAttachment'];

/** A public list's item type per kind. */
export interface TechItemOf {
  achievement: TechAchievementItem;
  institute: TechInstituteItem;
  expert: TechExpertItem;
  requirement: TechRequirementItem;
}

/** A detail's type per kind. */
export interface TechDetailOf {
  achievement: TechAchievement;
  institute: TechInstitute;
  expert: TechExpert;
  requirement: TechRequirement;
}

/** Query of the public lists (listPublicTech*): page (1-based), pageSize, keyword, domainId. */
export interface TechListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  domainId?: string;
}

/** A page `{ list, total }` of a kind. */
export interface TechPage<K extends TechKind> {
  list: TechItemOf[K][];
  total: number;
}

/** Page size of the techService lists (seeds 001 §9 default page size 10). */
export const TECH_PAGE_SIZE = 10;
