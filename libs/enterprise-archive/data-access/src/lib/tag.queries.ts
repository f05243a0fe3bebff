/**
 * Query keys and options of enterprise tags (企业标签; seeds 001 §7 /tag/info/*, /company/tag/*; issue 18). Blank
 * filters are dropped (`compactQuery`) so keys are canonical.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import type { CompanyByTagParams, TagListParams } from './tag.types';

/** Query keys of enterprise tags: lists, details, options, categories, smart-tag fields, the enterprises of a tag, the tags of an enterprise. */
export const tagKeys = {
  all: ['entTag'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (params: object) => [...tagKeys.lists(), params] as const,
  detail: (id: string) => [...tagKeys.all, 'detail', id] as const,
  options: (params: object) => [...tagKeys.all, 'options', params] as const,
  categories: () => [...tagKeys.all, 'categories'] as const,
  fields: () => [...tagKeys.all, 'fields'] as const,
  companies: (params: object) => [...tagKeys.all, 'companies', params] as const,
  companyTags: (companyId: string) => [...tagKeys.all, 'companyTags', companyId] as const,
};

/** One page of tags (`listTagInfo`, tag:info:list) with category and companyCount: `{ list, total }`. */
export function tagListQuery(params: FormQuery<TagListParams>) {
  const query = compactQuery<TagListParams>(params);
  return queryOptions({
    queryKey: tagKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/list', { params: { query }, signal })),
  });
}

/**
 * One tag (`getTagInfoDetail`): a smart tag with its rule and the progress of its application (`evalJob`); polled
 * every second while that job is queued or running.
 */
export function tagDetailQuery(id: string) {
  return queryOptions({
    queryKey: tagKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/detail', { params: { query: { id } }, signal })),
    refetchInterval: (q) => (q.state.data?.evalJob && ['queued', 'running'].includes(q.state.data.evalJob.status) ? 1000 : false),
  });
}

/** The tag detail ({@link tagDetailQuery}); disabled without id. */
export const useTagDetail = (id: string | null) => useQuery({ ...tagDetailQuery(id ?? ''), enabled: Boolean(id) });

/** Every category with its tags (`listTagOption`, enableFlag '0'/'1' or default enabled; tagType to narrow). */
export function tagOptionQuery(params: { tagType?: '1' | '2'; enableFlag?: '0' | '1' } = {}) {
  return queryOptions({
    queryKey: tagKeys.options(params),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/option', { params: { query: params }, signal })),
    staleTime: 30_000,
  });
}

/** The tag options ({@link tagOptionQuery}). */
export const useTagOptions = (params: { tagType?: '1' | '2'; enableFlag?: '0' | '1' } = {}) => useQuery(tagOptionQuery(params));

/** The categories with their enabled tags (public `listTagCategory`): the category choices of the tag forms. */
export function tagCategoryQuery() {
  return queryOptions({
    queryKey: tagKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/categoryList', { signal })),
  });
}

/** The categories ({@link tagCategoryQuery}). */
export const useTagCategories = () => useQuery(tagCategoryQuery());

/** The fields a smart-tag rule may read (`listSmartTagField`). */
export function smartTagFieldQuery() {
  return queryOptions({
    queryKey: tagKeys.fields(),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/smartTagFields', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The smart-tag fields ({@link smartTagFieldQuery}). */
export const useSmartTagFields = () => useQuery(smartTagFieldQuery());

/** One page of the enterprises carrying a tag (`listCompanyByTag`): companyName, contact, phone. */
export function companyByTagQuery(params: FormQuery<CompanyByTagParams>) {
  const query = compactQuery<CompanyByTagParams>(params);
  return queryOptions({
    queryKey: tagKeys.companies(query),
    queryFn: ({ signal }) => unwrap(api.GET('/company/tag/companyListByTag', { params: { query }, signal })),
  });
}
