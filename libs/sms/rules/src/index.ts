/**
 * `@qifu/sms-rules` — pure rules of SMS templates, sending batches, records and the outbox status (seeds 001 §1, §7 /sms/*; issue 19), imported by the server and the browser alike
 * (state tables, labels, validation). Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export * from './lib/sms-template';
export * from './lib/sms-send-status';
