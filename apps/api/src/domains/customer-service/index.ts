/**
 * The customer-service domain's public surface: the only module other server domains may import
 * (issue 12 Part A §3). Its handlers are registered through `./handlers.ts`.
 */
/** To-do counter of the workbench home (`getWorkTodoCount`): users waiting for a human. */
export { manpowerTodo } from './chat-require/manpower-todo';
