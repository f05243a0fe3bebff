import type { TechDomainType, TechManageListParams, TechTalkListParams, TechWorkScope } from './tech-work.types';
import type { TechKind, TechListParams } from './tech.types';

const ROOT = ['tech'] as const;

/** The keys of one item kind: public lists, management lists (staff / mine) and details. */
function kindKeys<K extends TechKind>(kind: K) {
  const all = [...ROOT, kind] as const;
  return {
    /** Everything of the kind (what its mutations invalidate). */
    all,
    /** The public lists (techService pages). */
    lists: () => [...all, 'list'] as const,
    list: (params: TechListParams) => [...all, 'list', params] as const,
    /** The management lists of both scopes. */
    manageLists: () => [...all, 'manage'] as const,
    manageList: (scope: TechWorkScope, params: TechManageListParams) => [...all, 'manage', scope, params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

const KIND_KEYS = {
  achievement: kindKeys('achievement'),
  requirement: kindKeys('requirement'),
  expert: kindKeys('expert'),
  institute: kindKeys('institute'),
};

const TALK_ALL = [...ROOT, 'talk'] as const;
const VISUAL_ALL = [...ROOT, 'visual'] as const;
const DOMAIN_ALL = [...ROOT, 'domain'] as const;

/**
 * Query keys of technology service (CONVENTIONS.md "query-key factory per resource":
 * all/lists/list/details/detail). Hooks and query-option builders own their keys; callers never
 * build keys by hand. A kind's mutations invalidate `techKeys[kind].all` (public and management
 * lists, details), the statistic strip, the home blocks and the overview figures.
 */
export const techKeys = {
  all: ROOT,
  ...KIND_KEYS,
  /** A kind's keys by name. */
  kind: <K extends TechKind>(kind: K) => KIND_KEYS[kind],
  lists: (kind: TechKind) => KIND_KEYS[kind].lists(),
  list: (kind: TechKind, params: TechListParams) => KIND_KEYS[kind].list(params),
  details: (kind: TechKind) => KIND_KEYS[kind].details(),
  detail: (kind: TechKind, id: string) => KIND_KEYS[kind].detail(id),
  /** The domain trees. */
  domain: {
    all: DOMAIN_ALL,
    tree: (type: TechDomainType) => [...DOMAIN_ALL, 'tree', type] as const,
    /** One level of a tree (the field cascader): the children of `parent`, the first level for `null`. */
    children: (type: TechDomainType, parent: string | null) => [...DOMAIN_ALL, 'children', type, parent] as const,
  },
  /** The 技术领域 tree (type 1). */
  domainTree: () => techKeys.domain.tree('1'),
  /** The type tree of achievements (all big types). */
  typeTree: () => [...ROOT, 'typeTree'] as const,
  /** The statistic strip. */
  statistic: () => [...ROOT, 'statistic'] as const,
  /** The home blocks. */
  recommends: () => [...ROOT, 'recommend'] as const,
  recommend: (limit: number) => [...ROOT, 'recommend', limit] as const,
  /** Negotiations (洽谈). */
  talk: {
    all: TALK_ALL,
    lists: () => [...TALK_ALL, 'list'] as const,
    list: (params: TechTalkListParams) => [...TALK_ALL, 'list', params] as const,
    messages: (talkId: string) => [...TALK_ALL, 'messages', talkId] as const,
  },
  /** Figures of 科技服务总览. */
  visual: {
    all: VISUAL_ALL,
    overview: () => [...VISUAL_ALL, 'overview'] as const,
    trend: (months: number) => [...VISUAL_ALL, 'trend', months] as const,
    domainStat: (kind: TechKind) => [...VISUAL_ALL, 'domainStat', kind] as const,
  },
};
