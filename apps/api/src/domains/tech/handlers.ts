/** Handlers of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService). */
import type { HandlerRegistry } from '../../core/handler';

export const techHandlers: HandlerRegistry = {};
