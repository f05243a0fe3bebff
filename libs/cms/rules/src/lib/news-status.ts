/**
 * The news publish state table (contract `NewsStatus`; seeds 001 §4 "news content: publish,
 * unpublish, set top"): one table for the server's checks and the workbench's allowed actions.
 *
 * | from | action | to |
 * |---|---|---|
 * | 0 草稿, 2 已下线 | publish | 1 已发布 |
 * | 1 已发布 | offPublish | 2 已下线 |
 *
 * modify, move, isShow and setTop keep the state; delete removes an article in 0 or 2 only
 * ({@link NEWS_DELETABLE}). The server maps a refusal to HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** An article's publish state: '0' 草稿, '1' 已发布, '2' 已下线. */
export type NewsStatus = components['schemas']['NewsStatus'];

/** Chinese labels of {@link NewsStatus} (the contract's x-enum-descriptions, generated). */
export const NEWS_STATUS_LABELS = ENUM_LABELS.NewsStatus satisfies Readonly<Record<NewsStatus, string>>;

/** An action of the publish table. */
export type NewsAction = 'publish' | 'offPublish';

/** The transition table (see the module comment). */
export const newsMachine = defineStateMachine<NewsStatus, NewsAction>({
  states: ['0', '1', '2'],
  transitions: [
    { from: ['0', '2'], action: 'publish', to: '1' },
    { from: '1', action: 'offPublish', to: '2' },
  ],
});

/** States in which an article may be deleted (a published one must go offline first). */
export const NEWS_DELETABLE: readonly NewsStatus[] = ['0', '2'];

/** Whether an article in `status` may be deleted. */
export function newsDeletable(status: NewsStatus): boolean {
  return NEWS_DELETABLE.includes(status);
}

/** The publish actions allowed on an article in `status` (the workbench shows only these). */
export function newsActionsFrom(status: NewsStatus): NewsAction[] {
  return newsMachine.actionsFrom(status);
}
