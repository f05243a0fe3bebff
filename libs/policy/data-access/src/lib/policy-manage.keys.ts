import type { PolicyBusinessLogListParams, PolicyBusinessLogStatParams } from './policy-manage.types';

/** The key factory of one resource: all / lists / list(params) / details / detail(id) (CONVENTIONS §4). */
function resourceKeys<const Name extends string>(name: Name) {
  const keys = {
    all: [name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: object) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  };
  return keys;
}

/**
 * Query keys of 轮播图管理. The portal's carousel (`listPolicyCarousel`, `policyHomeKeys.carousel()`)
 * is invalidated with them by every slide write.
 */
export const carouselKeys = resourceKeys('policyCarouselAdmin');

/** Query keys of 政策标签: labels, the tag choices, and the enterprises of a label or tag. */
export const policyLabelKeys = {
  ...resourceKeys('policyLabel'),
  tagChoices: (tagName: string) => ['policyLabel', 'tagChoices', tagName] as const,
  companies: (params: object) => ['policyLabel', 'companies', params] as const,
};

/** Query keys of the personal policy area: collections, one policy's collection state, views. */
export const myPolicyKeys = {
  all: ['myPolicy'] as const,
  collects: () => [...myPolicyKeys.all, 'collect'] as const,
  collectList: (params: object) => [...myPolicyKeys.collects(), 'list', params] as const,
  collectState: (polInfoId: string) => [...myPolicyKeys.collects(), 'state', polInfoId] as const,
  views: (params: object) => [...myPolicyKeys.all, 'view', params] as const,
};

/** Query keys of 政策看板 and 政策数据总览 (read-only figures). */
export const policyStatsKeys = {
  all: ['policyStats'] as const,
  chart: (name: string, params: object) => [...policyStatsKeys.all, name, params] as const,
};

/** Query keys of 政策业务日志. */
export const businessLogKeys = {
  all: ['policyBusinessLog'] as const,
  list: (params: PolicyBusinessLogListParams) => [...businessLogKeys.all, 'list', params] as const,
  stats: (params: PolicyBusinessLogStatParams) => [...businessLogKeys.all, 'stats', params] as const,
};
