/** Handlers of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat", §7). */
import type { HandlerRegistry } from '../../core/handler';

export const customerServiceHandlers: HandlerRegistry = {};
