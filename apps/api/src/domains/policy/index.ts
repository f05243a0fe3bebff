/**
 * The policy domain's public surface: the only module other server domains may import
 * (issue 12 Part A §3). Its handlers are registered through its handler registry.
 */
/** To-do counter of the workbench home (`getWorkTodoCount`): 待答复咨询. */
export { consultTodo } from './consult/consult-todo';
/** Published policies as a source of the portal's global search. */
export { policySearchSql } from './doc/search-source';
/** Read-cache tag of the public policy reads: a handler writing `pol_info` invalidates it. */
export { POLICY_CACHE_TAG } from './doc/cache-tags';
