/**
 * Publish states of a live broadcast, one table (contract `SysLivePublishStatus`, CONVENTIONS §7):
 * 0 未发布 → publish → 1 已发布; 1 → offPublish → 0. New records start in 0; editing is allowed in
 * both states, deleting only in 0 ({@link LIVE_DELETABLE}). The server refuses any other change
 * (`BUSINESS_RULE`); the workbench offers only {@link liveActionsFrom}.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** A broadcast's publish state: '0' 未发布, '1' 已发布. */
export type LivePublishStatus = components['schemas']['SysLivePublishStatus'];

/** Chinese labels of {@link LivePublishStatus} (generated from the contract). */
export const LIVE_PUBLISH_STATUS_LABELS = ENUM_LABELS.SysLivePublishStatus satisfies Readonly<Record<LivePublishStatus, string>>;

/** The publish table (see the module comment). */
export const livePublishMachine = defineStateMachine<LivePublishStatus, 'publish' | 'offPublish'>({
  states: ['0', '1'],
  transitions: [
    { from: '0', action: 'publish', to: '1' },
    { from: '1', action: 'offPublish', to: '0' },
  ],
});

/** Publish states in which a broadcast may be deleted. */
export const LIVE_DELETABLE: readonly LivePublishStatus[] = ['0'];

/** An action on a live broadcast's publish state, as the workbench offers it. */
export type LiveAction = 'publish' | 'offPublish' | 'delete';

/** The actions allowed on a broadcast in `status`: the table's, then delete where allowed. */
export function liveActionsFrom(status: LivePublishStatus): LiveAction[] {
  const actions: LiveAction[] = livePublishMachine.actionsFrom(status);
  return LIVE_DELETABLE.includes(status) ? [...actions, 'delete'] : actions;
}

/** Whether `action` is allowed on a broadcast in `status`. */
export function liveActionAllowed(status: LivePublishStatus, action: LiveAction): boolean {
  return liveActionsFrom(status).includes(action);
}
