/**
 * The transition table of a request for a human agent (contract `ChatRequireManpowerStatus`,
 * CONVENTIONS §7): 1 待接入 → accept → 2 对话中; 1/2 → end (the user) or close (staff) → 3 已结束
 * (final). Applying creates a request in 1. The server refuses any other change (`BUSINESS_RULE`);
 * the 人工客服 page offers only {@link chatRequireActionsFrom}.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** A request's status: '1' 待接入, '2' 对话中, '3' 已结束. */
export type ChatRequireStatus = components['schemas']['ChatRequireManpowerStatus'];

/** Chinese labels of {@link ChatRequireStatus} (generated from the contract). */
export const CHAT_REQUIRE_STATUS_LABELS = ENUM_LABELS.ChatRequireManpowerStatus satisfies Readonly<Record<ChatRequireStatus, string>>;

/** An action on a request: staff accept or close it, the user ends it. */
export type ChatRequireAction = 'accept' | 'end' | 'close';

/** The table (see the module comment). */
export const CHAT_REQUIRE_STATES = defineStateMachine<ChatRequireStatus, ChatRequireAction>({
  states: ['1', '2', '3'],
  transitions: [
    { from: '1', action: 'accept', to: '2' },
    { from: ['1', '2'], action: 'end', to: '3' },
    { from: ['1', '2'], action: 'close', to: '3' },
  ],
});

/** The statuses of an open request (待接入, 对话中). */
export const OPEN_CHAT_REQUIRE_STATUSES: readonly ChatRequireStatus[] = ['1', '2'];

/** The actions allowed on a request in `status`, in table order. */
export function chatRequireActionsFrom(status: ChatRequireStatus): ChatRequireAction[] {
  return CHAT_REQUIRE_STATES.actionsFrom(status);
}
