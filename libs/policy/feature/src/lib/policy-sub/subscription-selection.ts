import { type PolSubCategory } from '@qifu/policy-data-access';

/**
 * The value of each line's first option, 全部 (`tag-category` schema: "The client puts its own
 * leading 全部 option before `tags`"). Not a tag id (tag ids are UUIDs).
 */
export const ALL_OPTION = 'all';
/** The label of each line's first option. */
export const ALL_OPTION_LABEL = '全部';

/** The active option of every filter line: category id → tag id, or {@link ALL_OPTION}. */
export type SubscriptionSelection = Readonly<Record<string, string>>;

/**
 * The selection of a saved subscription (seeds 001 §4 "Policy tag filter"): on each line the first
 * subscribed tag of that line, else the first option 全部.
 */
export function initialSelection(categories: readonly PolSubCategory[], tagInfoIds: readonly string[]): SubscriptionSelection {
  const subscribed = new Set(tagInfoIds);
  const selection: Record<string, string> = {};
  for (const category of categories) {
    selection[category.categoryId] = category.tags.find((tag) => subscribed.has(tag.id))?.id ?? ALL_OPTION;
  }
  return selection;
}

/** Selecting an option sets the active one of that line (seeds 001 §4); other lines keep theirs. */
export function selectOption(selection: SubscriptionSelection, categoryId: string, option: string): SubscriptionSelection {
  return { ...selection, [categoryId]: option };
}

/** Removing a chosen tag resets its line to the first option, 全部 (seeds 001 §4). */
export function removeTag(selection: SubscriptionSelection, tagId: string): SubscriptionSelection {
  const next: Record<string, string> = { ...selection };
  for (const [categoryId, option] of Object.entries(next)) {
    if (option === tagId) next[categoryId] = ALL_OPTION;
  }
  return next;
}

/** A chosen tag with its line: what the removable chips show. */
export interface ChosenTag {
  categoryId: string;
  categoryName: string;
  id: string;
  tagName: string;
}

/** The chosen tags (lines not on 全部), in line order: the chips, and the ids `saveMySub` stores. */
export function chosenTags(categories: readonly PolSubCategory[], selection: SubscriptionSelection): ChosenTag[] {
  const chosen: ChosenTag[] = [];
  for (const category of categories) {
    const tag = category.tags.find((t) => t.id === selection[category.categoryId]);
    if (tag) chosen.push({ categoryId: category.categoryId, categoryName: category.categoryName, id: tag.id, tagName: tag.tagName });
  }
  return chosen;
}
