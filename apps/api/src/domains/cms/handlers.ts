/** Handlers of news, industry information, about us and the column pages (seeds 000 §2). */
import type { HandlerRegistry } from '../../core/handler';

export const cmsHandlers: HandlerRegistry = {};
