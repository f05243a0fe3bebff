/** Handlers of the public home, global search and portal configuration (seeds 000 §2 home, search). */
import type { HandlerRegistry } from '../../core/handler';

export const portalHandlers: HandlerRegistry = {};
