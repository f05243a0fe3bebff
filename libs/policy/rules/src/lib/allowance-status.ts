/**
 * The allowance table (补助发放; contract `PortalAllowanceStatus`,
 * openapi/domains/portal/schemas/portal-allowance-status.yaml; catalogue /allowance/*): the ONE place
 * that says what staff may do with an allowance record. The server asks it before every write; the
 * workbench's 补助发放 page shows only the actions it allows.
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 0 待发放 |
 * | 0 待发放 | save (修改) | 0 待发放 |
 * | 0 待发放 | grant (确认发放) | 1 已发放 |
 * | 0 待发放 | cancel (取消发放) | 2 已取消 |
 * | 0 待发放 | delete | (deleted) |
 *
 * 1 已发放 and 2 已取消 are final. `new` and `deleted` are markers, never stored.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored allowance state: '0' 待发放, '1' 已发放, '2' 已取消. */
export type AllowanceStatus = components['schemas']['PortalAllowanceStatus'];

/** Chinese labels of {@link AllowanceStatus} (generated from the contract). */
export const ALLOWANCE_STATUS_LABELS = ENUM_LABELS.PortalAllowanceStatus satisfies Readonly<Record<AllowanceStatus, string>>;

/** An action of the allowance table. */
export type AllowanceAction = 'save' | 'grant' | 'cancel' | 'delete';

/** The transition table. */
export const allowanceStatusMachine = defineStateMachine<AllowanceStatus | 'new' | 'deleted', AllowanceAction>({
  states: ['new', '0', '1', '2', 'deleted'],
  transitions: [
    { from: ['new', '0'], action: 'save', to: '0' },
    { from: '0', action: 'grant', to: '1' },
    { from: '0', action: 'cancel', to: '2' },
    { from: '0', action: 'delete', to: 'deleted' },
  ],
});

/** Where `action` leads from `from`, or the refusal 当前状态不允许该操作. */
export function allowanceTransition(from: AllowanceStatus | 'new', action: AllowanceAction): TransitionCheck<AllowanceStatus | 'deleted'> {
  return allowanceStatusMachine.check(from, action) as TransitionCheck<AllowanceStatus | 'deleted'>;
}

/** The actions allowed on a record in `status`, in table order. */
export function allowanceActionsFrom(status: AllowanceStatus): AllowanceAction[] {
  return allowanceStatusMachine.actionsFrom(status);
}
