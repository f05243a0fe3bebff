/**
 * @qifu/sms-feature — the pages of SMS templates, sending batches, records and the outbox status (seeds 001 §1, §7 /sms/*; issue 19). The workbench pages load from the second entry
 * `@qifu/sms-feature/work` (kept out of this index so the public shell's first load stays small).
 */
export {};
