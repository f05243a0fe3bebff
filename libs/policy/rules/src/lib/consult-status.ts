/**
 * The consultation state table (contract `PolConsultStatus`,
 * openapi/domains/policy/schemas/pol-consult-status.yaml; seeds 001 §7 "/pol/consult/view and
 * /pol/consult/result"): the ONE place that says what staff may do with a consultation. The server's
 * `replyPolConsult` asks it before writing (a refusal answers HTTP 200 `BUSINESS_RULE
 * 当前状态不允许该操作`); the workbench's 政策咨询 page shows 答复 or 修改答复 from
 * {@link consultActionsFrom}.
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | add (addPolConsult) | 0 待答复 |
 * | 0 待答复 | reply | 1 已答复 |
 * | 1 已答复 | editReply (修改答复) | 1 已答复 |
 *
 * An answered consultation is never answered "again" as a new answer: the contract lets staff correct
 * the one answer (`editReply`), which the enterprise then reads in 我的咨询. `new` is a marker.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored consultation state: '0' 待答复, '1' 已答复. */
export type ConsultStatus = components['schemas']['PolConsultStatus'];

/** Chinese labels of {@link ConsultStatus} (the contract's x-enum-descriptions, generated). */
export const CONSULT_STATUS_LABELS = ENUM_LABELS.PolConsultStatus satisfies Readonly<Record<ConsultStatus, string>>;

/** An action of the consultation table. */
export type ConsultAction = 'add' | 'reply' | 'editReply';

/** The transition table (`new` is a marker, never stored). */
export const consultStatusMachine = defineStateMachine<ConsultStatus | 'new', ConsultAction>({
  states: ['new', '0', '1'],
  transitions: [
    { from: 'new', action: 'add', to: '0' },
    { from: '0', action: 'reply', to: '1' },
    { from: '1', action: 'editReply', to: '1' },
  ],
});

/** The staff action that answers a consultation in `status`: 答复 (0) or 修改答复 (1). */
export function consultReplyAction(status: ConsultStatus): Extract<ConsultAction, 'reply' | 'editReply'> {
  return status === '0' ? 'reply' : 'editReply';
}

/** The state answering leads to from `from`, or the refusal `当前状态不允许该操作`. */
export function consultTransition(from: ConsultStatus, action: Extract<ConsultAction, 'reply' | 'editReply'>): TransitionCheck<ConsultStatus> {
  return consultStatusMachine.check(from, action) as TransitionCheck<ConsultStatus>;
}

/** The actions allowed on a consultation in `status`, in table order (to show only the allowed buttons). */
export function consultActionsFrom(status: ConsultStatus): ConsultAction[] {
  return consultStatusMachine.actionsFrom(status);
}
