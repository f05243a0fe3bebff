/**
 * Query keys of the workbench shell (CONVENTIONS.md "a query-key factory per resource"). Everything
 * sits under `['workbench']`, so `workbenchKeys.all` clears the area.
 */
export const workbenchKeys = {
  all: ['workbench'] as const,
  /** The caller's to-do counters (one list per session user; the server knows the caller). */
  todo: {
    all: ['workbench', 'todo'] as const,
    list: () => ['workbench', 'todo', 'list'] as const,
  },
} as const;
