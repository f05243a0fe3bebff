/**
 * @qifu/workbench-data-access — data of the workbench shell itself (not of a domain's pages): the
 * to-do counters of the workbench home (`getWorkTodoCount`, issue 12 Part A §5).
 */
export { workbenchKeys } from './lib/workbench.keys';
export { workTodoCountQuery, useWorkTodoCount, type WorkTodo } from './lib/workbench.queries';
