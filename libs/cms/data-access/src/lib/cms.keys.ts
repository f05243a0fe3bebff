/**
 * Query keys of the cms domain (CONVENTIONS.md "a query-key factory per resource": all / lists /
 * list / details / detail, after the Medusa admin dashboard). Hooks own their keys; callers never
 * build keys by hand. Everything sits under `['cms', <resource>]`, so a resource's mutations clear
 * its staff lists and the portal's views of it together (`cmsKeys.news.all`).
 */
import { resourceKeys, type ResourceKeys } from '@qifu/util';

/** The key factory of one resource of this area. */
export type CmsResourceKeys<Name extends string> = ResourceKeys<'cms', Name>;

const keysOf = <const Name extends string>(name: Name): CmsResourceKeys<Name> => resourceKeys('cms', name);

const news = keysOf('news');
const column = keysOf('column');
const aboutUs = keysOf('aboutUs');

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
