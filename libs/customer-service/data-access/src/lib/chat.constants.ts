/** Constants of the smart chat (seeds 000 §4, §8, §9). */

/** Interval of the human-chat poll, ms (seeds 000 §4, §9 "Chat poll: 2 seconds"). */
export const CHAT_POLL_MS = 2000;

/** Page and page size of the knowledge fuzzy search (seeds 000 §7, §9 "page 1, page size 10"). */
export const FUZZY_SEARCH_PAGE = 1;
/** Page size of the knowledge fuzzy search (seeds 000 §9). */
export const FUZZY_SEARCH_PAGE_SIZE = 10;

/** The text when nothing matches (seeds 000 §8 "Missing chat match"). */
export const NOT_FOUND_TEXT = '未找到您想到的信息';
