/**
 * The declaration domain's public surface: the only module other server domains may import
 * (issue 12 Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** To-do counter of the workbench home (`getWorkTodoCount`): 待审核申报. */
export { declareTodo } from './declare/declare-todo';
