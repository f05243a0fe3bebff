/**
 * Live broadcasts (`SysLive`; openapi/README.md part `sys-portal` "/sys/live/*"): the live state
 * derived from the times, the row mapping, and the publish change through the one publish table of
 * `@qifu/sys-rules` (`SysLivePublishStatus`).
 */
import { livePublishMachine } from '@qifu/sys-rules';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';

import { assertTransition } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { type LivePublishStatus, sysLive } from '../../../db/schema';
import { found } from '../../../core/entity';
import { iso } from '../../../core/values';

/** Live state derived from the times: '1' 未开始, '2' 直播中, '3' 已结束. */
export type LiveStatus = '1' | '2' | '3';

/** The live state at `now`: before the start 1, from the start until the end 2, from the end on 3. */
export function liveStatusAt(start: Date, end: Date, now: Date): LiveStatus {
  if (now < start) return '1';
  if (now < end) return '2';
  return '3';
}

/** SQL condition selecting the broadcasts in `status` at `now` (same bounds as {@link liveStatusAt}). */
export function liveStatusCondition(status: LiveStatus, now: Date): SQL | undefined {
  if (status === '1') return gt(sysLive.liveStartTime, now);
  if (status === '2') return and(lte(sysLive.liveStartTime, now), gt(sysLive.liveEndTime, now));
  return lte(sysLive.liveEndTime, now);
}

/** Portal order: live now first, then upcoming (soonest first), then ended (latest first). */
export function portalLiveOrder(now: Date): SQL[] {
  const nowText = now.toISOString();
  const rank = sql`case when ${sysLive.liveStartTime} <= ${nowText}::timestamptz and ${sysLive.liveEndTime} > ${nowText}::timestamptz then 0 when ${sysLive.liveStartTime} > ${nowText}::timestamptz then 1 else 2 end`;
  const startKey = sql`case when ${sysLive.liveEndTime} > ${nowText}::timestamptz then extract(epoch from ${sysLive.liveStartTime}) else -extract(epoch from ${sysLive.liveStartTime}) end`;
  return [rank, startKey, sql`${sysLive.sort}`];
}

/** A live broadcast as the contract gives it. */
export interface LiveItem {
  id: string;
  liveTitle: string;
  liveUrl: string;
  coverPath: string | null;
  hostUnit: string | null;
  liveDesc: string | null;
  liveStartTime: string;
  liveEndTime: string;
  liveStatus: LiveStatus;
  publishStatus: LivePublishStatus;
  sort: number;
  createTime: string;
}

/** Maps a row to {@link LiveItem} with its live state at `now`. */
export function toLiveItem(r: typeof sysLive.$inferSelect, now: Date): LiveItem {
  return {
    id: r.id,
    liveTitle: r.liveTitle,
    liveUrl: r.liveUrl,
    coverPath: r.coverPath,
    hostUnit: r.hostUnit,
    liveDesc: r.liveDesc,
    liveStartTime: iso(r.liveStartTime),
    liveEndTime: iso(r.liveEndTime),
    liveStatus: liveStatusAt(r.liveStartTime, r.liveEndTime, now),
    publishStatus: r.publishStatus,
    sort: r.sort,
    createTime: iso(r.createdAt),
  };
}

/**
 * Runs one publish-state action on a broadcast, in a transaction with the row locked.
 * @throws AppError NOT_FOUND_ENTITY 直播不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export async function changeLivePublishState(db: Db, id: string, action: 'publish' | 'offPublish'): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ publishStatus: sysLive.publishStatus }).from(sysLive).where(eq(sysLive.id, id)).limit(1).for('update');
    const to = assertTransition(livePublishMachine, found(row, '直播不存在').publishStatus, action);
    await tx.update(sysLive).set({ publishStatus: to, updatedAt: sql`now()` }).where(eq(sysLive.id, id));
  });
}
