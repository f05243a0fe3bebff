/**
 * The personal policy area (seeds 001 §7 "/pol/my/*"): collections (`pol_collect`, 我的收藏) and
 * the view history (`pol_my_view`, 我的浏览) of the calling user. Only published policies are listed.
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { polMyView } from '../../../db/schema';

/**
 * Records that `userId` opened the published policy `policyId` (one row per policy: latest time and
 * count). Called by the public detail reads for a logged-in reader.
 */
export async function recordMyView(db: Db, userId: string, policyId: string): Promise<void> {
  await db
    .insert(polMyView)
    .values({ userId, polInfoId: policyId })
    .onConflictDoUpdate({ target: [polMyView.userId, polMyView.polInfoId], set: { viewCount: sql`${polMyView.viewCount} + 1`, lastViewAt: sql`now()` } });
}
