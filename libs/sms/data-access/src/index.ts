/**
 * @qifu/sms-data-access — data access of SMS templates, sending batches, records and the outbox status (seeds 001 §1, §7 /sms/*; issue 19): query keys, query options, hooks and mutations on the SDK.
 */
export * from './lib/sms.data';
