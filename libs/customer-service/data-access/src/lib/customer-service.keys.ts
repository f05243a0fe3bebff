/**
 * Query keys of the smart chat (CONVENTIONS.md "query-key factory per resource"). Hooks own their
 * keys; callers never build keys by hand.
 */
export const customerServiceKeys = {
  all: ['customerService'] as const,
  /** The human service window (public configuration). */
  humanPhone: () => [...customerServiceKeys.all, 'humanPhone'] as const,
  /** Fuzzy-search results of one question. */
  fuzzy: (knoQuiz: string) => [...customerServiceKeys.all, 'fuzzy', knoQuiz] as const,
  /** The caller's open manpower request. */
  myRequire: () => [...customerServiceKeys.all, 'myRequire'] as const,
};
