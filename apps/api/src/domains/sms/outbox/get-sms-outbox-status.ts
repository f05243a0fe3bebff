import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { isoOrNull } from '../../../core/values';
import { sysOutbox } from '../../../db/schema';
import { chinaDayStart } from '../send/sms-send-job';

/**
 * `GET /sms/outbox/status` (sms:outbox:view; seeds 001 §7 /sms/*): the platform's SMS outbox — every `sys_outbox`
 * message of topic sms (batches, login codes, notices of other domains): pending (retries included), failed in total,
 * sent and failed today (China time: sent by `sent_at`, failed by their creation), the last success and the last
 * failure's reason; whether `SMS_GATEWAY_URL` is set and whether the demo mode writes texts to the server log.
 */
export const getSmsOutboxStatus: Handler<'getSmsOutboxStatus'> = async (_req, ctx) => {
  const today = chinaDayStart(new Date());
  const sms = eq(sysOutbox.topic, 'sms');
  const [[counts], [lastSent], [lastFailed]] = await Promise.all([
    ctx.db
      .select({
        pending: sql<number>`count(*) filter (where ${sysOutbox.status} = 'pending')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${sysOutbox.status} = 'failed')`.mapWith(Number),
        sentToday: sql<number>`count(*) filter (where ${sysOutbox.status} = 'sent' and ${sysOutbox.sentAt} >= ${today})`.mapWith(Number),
        failedToday: sql<number>`count(*) filter (where ${sysOutbox.status} = 'failed' and ${sysOutbox.createdAt} >= ${today})`.mapWith(Number),
      })
      .from(sysOutbox)
      .where(sms),
    ctx.db.select({ at: sysOutbox.sentAt }).from(sysOutbox).where(and(sms, isNotNull(sysOutbox.sentAt))).orderBy(desc(sysOutbox.sentAt)).limit(1),
    ctx.db
      .select({ error: sysOutbox.lastError })
      .from(sysOutbox)
      .where(and(sms, eq(sysOutbox.status, 'failed'), gte(sysOutbox.createdAt, new Date(0))))
      .orderBy(desc(sysOutbox.availableAt))
      .limit(1),
  ]);
  const gatewayConfigured = Boolean(ctx.config.smsGatewayUrl);
  return {
    gatewayConfigured,
    demoMode: !gatewayConfigured && ctx.config.demo,
    pendingCount: counts?.pending ?? 0,
    failedCount: counts?.failed ?? 0,
    sentToday: counts?.sentToday ?? 0,
    failedToday: counts?.failedToday ?? 0,
    lastSentTime: isoOrNull(lastSent?.at),
    lastError: lastFailed?.error ? lastFailed.error.slice(0, 500) : null,
  };
};
