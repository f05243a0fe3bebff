/** Handlers of the session flows of issue 6: role switch, token validity, government-app login and menu, signed external links, construction-area check (seeds 000 §4 "Session", §6, §7). */
import type { HandlerRegistry } from '../../core/handler';

export const sessionFlowHandlers: HandlerRegistry = {};
