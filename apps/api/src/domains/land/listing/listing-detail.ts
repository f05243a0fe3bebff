/**
 * Reading one listing for its detail page (seeds 000 §2 sdmarketdetail1 / sdmarketdetail2; the
 * four get…Detail operations, login optional): anyone may read a published listing (state 2), which
 * counts a view; the owner — the user who created it, or a user of its enterprise — and staff
 * granted the kind's list permission may read it in every state, without counting. Everything else is NOT_FOUND_ENTITY, so an unpublished listing is
 * indistinguishable from a missing one. Callers without a login get the contact phone masked.
 */
import type { Permission } from '@qifu/sdk';
import { PUBLISHED } from '@qifu/land-rules';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { mayReadAnyState } from './listing-access';
import { type PhoneVisibility } from './listing.queries';

/** What the visibility rule reads of a row. */
export interface OwnedRow {
  status: string;
  companyId: string | null;
  createUserId: string;
  viewCount: number;
}

/** The table and columns of one listing kind, for {@link viewListing}. */
export interface ListingTable {
  table: PgTable;
  id: PgColumn;
  viewCount: PgColumn;
  /** NOT_FOUND_ENTITY message (土地信息不存在 …). */
  notFound: string;
  /** The staff list permission that also allows reading every state (land:info:list …). */
  listPermission: Permission;
}

/**
 * Loads a listing with `load`, applies the visibility rule, counts a public view.
 * @returns the row (with the counted view) and whether the phone may be shown in full.
 * @throws AppError NOT_FOUND_ENTITY for a missing listing or one the caller may not see.
 */
export async function viewListing<R extends OwnedRow>(
  ctx: HandlerContext,
  kind: ListingTable,
  id: string,
  load: () => Promise<R | undefined>,
): Promise<{ row: R; visibility: PhoneVisibility }> {
  const row = await load();
  if (!row) throw new AppError('NOT_FOUND_ENTITY', kind.notFound);
  const visibility = { fullPhone: ctx.user !== undefined && ctx.user !== null };
  if (row.status === PUBLISHED) {
    const [counted] = await ctx.db
      .update(kind.table)
      .set({ viewCount: sql`${kind.viewCount} + 1` })
      .where(eq(kind.id, id))
      .returning({ viewCount: kind.viewCount });
    return { row: { ...row, viewCount: Number(counted?.viewCount ?? row.viewCount) }, visibility };
  }
  if (await mayReadAnyState(ctx.db, ctx.user, row, kind.listPermission)) return { row, visibility };
  throw new AppError('NOT_FOUND_ENTITY', kind.notFound);
}
