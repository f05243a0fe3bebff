import {
  DECLARE_ENTERPRISE_ACTIONS,
  DECLARE_STATUS_LABELS,
  declareEnterpriseActionsFrom,
  declareStatusMachine,
  type DeclareEnterpriseAction,
  type DeclareStatus,
  type EntAuthStatus,
} from '@qifu/policy-rules';
import type { components, operations } from '@qifu/sdk';

/** Risk check before declaration (`checkBeforeDeclaration`, seeds 000 §3 "riskType, wholeInfo, riskList"). */
export type RiskCheckResult = components['schemas']['RiskCheckResult'];
/** One risk of the check: `riskName`, `riskCount` (and its own `riskType`). */
export type RiskItem = RiskCheckResult['riskList'][number];
/** The enterprise's data-authorization decision (`queryEntExpansionInfoAuthLog`, `setEntExpansionInfoAuth`). */
export type EntAuthLog = components['schemas']['EntAuthLog'];
/** Data-authorization status (seeds 000 §4): `'00'` never decided, `'01'` declined, `'02'` authorized (`@qifu/policy-rules`). */
export type { EntAuthStatus };
/** What the declaration page needs (`getProjectApply`): the project with its template, the caller's declaration, the match. */
export type ProjectApplyContext = components['schemas']['ProjectApplyContext'];
/** A declaration project with its template and conditions. */
export type ApplyProject = components['schemas']['ApplyProject'];
/** The declaration form template (`ApplyProjectTemplate`, rendered by `@qifu/dynamic-form`). */
export type ApplyProjectTemplate = components['schemas']['ApplyProjectTemplate'];
/** Body of `saveProjectApply`: saveType `'0'` save (草稿), `'1'` submit (待审核). */
export type ProjectApplyForm = components['schemas']['ProjectApplyForm'];
/** The answers of a declaration form, keyed by template field key (`ApplyFormData`). */
export type ApplyFormData = components['schemas']['ApplyFormData'];
/** A stored file of a declaration (`{ fileName, filePath }`). */
export type DeclareAttachment = components['schemas']['DeclareAttachment'];
/** One declaration with its answers (`getMyDeclareDetail`). */
export type Declare = components['schemas']['Declare'];
/** One declaration in the caller's list (`listMyDeclare`). */
export type DeclareItem = components['schemas']['DeclareItem'];
/** A page of declarations: `{ list, total }`. */
export type DeclarePage = components['schemas']['DeclarePage'];
/** Declaration state: 0 草稿, 1 待审核, 2 审核通过, 3 审核驳回, 4 已撤回 (contract `DeclareStatus`; `@qifu/policy-rules`). */
export type { DeclareStatus };
/** Query of `listMyDeclare`: page, pageSize, keyword, status. */
export type MyDeclareListParams = NonNullable<operations['listMyDeclare']['parameters']['query']>;
/**
 * The policy-service detail (`policyDetail`): the policy, its projects, the caller's matches, the
 * collected flag. (Project, match, phase and risk-type types and labels: `matching.types.ts`.)
 */
export type PolicyServiceDetail = components['schemas']['PolicyServiceDetail'];


/** The labels of {@link DeclareStatus}: the one table of `@qifu/policy-rules` (generated from the contract). */
export { DECLARE_STATUS_LABELS };

/** Badge colours of the declaration states. */
export const DECLARE_STATUS_COLORS: Readonly<Record<DeclareStatus, string>> = {
  '0': 'gray',
  '1': 'blue',
  '2': 'green',
  '3': 'red',
  '4': 'orange',
};

/** What the enterprise may do with its own declaration (`@qifu/policy-rules`: edit, withdraw, delete). */
export type DeclareAction = DeclareEnterpriseAction;

/**
 * The enterprise's side of the one DeclareStatus table of `@qifu/policy-rules` (CONVENTIONS.md §7): edit (继续填写:
 * save/submit) from 0 草稿, 3 审核驳回 and 4 已撤回; withdraw (撤回) from 1 待审核; delete (删除) from 0 and 4. The pages
 * offer only these; the server refuses anything else (BUSINESS_RULE).
 */
export const DECLARE_ACTIONS: Readonly<Record<DeclareStatus, readonly DeclareAction[]>> = (Object.keys(DECLARE_STATUS_LABELS) as DeclareStatus[]).reduce(
  (table, status) => ({ ...table, [status]: declareEnterpriseActionsFrom(status) }),
  {} as Record<DeclareStatus, readonly DeclareAction[]>,
);

/** Whether the enterprise may do `action` on a declaration in `status`. */
export function declareActionAllowed(status: DeclareStatus, action: DeclareAction): boolean {
  return declareStatusMachine.can(status, DECLARE_ENTERPRISE_ACTIONS[action]);
}

/** Most attachments of a declaration (申报材料, `ProjectApplyForm.attachments` maxItems). */
export const DECLARE_ATTACHMENT_LIMIT = 20;
