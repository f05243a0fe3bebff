/**
 * The policy-calculator state table (contract `PolicyCalculatorStatus`,
 * openapi/domains/policy-admin/schemas/policy-calculator-status.yaml; seeds 001 §7
 * "/admin/policyCalculator/*"): the ONE place that says what may happen to a calculator. The server
 * asks it before every write (`assertTransition` → HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`);
 * the workbench's 政策计算器 page shows only the row actions {@link calculatorActionsFrom} allows.
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 0 草稿 |
 * | 0 草稿 | save | 0 草稿 |
 * | 0 草稿 | commit | 1 待审核 |
 * | 0 草稿 | delete | (removed) |
 * | 1 待审核 | pass | 2 审核通过 |
 * | 1 待审核 | reject | 3 已驳回 |
 * | 3 已驳回 | save | 0 草稿 |
 * | 3 已驳回 | delete | (removed) |
 * | 2 审核通过 | preMatch | 2 审核通过 |
 * | 2 审核通过 | sendResult | 4 已推送 |
 * | 4 已推送 | preMatch | 4 已推送 |
 * | 4 已推送 | sendResult | 4 已推送 |
 *
 * `new` and `removed` are markers, never stored.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored calculator state: '0' 草稿, '1' 待审核, '2' 审核通过, '3' 已驳回, '4' 已推送. */
export type CalculatorStatus = components['schemas']['PolicyCalculatorStatus'];

/** Chinese labels of {@link CalculatorStatus} (the contract's x-enum-descriptions, generated). */
export const CALCULATOR_STATUS_LABELS = ENUM_LABELS.PolicyCalculatorStatus satisfies Readonly<Record<CalculatorStatus, string>>;

/** An action of the calculator table. */
export type CalculatorAction = 'save' | 'commit' | 'delete' | 'pass' | 'reject' | 'preMatch' | 'sendResult';

/** The transition table (`new` and `removed` are markers). */
export const calculatorStatusMachine = defineStateMachine<CalculatorStatus | 'new' | 'removed', CalculatorAction>({
  states: ['new', '0', '1', '2', '3', '4', 'removed'],
  transitions: [
    { from: 'new', action: 'save', to: '0' },
    { from: '0', action: 'save', to: '0' },
    { from: '0', action: 'commit', to: '1' },
    { from: '0', action: 'delete', to: 'removed' },
    { from: '1', action: 'pass', to: '2' },
    { from: '1', action: 'reject', to: '3' },
    { from: '3', action: 'save', to: '0' },
    { from: '3', action: 'delete', to: 'removed' },
    { from: '2', action: 'preMatch', to: '2' },
    { from: '2', action: 'sendResult', to: '4' },
    { from: '4', action: 'preMatch', to: '4' },
    { from: '4', action: 'sendResult', to: '4' },
  ],
});

/** The state `action` leads to from `from`, or the refusal `当前状态不允许该操作`. */
export function calculatorTransition(from: CalculatorStatus, action: CalculatorAction): TransitionCheck<CalculatorStatus | 'removed'> {
  return calculatorStatusMachine.check(from, action) as TransitionCheck<CalculatorStatus | 'removed'>;
}

/** The actions allowed on a calculator in `status`, in table order (to show only the allowed buttons). */
export function calculatorActionsFrom(status: CalculatorStatus): CalculatorAction[] {
  return calculatorStatusMachine.actionsFrom(status);
}

/** True when `status` may run `action`. */
export function calculatorActionAllowed(status: CalculatorStatus, action: CalculatorAction): boolean {
  return calculatorStatusMachine.can(status, action);
}
