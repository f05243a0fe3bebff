import { and, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { polBusinessLog, polInfo } from '../../../db/schema';
import { recordMyView } from '../my/my.queries';

/** Event label of a policy view (`POLICY_EVENTS.view` of the web's data access). */
export const POLICY_VIEW_EVENT = '政策浏览';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /pol/policyBusinessLog/add` (optional login): a business event (`type` 1, `eventLabel`,
 * flat scalar extras), with the caller when logged in. A logged-in reader's 政策浏览 of a published
 * policy (`polInfoId`) also enters their view history (我的浏览, getPolMyView).
 */
export const addPolicyBusinessLog: Handler<'addPolicyBusinessLog'> = async (req, ctx) => {
  const { type, eventLabel, ...rest } = req.body;
  const extras: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') extras[k] = v;
  }
  await ctx.db.insert(polBusinessLog).values({ type, eventLabel, extras, userId: ctx.user?.id ?? null });
  const policyId = extras['polInfoId'];
  if (ctx.user && eventLabel === POLICY_VIEW_EVENT && typeof policyId === 'string' && UUID.test(policyId)) {
    const [published] = await ctx.db.select({ id: polInfo.id }).from(polInfo).where(and(eq(polInfo.id, policyId), eq(polInfo.status, 'published'))).limit(1);
    if (published) await recordMyView(ctx.db, ctx.user.id, policyId);
  }
  return null;
};
