/**
 * Policy tag subscriptions (policysub; seeds 001 §2 "Policy tag subscription filter", §4 "Policy
 * tag filter", §7 /pol/my/*): the filter lines are the tag categories with their enabled tags; a
 * user's subscription (`pol_my_sub`) is at most one tag per line. Disabled or deleted tags drop out
 * of a stored subscription silently.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { polMySub, tagCategory, tagInfo } from '../../../db/schema';

/** An enabled tag with its category. */
export interface SubscribableTag {
  id: string;
  tagName: string;
  categoryId: string;
  categoryName: string;
  /** Sort of the category. */
  categorySort: number;
}

/** One line of the subscription filter: a category with its enabled tags. */
export interface TagLine {
  categoryId: string;
  categoryName: string;
  sort: number;
  tags: Array<{ id: string; tagName: string }>;
}

/** Enabled tags (all, or those of `ids`), in filter order: category sort, then tag sort. */
export async function enabledTags(db: Db, ids?: readonly string[]): Promise<SubscribableTag[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: tagInfo.id,
      tagName: tagInfo.tagName,
      categoryId: tagCategory.id,
      categoryName: tagCategory.categoryName,
      categorySort: tagCategory.sort,
    })
    .from(tagInfo)
    .innerJoin(tagCategory, eq(tagCategory.id, tagInfo.categoryId))
    .where(and(eq(tagInfo.enableFlag, '1'), ids ? inArray(tagInfo.id, [...ids]) : undefined))
    .orderBy(asc(tagCategory.sort), asc(tagCategory.createdAt), asc(tagInfo.sort), asc(tagInfo.createdAt));
}

/** The user's subscribed tags that are still enabled, in filter order. */
export async function subscribedTags(db: Db, userId: string): Promise<SubscribableTag[]> {
  const [row] = await db.select({ ids: polMySub.tagInfoIds }).from(polMySub).where(eq(polMySub.userId, userId));
  return enabledTags(db, row?.ids ?? []);
}

/** The filter lines: categories having enabled tags, in category order, each with its tags in tag order. */
export function tagLines(tags: readonly SubscribableTag[]): TagLine[] {
  const lines: TagLine[] = [];
  for (const t of tags) {
    let line = lines.find((c) => c.categoryId === t.categoryId);
    if (!line) {
      line = { categoryId: t.categoryId, categoryName: t.categoryName, sort: t.categorySort, tags: [] };
      lines.push(line);
    }
    line.tags.push({ id: t.id, tagName: t.tagName });
  }
  return lines;
}
