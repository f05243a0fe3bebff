/**
 * To-do counters of the workbench home (`getWorkTodoCount`, issue 12 Part A §5): each domain offers
 * its counters as {@link TodoSource}s through its public surface (`domains/<domain>/index.ts`), and
 * the portal's handler composes them — no domain reaches into another's internals.
 */
import type { HandlerContext } from './handler';
import type { AuthUser } from './security';

/** One to-do counter: the items of one workbench list page that wait for the caller. */
export interface TodoSource {
  /** Stable key (`todoType` of the contract's `PortalWorkTodo`), e.g. `declareExamine`. */
  key: string;
  /** Chinese name of the to-do (`todoName`), e.g. 待审核申报. */
  name: string;
  /** The workbench page listing these items: its seeded menu path (`/work/dec/declare`). */
  path: string;
  /**
   * The list permission of that page (the menu button under the page). The counter is offered
   * only to a caller whose enabled roles grant this button of this page.
   */
  permission: string;
  /**
   * Counts the waiting items with the same filters and data rules as the page's list operation
   * (e.g. a department's consultations only of policies its office tree issued).
   */
  count(ctx: HandlerContext, caller: AuthUser): Promise<number>;
}
