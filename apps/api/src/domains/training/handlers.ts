/** Handlers of training and publicity: activities and registrations (seeds 000 §2 propaganda). */
import type { HandlerRegistry } from '../../core/handler';

export const trainingHandlers: HandlerRegistry = {};
