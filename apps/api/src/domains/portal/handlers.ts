/** The portal domain's handler registry: global search and the workbench to-do counts (seeds 000 §2 home, search; issue 12). */
import type { HandlerRegistry } from '../../core/handler';
import { globalSearch } from './global-search';
import { getWorkTodoCount } from './get-work-todo-count';

export const portalHandlers: HandlerRegistry = {
  globalSearch,
  getWorkTodoCount,
};
