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

/** An action of the declaration table. */
export type DeclareAction = 'save' | 'submit' | 'withdraw' | 'pass' | 'reject' | 'delete';

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
