/**
 * The news publish state table (`NewsStatus` of the contract; seeds 001 §4 "news content: publish,
 * unpublish, set top"): one table for the server's checks and the workbench's allowed actions.
 *
 * | from | action | to |
 * |---|---|---|
 * | 0 草稿, 2 已下线 | publish | 1 已发布 |
 * | 1 已发布 | offPublish | 2 已下线 |
 *
 * modify, move, isShow and setTop keep the state; delete removes an article in 0 or 2 only.
 */
import { defineStateMachine } from '../../core/state-machine';
import type { NewsStatusCode } from '../../db/schema';

export const newsMachine = defineStateMachine({
  states: ['0', '1', '2'] as const satisfies readonly NewsStatusCode[],
  transitions: [
    { from: ['0', '2'], action: 'publish', to: '1' },
    { from: '1', action: 'offPublish', to: '2' },
  ],
});

/** States in which an article may be deleted (a published one must go offline first). */
export const NEWS_DELETABLE: readonly NewsStatusCode[] = ['0', '2'];
