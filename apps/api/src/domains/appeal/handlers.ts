/** Handlers of enterprise appeals (seeds 000 §2 appeal). */
import type { HandlerRegistry } from '../../core/handler';

export const appealHandlers: HandlerRegistry = {};
