import type { Handler } from '../../../core/handler';
import { smsRecordPage } from './sms-record.queries';

/**
 * `GET /sms/record/list` (sms:record:list; seeds 001 §7 /sms/*): batch messages newest first with the rendered text and
 * the delivery state of their outbox row; filters batch, phone (part), status and China-time days (inclusive). Login
 * codes and other system texts are not listed (their text is a secret; they are counted on 短信发件箱).
 */
export const listSmsRecord: Handler<'listSmsRecord'> = async (req, ctx) => smsRecordPage(ctx.db, req.query);
