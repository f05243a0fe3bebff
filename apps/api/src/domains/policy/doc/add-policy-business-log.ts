import type { Handler } from '../../../core/handler';
import { polBusinessLog } from '../../../db/schema';

/**
 * `POST /pol/policyBusinessLog/add` (optional login): a business event (`type` 1, `eventLabel`,
 * flat scalar extras), with the caller when logged in.
 */
export const addPolicyBusinessLog: Handler<'addPolicyBusinessLog'> = async (req, ctx) => {
  const { type, eventLabel, ...rest } = req.body;
  const extras: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') extras[k] = v;
  }
  await ctx.db.insert(polBusinessLog).values({ type, eventLabel, extras, userId: ctx.user?.id ?? null });
  return null;
};
