/**
 * Types of enterprise appeals, from the contract (openapi/domains/appeal; never renamed on the client) and the
 * Chinese labels of its code lists (seeds 000 §2 /page/appeal, seeds 001 §7 appeal/*).
 */
import { appealStatusMachine, type AppealStatus } from '@qifu/appeal-rules';
import { type components } from '@qifu/sdk';

/** An appeal status: '1' 待受理 … '7' 已退回 (contract `AppealStatus`, the one type of `@qifu/appeal-rules`). */
export type { AppealStatus };
/** An appeal list line (`AppealListItem`). */
export type AppealListItem = components['schemas']['AppealListItem'];
/** A page of appeals (`AppealPage`). */
export type AppealPage = components['schemas']['AppealPage'];
/** The whole appeal with its workflow log (`AppealDetail`). */
export type AppealDetail = components['schemas']['AppealDetail'];
/** One workflow step (`AppealLog`). */
export type AppealLog = components['schemas']['AppealLog'];
/** An attachment `{ fileName, filePath }` (`AppealFile`). */
export type AppealFile = components['schemas']['AppealFile'];
/** The enterprise's submission (`AppealSubmitForm`). */
export type AppealSubmitForm = components['schemas']['AppealSubmitForm'];
/** The enterprise's resubmission of a returned appeal (`AppealResubmitForm`). */
export type AppealResubmitForm = components['schemas']['AppealResubmitForm'];
/** A service area type code (`AppealServiceAreaType`). */
export type AppealServiceAreaType = components['schemas']['AppealServiceAreaType'];
/** The home block 我的诉求 (`HomeMyAppeal`). */
export type HomeMyAppeal = components['schemas']['HomeMyAppeal'];
/** An application tile of /page/appeal (`CommonApp`). */
export type CommonApp = components['schemas']['CommonApp'];
/** A dropdown option (label, value, children) (`Option`). */
export type AppealOption = components['schemas']['Option'];
/** A region node (`AreaNode`: code, name). */
export type AreaNode = components['schemas']['AreaNode'];

/** Parameters of 我的诉求 (`listMyAppeal`). */
export interface MyAppealListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  status?: AppealStatus;
}

/** Mantine colours of the statuses (badges, timeline). */
export const APPEAL_STATUS_COLORS: Readonly<Record<AppealStatus, string>> = {
  '1': 'orange',
  '2': 'blue',
  '3': 'indigo',
  '4': 'violet',
  '5': 'green',
  '6': 'gray',
  '7': 'red',
};

/**
 * What the enterprise may do with its appeal (the enterprise's rows of the one state table of `@qifu/appeal-rules`):
 * only 7 已退回 may be completed and resubmitted.
 */
export function appealActionAllowed(status: AppealStatus, action: 'resubmit'): boolean {
  return appealStatusMachine.can(status, action);
}

/** 我的诉求 page size (seeds 001 §9 table default 10). */
export const MY_APPEAL_PAGE_SIZE = 10;
/** At most this many attachments (contract `files` maxItems 5). */
export const APPEAL_FILE_LIMIT = 5;
/** Field limits of the form (contract `AppealSubmitForm`). */
export const APPEAL_LIMITS = { title: 50, content: 2000, contactName: 20 } as const;
/** The county whose streets/towns the form offers (region code of 德清县). */
export const APPEAL_COUNTY_CODE = '330521';
