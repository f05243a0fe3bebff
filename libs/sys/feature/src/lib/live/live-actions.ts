import type { SysLivePublishStatus } from '@qifu/sys-data-access';

/** An action on a live broadcast's publish state. */
export type LiveAction = 'publish' | 'offPublish' | 'delete';

/**
 * The contract's publish-state table (SysLivePublishStatus, CONVENTIONS.md §7): 0 未发布 →
 * publishLive → 1 已发布; 1 → offPublishLive → 0; deleting only in 0; editing in both. The page
 * offers only the actions of the current state; the server refuses any other.
 */
export const LIVE_ACTIONS: Readonly<Record<SysLivePublishStatus, readonly LiveAction[]>> = {
  '0': ['publish', 'delete'],
  '1': ['offPublish'],
};

/** Whether `action` is allowed in `status`. */
export function liveActionAllowed(status: SysLivePublishStatus, action: LiveAction): boolean {
  return LIVE_ACTIONS[status].includes(action);
}
