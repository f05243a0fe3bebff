/**
 * The query-key factory of one resource (CONVENTIONS.md "a query-key factory per resource":
 * all / lists / list / details / detail, after the Medusa admin dashboard), for every domain's
 * data-access. Hooks and query-option builders own their keys; callers never build keys by hand.
 */

/** The keys of the resource `Name` of the area `Scope` (e.g. `['cms', 'news', …]`). */
export interface ResourceKeys<Scope extends string, Name extends string> {
  /** Prefix of everything of the resource: a mutation invalidates it (lists and details). */
  all: readonly [Scope, Name];
  /** Prefix of every list of the resource (paged lists, trees, options). */
  lists: () => readonly [Scope, Name, 'list'];
  /** One list with its (compacted) parameters. */
  list: (params?: object) => readonly [Scope, Name, 'list', object];
  /** Prefix of every detail of the resource. */
  details: () => readonly [Scope, Name, 'detail'];
  /** One record. */
  detail: (id: string) => readonly [Scope, Name, 'detail', string];
}

/**
 * Builds {@link ResourceKeys} of `name` under `scope`.
 * @example `const news = resourceKeys('cms', 'news'); news.list({ page: 1 })` → `['cms', 'news', 'list', { page: 1 }]`
 */
export function resourceKeys<const Scope extends string, const Name extends string>(scope: Scope, name: Name): ResourceKeys<Scope, Name> {
  const all = [scope, name] as const;
  return {
    all,
    lists: () => [scope, name, 'list'] as const,
    list: (params: object = {}) => [scope, name, 'list', params] as const,
    details: () => [scope, name, 'detail'] as const,
    detail: (id: string) => [scope, name, 'detail', id] as const,
  };
}
