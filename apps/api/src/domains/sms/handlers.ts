/**
 * Handlers of SMS (seeds 001 §7 /sms/*; issue 19): templates, batches through the outbox, records.
 */
import type { HandlerRegistry } from '../../core/handler';

export const smsHandlers: HandlerRegistry = {};
