/**
 * The custom forms of /commonform and /preview (seeds 000 §2, §4 "Other": 发布 1, 保存 0), stored as
 * questionnaires (`saveQuesInfo`, `getQuesInfoDetail`, `publishQuesInfo`, `listQuesInfo`; staff
 * only: ADMIN, YYF, GOV, DEPT with the ques:info permissions).
 */
import { type components, unwrap } from '@qifu/sdk';
import { api, invalidateKeys, useResourceMutation } from '@qifu/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A stored form with its fields (`QuesDetail`). */
export type CustomFormDetail = components['schemas']['QuesDetail'];
/** The save payload (`QuesForm`). */
export type CustomFormPayload = components['schemas']['QuesForm'];
/** A row of the saved forms (`QuesListItem`). */
export type CustomFormItem = components['schemas']['QuesListItem'];

/** Query keys of the custom forms. */
export const customFormKeys = {
  all: ['customForm'] as const,
  lists: () => [...customFormKeys.all, 'list'] as const,
  list: (page: number) => [...customFormKeys.lists(), page] as const,
  detail: (id: string) => [...customFormKeys.all, 'detail', id] as const,
};

/** Page size of the saved-forms list. */
export const CUSTOM_FORM_PAGE_SIZE = 10;

/** One stored form (`getQuesInfoDetail`). */
export function customFormQuery(id: string) {
  return queryOptions({
    queryKey: customFormKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/ques/info/detail', { params: { query: { id } }, signal })),
  });
}

/** The stored form `id`; idle without one. */
export function useCustomForm(id: string | undefined) {
  return useQuery({ ...customFormQuery(id ?? ''), enabled: Boolean(id) });
}

/** A page of the saved forms, newest first (`listQuesInfo`). */
export function useCustomFormList(page: number, enabled = true) {
  return useQuery({
    queryKey: customFormKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/ques/info/list', { params: { query: { page, pageSize: CUSTOM_FORM_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Saves a form (status 0 未发布; `saveQuesInfo`); clears the list and the form's detail. @returns the form's id. */
export function useSaveCustomForm() {
  return useResourceMutation(
    async (payload: CustomFormPayload) => unwrap(api.POST('/ques/info/save', { body: payload })),
    (queryClient, result) => invalidateKeys(queryClient, [customFormKeys.lists(), customFormKeys.detail(result.id)]),
  );
}

/** Publishes a form (status 1 已发布; `publishQuesInfo`); clears the list and the form's detail. */
export function usePublishCustomForm() {
  return useResourceMutation(
    async (id: string) => {
      await unwrap(api.POST('/ques/info/publish', { body: { id } }));
      return id;
    },
    (queryClient, id) => invalidateKeys(queryClient, [customFormKeys.lists(), customFormKeys.detail(id)]),
  );
}
