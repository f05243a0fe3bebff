/**
 * Query keys of the cms domain (CONVENTIONS.md "a query-key factory per resource": all / lists /
 * list / details / detail, after the Medusa admin dashboard). Hooks own their keys; callers never
 * build keys by hand. Everything sits under `['cms', <resource>]`, so a resource's mutations clear
 * its staff lists and the portal's views of it together (`cmsKeys.news.all`).
 */

/** The key factory of one resource. */
export interface CmsResourceKeys<Name extends string> {
  all: readonly ['cms', Name];
  /** Prefix of every list of the resource (staff lists, trees, portal lists). */
  lists: () => readonly ['cms', Name, 'list'];
  /** One list with its (compacted) parameters. */
  list: (params?: object) => readonly ['cms', Name, 'list', object];
  /** Prefix of every detail of the resource. */
  details: () => readonly ['cms', Name, 'detail'];
  /** One record (staff view: any state). */
  detail: (id: string) => readonly ['cms', Name, 'detail', string];
}

function resourceKeys<Name extends string>(name: Name): CmsResourceKeys<Name> {
  const all = ['cms', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

const news = resourceKeys('news');
const column = resourceKeys('column');
const aboutUs = resourceKeys('aboutUs');

/** Query keys of every cms resource. */
export const cmsKeys = {
  all: ['cms'] as const,
  /** Articles: the staff list and preview, and the portal's lists and details (under the same prefixes). */
  news: {
    ...news,
    /** A portal list (`listPublicNews`): published and shown articles only. */
    publicList: (params: object = {}) => [...news.lists(), 'public', params] as const,
    /** A portal detail (`getPublicNewsDetail`, counts a view). */
    publicDetail: (id: string) => [...news.details(), 'public', id] as const,
  },
  /** Columns: the staff tree and detail, and the portal's column pages (by code). */
  column: {
    ...column,
    /** A portal column page by code (`getPublicNewsColumn`). */
    publicDetail: (code: string) => [...column.details(), 'public', code] as const,
  },
  /** The 关于我们 content (one record: `detail('current')`). */
  aboutUs,
} as const;

/** The resources of {@link cmsKeys} (each has its own invalidation). */
export type CmsResource = Exclude<keyof typeof cmsKeys, 'all'>;
