/**
 * The sys domain's public surface: what it deliberately offers other domains (issue 12; any other
 * import of a sys file from another domain is a lint error). Its handlers are registered through
 * `./handlers.ts`, not here.
 */
/** The footer contact block (customer service shows its hotline in the human-chat window). */
export { readHomeContact } from './home-config/home-config.queries';
/** The portal's platform constants (name, addresses) served by getPublicConfig. */
export { PLATFORM_CONSTANTS } from './platform/platform-constants';
/** Route name of a menu button from its permission (the menu seed names its buttons with it). */
export { buttonName } from './menu/menu.queries';
/** To-do counter of the workbench home (`getWorkTodoCount`): feedback to handle. */
export { feedbackTodo } from './feedback/feedback-todo';
/** Read-cache tag of the dictionaries: cached answers showing dictionary labels carry it. */
export { DICT_CACHE_TAG } from './cache-tags';
