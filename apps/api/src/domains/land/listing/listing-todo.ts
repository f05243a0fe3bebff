/**
 * The market domain's to-do counters of the workbench home: listings and demands waiting for review
 * (1 待审核) on 土地供应, 用地需求, 厂房房源 and 厂房需求, counted with the `where` of their workbench
 * lists ({@link manageListWhere}: the caller's reach and the state filter).
 */
import { PERM } from '@qifu/sdk';
import { count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { TodoSource } from '../../../core/todo';
import { landDemand, landInfo, workshopDemand, workshopInfo } from '../../../db/schema';
import type { ListingTable } from './listing-access';
import { manageListWhere } from './manage-list';

/** The state a review waits in (`LandStatus` / `WorkshopStatus` 1 待审核). */
const WAITING_REVIEW = '1';

function reviewTodo(key: string, name: string, path: string, permission: string, table: ListingTable, modeColumn: PgColumn): TodoSource {
  return {
    key,
    name,
    path,
    permission,
    async count(ctx, caller) {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(table)
        .where(manageListWhere(table, modeColumn, { status: WAITING_REVIEW }, caller));
      return Number(row?.n ?? 0);
    },
  };
}

/** 待审核土地供应, 待审核用地需求, 待审核厂房房源, 待审核厂房需求 (their pages' list permissions). */
export const listingTodos: readonly TodoSource[] = [
  reviewTodo('landInfoReview', '待审核土地供应', '/work/land/info', PERM.landInfoList, landInfo, landInfo.supplyMode),
  reviewTodo('landDemandReview', '待审核用地需求', '/work/land/demand', PERM.landDemandList, landDemand, landDemand.supplyMode),
  reviewTodo('workshopInfoReview', '待审核厂房房源', '/work/workshop/info', PERM.workshopInfoList, workshopInfo, workshopInfo.dealType),
  reviewTodo('workshopDemandReview', '待审核厂房需求', '/work/workshop/demand', PERM.workshopDemandList, workshopDemand, workshopDemand.dealType),
];
