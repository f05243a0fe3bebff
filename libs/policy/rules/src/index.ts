/**
 * `@qifu/policy-rules` — the policy and declaration domain's pure rules, imported by the server and
 * the browser alike: the declaration state table and labels (contract `DeclareStatus`) and the
 * enterprise data-authorization table (`EntAuthStatus`). Framework-free (no React, no Mantine, no
 * server code).
 *
 * @packageDocumentation
 */
export {
  DECLARE_ENTERPRISE_ACTIONS,
  DECLARE_LOG_ACTION_LABELS,
  DECLARE_STATUS,
  DECLARE_STATUS_LABELS,
  declareActionsFrom,
  declareEnterpriseActionsFrom,
  declareStatusMachine,
  declareTransition,
  isDeclarationDraft,
  isDeclarationPassed,
  isDeclarationRejected,
  isDeclareStatus,
  SUBMITTED_DECLARE_STATUSES,
  type DeclareAction,
  type DeclareEnterpriseAction,
  type DeclareFrom,
  type DeclareLogAction,
  type DeclareStatus,
} from './lib/declare-status';
export {
  ENT_AUTH_STATUS,
  ENT_AUTH_STATUS_LABELS,
  entAuthMachine,
  isEntAuthorized,
  type EntAuthDecision,
  type EntAuthStatus,
} from './lib/ent-auth';
// The consultation table (contract `PolConsultStatus`): 答复 / 修改答复 on 政策咨询 (issue 12).
export {
  CONSULT_STATUS_LABELS,
  consultActionsFrom,
  consultReplyAction,
  consultStatusMachine,
  consultTransition,
  type ConsultAction,
  type ConsultStatus,
} from './lib/consult-status';
// The policy-calculator table (contract `PolicyCalculatorStatus`): 政策计算器 and its pre-match (issue 15).
export {
  CALCULATOR_STATUS_LABELS,
  calculatorActionAllowed,
  calculatorActionsFrom,
  calculatorStatusMachine,
  calculatorTransition,
  type CalculatorAction,
  type CalculatorStatus,
} from './lib/calculator-status';
// The carousel-slide table (contract `PolicyShelfStatus`): 轮播图管理 上架 / 下架 / 编辑 / 删除 (issue 15).
export {
  CAROUSEL_STATUS_LABELS,
  carouselActionsFrom,
  carouselStatusMachine,
  carouselTransition,
  type CarouselAction,
  type CarouselStatus,
} from './lib/carousel-status';
// The ONE policy state table (pol_info.status): save, submit, examine, take up, take down, delete (issue 15).
export {
  POLICY_EXAMINE_LABELS,
  POLICY_EXAMINE_STATUS,
  POLICY_SHELF_STATUS,
  POLICY_SHELF_LABELS,
  POLICY_STATES,
  isExamineFailed,
  isPolicyState,
  isPublished,
  policyActionAllowed,
  policyActionsFrom,
  policyExamineAction,
  policyExamineStatus,
  policyShelfStatus,
  policyStateOf,
  policyStatusMachine,
  policyTransition,
  statesOfExamine,
  showsExamineState,
  statesOfShelf,
  type PolicyAction,
  type PolicyExamineCode,
  type PolicyShelfCode,
  type PolicyState,
} from './lib/policy-status';
// The declaration-project table (contract `ApplyProjectStatus`): 申报项目 publish 1 / save 0, delete (issue 15).
export {
  APPLY_PROJECT_STATUS,
  APPLY_PROJECT_STATUS_LABELS,
  PROJECT_DELETE_HAS_DECLARATIONS,
  PROJECT_HAS_DECLARATIONS,
  applyProjectActionsFrom,
  applyProjectSaveAction,
  applyProjectStatusMachine,
  applyProjectTransition,
  type ApplyProjectAction,
  type ApplyProjectStatus,
} from './lib/apply-project-status';
// The allowance table (contract `PortalAllowanceStatus`): 补助发放 grant / cancel (issue 15).
export {
  ALLOWANCE_STATUS_LABELS,
  allowanceActionsFrom,
  allowanceStatusMachine,
  allowanceTransition,
  type AllowanceAction,
  type AllowanceStatus,
} from './lib/allowance-status';
// The date-range rules of a declaration project (seeds 001 §3, §5): server saves and the 申报项目 form.
export { PROJECT_TIME_MESSAGES, projectTimeProblem, type ProjectTimes } from './lib/apply-project-times';
