import { inArray } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { smsTemplate } from '../../../db/schema';

/**
 * `POST /sms/template/delete { ids }` (sms:template:delete): deletes the templates (unknown ids are ignored); batches
 * already sent keep their text and template name (copied into `sms_batch`).
 */
export const deleteSmsTemplate: Handler<'deleteSmsTemplate'> = async (req, ctx) => {
  await ctx.db.delete(smsTemplate).where(inArray(smsTemplate.id, req.body.ids));
  return ok(null, '删除成功');
};
