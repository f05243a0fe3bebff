/**
 * The technology domain's public surface: the only module other server domains may import
 * (issue 12 Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** To-do counters of the workbench home (`getWorkTodoCount`): technology items to review. */
export { techTodos } from './item/tech-todo';
/** Public technology entries as a source of the portal's global search. */
export { techSearchSql } from './item/search-source';
