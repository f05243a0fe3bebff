/**
 * Table constants of seeds 001 §9 ("Table page size default 10, options 5, 10, 50, 100; show-all
 * mode 9000"; "Table default max height 591 with page margin 100; editable table max height 300").
 */

/** Page-size choices of the paged table. */
export const TABLE_PAGE_SIZES: readonly number[] = [5, 10, 50, 100];
/** Default page size of the paged table. */
export const TABLE_DEFAULT_PAGE_SIZE = 10;
/** Page size sent in show-all mode (显示全部); the rows are virtualized. */
export const SHOW_ALL_PAGE_SIZE = 9000;
/** Default max height of the paged table in px. */
export const TABLE_MAX_HEIGHT = 591;
/** Page margin in px: the table is at most the viewport height minus this. */
export const TABLE_PAGE_MARGIN = 100;
/** Max height of the editable table in px. */
export const EDITABLE_TABLE_MAX_HEIGHT = 300;
/** Label of the show-all page-size choice. */
export const SHOW_ALL_LABEL = '显示全部';
