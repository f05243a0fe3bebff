/**
 * The declaration state table (contract `DeclareStatus`, openapi/domains/declaration/schemas/declare-status.yaml;
 * seeds 001 §7 /dec/declare/*, /dec/my/*): the ONE place that says which action is allowed in which state,
 * imported by the server and the browser. Every handler that changes a declaration (saveProjectApply,
 * saveMyDeclare, submitMyDeclare, withdrawMyDeclare, deleteMyDeclare, examineDeclare) asks this table
 * first and maps a refusal to HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`; the pages offer only the
 * actions {@link declareActionsFrom} returns.
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 0 草稿 |
 * | 0 草稿, 3 审核驳回, 4 已撤回 | save | 0 草稿 |
 * | 0 草稿, 3 审核驳回, 4 已撤回 | submit | 1 待审核 |
 * | 1 待审核 | withdraw | 4 已撤回 |
 * | 1 待审核 | pass (staff) | 2 审核通过 |
 * | 1 待审核 | reject (staff, opinion) | 3 审核驳回 |
 * | 0 草稿, 4 已撤回 | delete | (removed) |
 *
 * `new` and `removed` are markers, never stored: a save without id starts from `new`, a delete ends in
 * `removed` (the row is deleted).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored declaration state: '0' 草稿, '1' 待审核, '2' 审核通过, '3' 审核驳回, '4' 已撤回. */
export type DeclareStatus = components['schemas']['DeclareStatus'];

/** Chinese labels of {@link DeclareStatus} (the contract's x-enum-descriptions, generated). */
export const DECLARE_STATUS_LABELS = ENUM_LABELS.DeclareStatus satisfies Readonly<Record<DeclareStatus, string>>;

/**
 * The stored states by name — the one place their codes are spelled (`d.status === DECLARE_STATUS.passed`, never
 * `=== '2'`; lint rule `qifu/no-bare-status-literal`).
 */
export const DECLARE_STATUS = {
  /** 0 草稿 */
  draft: '0',
  /** 1 待审核 */
  pending: '1',
  /** 2 审核通过 */
  passed: '2',
  /** 3 审核驳回 */
  rejected: '3',
  /** 4 已撤回 */
  withdrawn: '4',
} as const satisfies Readonly<Record<string, DeclareStatus>>;

/** States that count as submitted (1 待审核, 2 审核通过, 3 审核驳回): a project's 申报数, the home block's counts. */
export const SUBMITTED_DECLARE_STATUSES = [DECLARE_STATUS.pending, DECLARE_STATUS.passed, DECLARE_STATUS.rejected] as const satisfies readonly DeclareStatus[];

/** Whether a declaration in `status` passed the examination (2 审核通过: counted, eligible for an allowance). */
export function isDeclarationPassed(status: DeclareStatus): boolean {
  return status === DECLARE_STATUS.passed;
}

/** Whether a declaration in `status` was rejected (3 审核驳回: the opinion is shown as the reason to correct it). */
export function isDeclarationRejected(status: DeclareStatus): boolean {
  return status === DECLARE_STATUS.rejected;
}

/** Whether a declaration in `status` is still the enterprise's draft (0 草稿: invisible to the staff). */
export function isDeclarationDraft(status: DeclareStatus): boolean {
  return status === DECLARE_STATUS.draft;
}

/** An examine-log row's action (contract `DeclareLogAction`): every table action but `delete`. */
export type DeclareLogAction = components['schemas']['DeclareLogAction'];

/** Chinese names of the log actions (the contract's x-enum-descriptions of `DeclareLogAction`, generated). */
export const DECLARE_LOG_ACTION_LABELS = ENUM_LABELS.DeclareLogAction satisfies Readonly<Record<DeclareLogAction, string>>;

/** An action of the declaration table: the logged actions of the contract, and `delete` (no log: the row is gone). */
export type DeclareAction = DeclareLogAction | 'delete';

/** The transition table. States `new` / `removed` are markers (see the module comment). */
export const declareStatusMachine = defineStateMachine<DeclareStatus | 'new' | 'removed', DeclareAction>({
  states: ['new', '0', '1', '2', '3', '4', 'removed'],
  transitions: [
    { from: ['new', '0', '3', '4'], action: 'save', to: '0' },
    { from: ['0', '3', '4'], action: 'submit', to: '1' },
    { from: '1', action: 'withdraw', to: '4' },
    { from: '1', action: 'pass', to: '2' },
    { from: '1', action: 'reject', to: '3' },
    { from: ['0', '4'], action: 'delete', to: 'removed' },
  ],
});

/** The states the table may start from: a stored state or `new` (no record yet). */
export type DeclareFrom = DeclareStatus | 'new';

/** Whether `state` is a stored declaration state (not a marker). */
export function isDeclareStatus(state: string): state is DeclareStatus {
  return state in DECLARE_STATUS_LABELS;
}

/**
 * The stored state `actions` lead to from `from`, applied in order (e.g. `['save', 'submit']` for
 * "save and submit"), or the first refusal `当前状态不允许该操作` (use
 * `declareStatusMachine.check(from, 'delete')` for deletion: allowed in 0 草稿 and 4 已撤回).
 */
export function declareTransition(from: DeclareFrom, ...actions: Exclude<DeclareAction, 'delete'>[]): TransitionCheck<DeclareStatus> {
  let state: DeclareFrom | 'removed' = from;
  for (const action of actions) {
    const result = declareStatusMachine.check(state as DeclareFrom, action);
    if (!result.ok) return result;
    state = result.to;
  }
  if (!isDeclareStatus(state)) throw new Error(`declaration transition ended in ${state}`);
  return { ok: true, to: state };
}

/** The actions allowed on a declaration in `status`, in table order (for showing only allowed buttons). */
export function declareActionsFrom(status: DeclareFrom): DeclareAction[] {
  return declareStatusMachine.actionsFrom(status);
}

/**
 * The enterprise's own operations on its declaration (我的申报, seeds 001 §7 /dec/my/*), each one action of the table:
 * 继续填写 `edit` is the table's `save` (and the `submit` after it), 撤回 `withdraw`, 删除 `delete`.
 */
export const DECLARE_ENTERPRISE_ACTIONS = { edit: 'save', withdraw: 'withdraw', delete: 'delete' } as const satisfies Readonly<
  Record<string, DeclareAction>
>;

/** An operation of {@link DECLARE_ENTERPRISE_ACTIONS}. */
export type DeclareEnterpriseAction = keyof typeof DECLARE_ENTERPRISE_ACTIONS;

/** The enterprise's operations the table allows on its declaration in `status`, in the order edit, withdraw, delete. */
export function declareEnterpriseActionsFrom(status: DeclareStatus): DeclareEnterpriseAction[] {
  return (Object.keys(DECLARE_ENTERPRISE_ACTIONS) as DeclareEnterpriseAction[]).filter((a) =>
    declareStatusMachine.can(status, DECLARE_ENTERPRISE_ACTIONS[a]),
  );
}
