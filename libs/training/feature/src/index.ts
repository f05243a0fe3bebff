/**
 * @qifu/training-feature — the training and publicity pages (seeds 000 §2 propaganda,
 * propagandaEventsList, propagandaDetails) and the home block 我的活动. Pages and blocks are exported
 * from lazily loaded modules only (the first load of the home page stays small).
 */
export type { PropagandaEventsListPageProps } from './lib/events-list/propaganda-events-list-page';
export type { PropagandaDetailsPageProps } from './lib/details/propaganda-details-page';
export type { HomeMyActivityProps } from './lib/home/home-my-activity';

/**
 * Loads the pages (PropagandaPage, PropagandaEventsListPage, PropagandaDetailsPage) and the
 * registration dialog in their own chunk.
 */
export const loadTrainingPages = () => import('./lib/pages');

/**
 * Loads the home blocks (HomeMyActivity, with HOME_MY_ACTIVITY_TITLE 我的活动 and HOME_MY_ACTIVITY_MORE
 * for the home page's frame) in their own small chunk; mount it for logged-in enterprises.
 */
export const loadTrainingHomeBlocks = () => import('./lib/home-blocks');
