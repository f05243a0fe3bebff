/** Handlers of the factory and land market: land, factory buildings, demands (seeds 000 §2 sdmarket). */
import type { HandlerRegistry } from '../../core/handler';

export const landHandlers: HandlerRegistry = {};
