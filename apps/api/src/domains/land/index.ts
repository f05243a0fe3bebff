/**
 * The land and workshop market domain's public surface: the only module other server domains may import
 * (issue 12 Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** To-do counters of the workbench home (`getWorkTodoCount`): listings and demands to review. */
export { listingTodos } from './listing/listing-todo';
/** Published listings as a source of the portal's global search. */
export { landSearchSql } from './listing/search-source';
