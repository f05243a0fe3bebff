/**
 * Types of 申报项目, 项目申报审核, 补助发放 and 我的补助 (issue 15; seeds 001 §2, §3, §7
 * /admin/policy/info/applyProject*, /gov/policy/doc/*, /allowance/*), straight from the contract.
 */
import type { components, operations } from '@qifu/sdk';

/** Query of the 申报项目 list (`listAdminApplyProject`): paging, policyId, keyword, status, phase. */
export type AdminApplyProjectListParams = NonNullable<operations['listAdminApplyProject']['parameters']['query']>;
/** A 申报项目 list line. */
export type AdminApplyProjectItem = components['schemas']['AdminApplyProjectItem'];
/** A project with its template (`getAdminApplyProjectDetail`). */
export type AdminApplyProjectDetail = components['schemas']['AdminApplyProjectDetail'];
/** The project save payload (seeds 001 §3): id?, policyId, projectName?, the four times, examineDep, template, status?. */
export type AdminApplyProjectForm = components['schemas']['AdminApplyProjectForm'];
/** The declaration-form template the builder produces and the declaration page renders. */
export type ApplyProjectTemplate = components['schemas']['ApplyProjectTemplate'];
/** One field of {@link ApplyProjectTemplate}. */
export type ApplyProjectTemplateField = components['schemas']['ApplyProjectTemplateField'];
/** A project's phase: 1 未开始, 2 申报中, 3 审核中, 4 已结束. */
export type AdminApplyProjectPhase = components['schemas']['AdminApplyProjectPhase'];

/** Query of 项目申报审核 (`listGovProjectApply`): paging, projectId, status, keyword (company or credit code). */
export type ProjectApplyListParams = NonNullable<operations['listGovProjectApply']['parameters']['query']>;
/** Query of its export (`exportGovProjectApply`). */
export type ProjectApplyExportParams = NonNullable<operations['exportGovProjectApply']['parameters']['query']>;
/** One step of a declaration's history (`listGovProjectExamineLog`). */
export type ProjectApplyExamineLog = components['schemas']['ProjectApplyExamineLog'];

/** Query of 补助发放 (`listAllowance`): paging, keyword, policyId, status, allowanceYear. */
export type AllowanceListParams = NonNullable<operations['listAllowance']['parameters']['query']>;
/** Query of the allowance export. */
export type AllowanceExportParams = NonNullable<operations['exportAllowance']['parameters']['query']>;
/** Query of 我的补助 (`listMyAllowance`). */
export type MyAllowanceListParams = NonNullable<operations['listMyAllowance']['parameters']['query']>;
/** An allowance record. */
export type Allowance = components['schemas']['PortalAllowance'];
/** Body of `saveAllowance`. */
export type AllowanceForm = components['schemas']['PortalAllowanceForm'];
/** Body of `grantAllowance`: ids and the 发放日期 (YYYY-MM-DD). */
export type AllowanceGrantForm = components['schemas']['PortalAllowanceGrantForm'];
