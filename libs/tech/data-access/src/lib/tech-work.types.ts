/**
 * Types of the technology-service workbench (seeds 001 §1 "technology achievements, requirements,
 * experts and institutes", §4 "commit, review, putaway, take down", §7 /tech/*): management lists,
 * save forms, review, the domain tree, negotiations and the overview figures. All from the contract.
 */
import type { components } from '@qifu/sdk';

import type { TechDetailOf, TechItemOf, TechKind } from './tech.types';

/** A stored item state (contract `TechStatus`): '0' 草稿 … '5' 已下架. */
export type TechStatus = components['schemas']['TechStatus'];

/**
 * Whose list a workbench page shows: `staff` (科技服务 pages, every item) or `mine` (我的… pages;
 * the server answers an enterprise or individual caller only its own items).
 */
export type TechWorkScope = 'staff' | 'mine';

/** Query of the management lists (`listTech*`): 1-based page, pageSize, keyword, domainId (with sub-domains), status. */
export interface TechManageListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  domainId?: string;
  status?: TechStatus;
}

/** Save body per kind (`saveTech*`; without `id` a new draft). */
export interface TechFormOf {
  achievement: components['schemas']['TechAchievementForm'];
  requirement: components['schemas']['TechRequirementForm'];
  expert: components['schemas']['TechExpertForm'];
  institute: components['schemas']['TechInstituteForm'];
}

/** Any kind's save body. */
export type TechForm = TechFormOf[TechKind];

/** A management-list row of any kind (the public list item types; they carry `status`). */
export type TechWorkRow = TechItemOf[TechKind];

/** A whole item of any kind (`getTech*Detail`; carries `reviewOpinion`, `reviewTime`). */
export type TechWorkDetail = TechDetailOf[TechKind];

/** `reviewTech*` body: `result` '1' 通过 / '2' 驳回 (opinion required, 请输入审核意见). */
export type TechReviewForm = components['schemas']['TechReviewForm'];

/** A node of the type tree (成果类型: big types with their small types). */
export type TechTypeNode = components['schemas']['TechTypeNode'];

/** Which domain tree: '1' 技术领域, '2' 应用行业. */
export type TechDomainType = components['schemas']['TechDomainType'];

/** `saveTechDomain` body: code = parent's code + two digits, at most four levels. */
export type TechDomainForm = components['schemas']['TechDomainForm'];

/** `deleteTechDomain` body. */
export type TechDomainDeleteForm = components['schemas']['TechDomainDeleteForm'];

/** A negotiation (洽谈) of the staff list. */
export type TechTalk = components['schemas']['TechTalk'];

/** A message of a negotiation. */
export type TechTalkMessage = components['schemas']['TechTalkMessage'];

/** Query of 洽谈管理 (`listTechTalk`). */
export interface TechTalkListParams {
  page: number;
  pageSize: number;
  bizType?: TechKind;
  keyword?: string;
}

/** One kind's totals of 科技服务总览 (total, on the shelf, waiting for review). */
export type TechVisualOverviewItem = components['schemas']['TechVisualOverviewItem'];

/** One month of the trend (new items per kind and negotiations). */
export type TechVisualTrendItem = components['schemas']['TechVisualTrendItem'];

/** Items on the shelf of a top-level domain. */
export type TechVisualCount = components['schemas']['TechVisualCount'];

/** What every tech mutation resolves to: the envelope's `data` and the server's `msg` (保存成功 …). */
export interface TechMutationResult<T = unknown> {
  data: T;
  msg: string;
}
