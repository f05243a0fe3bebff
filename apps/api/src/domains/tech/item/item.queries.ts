/**
 * SQL pieces shared by the four technology-service item kinds (seeds 000 §2 techService, 001 §7
 * /tech/*): domain names, the public filter (state 4 已上架, domain with its sub-domains, name
 * keyword), the public ordering, the owner's name, and who may read an item in any state.
 */
import type { Permission } from '@qifu/sdk';
import { TECH_PUBLIC_STATUS } from '@qifu/tech-rules';
import { and, desc, eq, getTableName, ilike, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { grantsPermission } from '../../../core/permissions';
import type { AuthUser } from '../../../core/security';
import { escapeLike } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { sysUser, techDomain, techType } from '../../../db/schema';

/** The domain tree items refer to: '1' 技术领域. */
export const ITEM_DOMAIN_TYPE = '1';

/** The staff user types (the contract's staff role lists: ADMIN, YYF, GOV, DEPT). */
const STAFF_TYPES = new Set(['ADMIN', 'YYF', 'GOV', 'DEPT']);

/**
 * A column as `"table"."column"`. Drizzle writes the columns of a one-table SELECT list without
 * their table; inside a correlated subquery of that list an unqualified name could bind to the
 * inner table, so every subquery helper here names its columns in full.
 */
export function col(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The domain name of an item: the labels from the top-level domain down to the item's node,
 * joined with `/` (`新材料/高分子材料`); '' when the code is not in the tree.
 */
export function domainNameSql(domainId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((select string_agg(${col(techDomain.label)}, '/' order by length(${col(techDomain.id)})) from ${techDomain} where ${col(techDomain.type)} = ${ITEM_DOMAIN_TYPE} and ${col(domainId)} like ${col(techDomain.id)} || '%'), '')`;
}

/** The type name of an achievement: its small type's name, else its big type's, else null. */
export function typeNameSql(bigTypeCode: AnyPgColumn, smallTypeCode: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`coalesce((select ${col(techType.name)} from ${techType} where ${col(techType.code)} = ${col(smallTypeCode)}), (select ${col(techType.name)} from ${techType} where ${col(techType.code)} = ${col(bigTypeCode)}))`;
}

/** The owner's display name (发布人). */
export function ownerNameSql(createUserId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((select ${col(sysUser.name)} from ${sysUser} where ${col(sysUser.id)} = ${col(createUserId)}), '')`;
}

/** "The item's domain is `domainId` or below it" (hierarchical codes); undefined without a filter. */
export function domainCondition(column: AnyPgColumn, domainId: string | undefined): SQL | undefined {
  const code = domainId?.trim();
  return code ? like(column, `${escapeLike(code)}%`) : undefined;
}

/** "The name contains the keyword" (literally, case-insensitive); undefined without a keyword. */
export function keywordCondition(column: AnyPgColumn, keyword: string | undefined): SQL | undefined {
  const kw = keyword?.trim();
  return kw ? ilike(column, `%${escapeLike(kw)}%`) : undefined;
}

/** The filter of a public list: on the shelf (state 4), domain with its sub-domains, name keyword. */
export function publicListWhere(
  columns: { status: AnyPgColumn; domainId: AnyPgColumn; name: AnyPgColumn },
  query: { domainId?: string; keyword?: string },
): SQL | undefined {
  return and(
    eq(columns.status, TECH_PUBLIC_STATUS),
    domainCondition(columns.domainId, query.domainId),
    keywordCondition(columns.name, query.keyword),
  );
}

/** Public ordering: newest putaway first (ids break ties so that paging is stable). */
export function publicOrder(columns: { putawayTime: AnyPgColumn; id: AnyPgColumn }): SQL[] {
  return [sql`${columns.putawayTime} desc nulls last`, desc(columns.id)];
}

/** ISO string of a timestamp, or null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/**
 * Whether the caller may read an item that is not on the shelf (contract, detail operations): its
 * owner, or staff (ADMIN, YYF, GOV, DEPT) whose roles grant `<kind>:list`.
 */
export async function mayReadAnyState(db: Db, user: AuthUser | undefined, ownerId: string, listPermission: Permission): Promise<boolean> {
  if (!user) return false;
  if (user.id === ownerId) return true;
  const staff = STAFF_TYPES.has(user.userType) || user.roles.some((r) => STAFF_TYPES.has(r));
  return staff && grantsPermission(db, user, listPermission);
}
