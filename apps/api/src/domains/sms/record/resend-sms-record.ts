import { smsResendAllowed, dailyLimitReason } from '@qifu/sms-rules';
import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { enqueue } from '../../../core/outbox';
import { smsRecord, sysOutbox } from '../../../db/schema';
import { chinaDayStart, smsDailyLimit } from '../send/sms-send-job';
import { recordStatusSql } from './sms-record.queries';

/**
 * `POST /sms/record/resend { ids }` (sms:send:batch): puts failed messages back into the outbox (2 → 0 by the state
 * table of `@qifu/sms-rules`): each gets a new outbox message with its text and the record points at it; the refusal
 * reason is cleared. All or nothing: an unknown id answers NOT_FOUND_ENTITY 发送记录不存在, a message not failed
 * BUSINESS_RULE 只能重新发送发送失败的短信, a phone at its daily limit BUSINESS_RULE 手机号…超过每日发送上限（…）.
 */
export const resendSmsRecord: Handler<'resendSmsRecord'> = async (req, ctx) => {
  const ids = [...new Set(req.body.ids)];
  const limit = smsDailyLimit();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: smsRecord.id, phone: smsRecord.phone, text: smsRecord.smsContent, status: recordStatusSql })
      .from(smsRecord)
      .leftJoin(sysOutbox, eq(sysOutbox.id, smsRecord.outboxId))
      .where(inArray(smsRecord.id, ids))
      .for('update', { of: smsRecord });
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', '发送记录不存在');
    if (rows.some((r) => !smsResendAllowed(r.status))) throw new AppError('BUSINESS_RULE', '只能重新发送发送失败的短信');
    if (limit !== null) {
      const phones = [...new Set(rows.map((r) => r.phone))];
      const today = await tx
        .select({ phone: smsRecord.phone, n: count() })
        .from(smsRecord)
        .where(and(inArray(smsRecord.phone, phones), isNotNull(smsRecord.outboxId), gte(smsRecord.createdAt, chinaDayStart(new Date()))))
        .groupBy(smsRecord.phone);
      const counted = new Map(today.map((t) => [t.phone, t.n]));
      for (const r of rows) counted.set(r.phone, (counted.get(r.phone) ?? 0) + 1);
      const over = [...counted].find(([, n]) => n > limit);
      if (over) throw new AppError('BUSINESS_RULE', `手机号${over[0]}${dailyLimitReason(limit)}`);
    }
    for (const r of rows) {
      const outboxId = await enqueue(tx, 'sms', { phone: r.phone, text: r.text });
      await tx.update(smsRecord).set({ outboxId, refusedReason: null }).where(eq(smsRecord.id, r.id));
    }
  });
  return ok(null, '已重新提交发送');
};
