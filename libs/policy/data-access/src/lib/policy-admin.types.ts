/**
 * Types of policy administration (issue 15): 政策发布, 政策文件, 政策信息库 and the city-policy sync,
 * straight from the contract.
 */
import type { components, operations } from '@qifu/sdk';

type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** Query of 政策发布's list (`listAdminPolicyInfo`): paging, policyTitle, policyDepName, status, supportMode, source, startDate/endDate. */
export type AdminPolicyListParams = Query<'listAdminPolicyInfo'>;
/** Query of the policy export (`exportAdminPolicyInfo`): the list's filters without paging. */
export type AdminPolicyExportParams = Query<'exportAdminPolicyInfo'>;
/** A row of 政策发布. */
export type AdminPolicyListItem = components['schemas']['AdminPolicyListItem'];
/** A policy for the edit form (`getAdminPolicyInfoDetail`). */
export type AdminPolicyDetail = components['schemas']['AdminPolicyDetail'];
/** Body of `saveAdminPolicyInfo`. */
export type AdminPolicyForm = components['schemas']['AdminPolicyForm'];
/** A row of the issuing-unit or organiser-unit table. */
export type PolicyUnitRow = components['schemas']['PolicyUnitRow'];
/** Shelf code: '0' 草稿, '1' 已上架, '2' 已下架. */
export type PolicyShelfStatus = components['schemas']['PolicyShelfStatus'];
/** Source: '1' 本地录入, '2' 市平台同步. */
export type PolicySource = components['schemas']['PolicySource'];
/** Query of the city-policy preview (`listCityPolicy`). */
export type CityPolicyListParams = Query<'listCityPolicy'>;
/** A city policy offered by the source, with whether it is synced. */
export type CityPolicyItem = components['schemas']['CityPolicyItem'];
/** Body of `cityPolicySync`. */
export type CityPolicySyncForm = components['schemas']['CityPolicySyncForm'];

/** Query of 政策文件 (`listByFileName`). */
export type PolicyFileListParams = Query<'listByFileName'>;
/** A row of 政策文件. */
export type PolicyFileItem = components['schemas']['PolicyFileItem'];
/** Body of `editPolicyDoc`. */
export type PolicyFileForm = components['schemas']['PolicyFileForm'];

/** Query of 政策信息库 (`listPolInfo`). */
export type PolInfoListParams = Query<'listPolInfo'>;
/** Query of 政策信息库's tab counts (`getPolInfoNum`). */
export type PolInfoNumParams = Query<'getPolInfoNum'>;
/** A row of 政策信息库. */
export type PolInfoItem = components['schemas']['PolInfoItem'];
/** One policy of 政策信息库 (`viewPolInfo`). */
export type PolInfo = components['schemas']['PolInfo'];
/** Body of `savePolInfo` (saveType '0' 保存, '1' 提交审核). */
export type PolInfoForm = components['schemas']['PolInfoForm'];
/** Body of `examinePolInfo` (examineStatus '2' 通过, '3' 不通过 with an opinion). */
export type PolInfoExamineForm = components['schemas']['PolInfoExamineForm'];
/** Examination code: '0' 草稿, '1' 待审核, '2' 审核通过, '3' 审核不通过. */
export type PolInfoExamineStatus = components['schemas']['PolInfoExamineStatus'];
/** The counts of 政策信息库's tabs. */
export type PolInfoNum = components['schemas']['PolInfoNum'];
/** A view of a policy (浏览记录). */
export type PolViewItem = components['schemas']['PolViewItem'];
