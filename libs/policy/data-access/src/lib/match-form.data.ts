/**
 * 匹配表单 and 政策字典 (issue 15; seeds 001 §3, §7 /admin/match/form/*, /pol/polDicValue/*): keys,
 * list queries and writes. Writes invalidate their resource's keys before the caller's `onSuccess`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@qifu/sdk';
import { unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import type { WorkMutationOptions, WorkMutationResult } from './work.types';

/** A match form as listed (MatchFormItem). */
export type MatchFormItem = components['schemas']['MatchFormItem'];
/** The match form save body (MatchFormForm). */
export type MatchFormForm = components['schemas']['MatchFormForm'];
/** A questionnaire question (MatchFormQuestion). */
export type MatchFormQuestion = components['schemas']['MatchFormQuestion'];
/** Filters of the match-form list. */
export type MatchFormListParams = NonNullable<operations['queryDataList']['parameters']['query']>;
/** A policy dictionary value (PolDicValue). */
export type PolDicValue = components['schemas']['PolDicValue'];
/** The dictionary value save body (PolDicValueForm). */
export type PolDicValueForm = components['schemas']['PolDicValueForm'];
/** A policy dictionary (PolDictTypeCode). */
export type PolDictTypeCode = components['schemas']['PolDictTypeCode'];
/** Filters of the dictionary list. */
export type PolDicValueListParams = NonNullable<operations['queryPolDicValueByPage']['parameters']['query']>;

/** Query keys of 匹配表单 (all/lists/list, questions of a questionnaire, questionnaire options). */
export const matchFormKeys = {
  all: ['matchForm'] as const,
  lists: () => [...matchFormKeys.all, 'list'] as const,
  list: (params: MatchFormListParams) => [...matchFormKeys.lists(), params] as const,
  questions: (questionnaireId: string) => [...matchFormKeys.all, 'questions', questionnaireId] as const,
  questionnaires: () => [...matchFormKeys.all, 'questionnaires'] as const,
};

/** Query keys of 政策字典. */
export const polDicValueKeys = {
  all: ['polDicValue'] as const,
  lists: () => [...polDicValueKeys.all, 'list'] as const,
  list: (params: PolDicValueListParams) => [...polDicValueKeys.lists(), params] as const,
};

/** One page of match forms (`queryDataList`): resolves to `{ list, total }`. */
export function matchFormListQuery(params: FormQuery<MatchFormListParams>) {
  const query = compactQuery<MatchFormListParams>(params);
  return queryOptions({
    queryKey: matchFormKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/match/form/queryDataList', { params: { query }, signal })),
  });
}

/** All questions of a questionnaire (`queryQuestionList?questionnaireId=`), by sort. */
export function questionnaireQuestionsQuery(questionnaireId: string) {
  return queryOptions({
    queryKey: matchFormKeys.questions(questionnaireId),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/match/form/queryQuestionList', { params: { query: { questionnaireId } }, signal })),
    enabled: Boolean(questionnaireId),
  });
}

/** The questionnaires a form may use (`listQuesInfo`, first 100, newest first) as `{ label, value }`. */
export function questionnaireOptionsQuery() {
  return queryOptions({
    queryKey: matchFormKeys.questionnaires(),
    queryFn: async ({ signal }) => {
      const page = await unwrap(api.GET('/ques/info/list', { params: { query: { page: 1, pageSize: 100 } }, signal }));
      return page.list.map((q) => ({ label: q.quesTitle, value: q.id }));
    },
    staleTime: 60_000,
  });
}

/** 保存 a match form (`saveOrUpdateMatchForm`): resolves to `{ data: { id }, msg: '保存成功' }`. */
export function useSaveMatchForm(options: WorkMutationOptions<{ id: string }, MatchFormForm> = {}) {
  return useResourceMutation((body: MatchFormForm): Promise<WorkMutationResult<{ id: string }>> => unwrapWithMsg(api.POST('/admin/match/form/saveOrUpdate', { body })), [matchFormKeys.all], options);
}

/** 删除 a match form (`deleteMatchForm`, a GET as the documents have it): refused while a calculator uses it. */
export function useDeleteMatchForm(options: WorkMutationOptions<null, { id: string }> = {}) {
  return useResourceMutation(({ id }: { id: string }): Promise<WorkMutationResult<null>> => unwrapWithMsg(api.GET('/admin/match/form/delete', { params: { query: { id } } })), [matchFormKeys.all], options);
}

/** One page of policy dictionary values (`queryPolDicValueByPage`): resolves to `{ list, total }`. */
export function polDicValueListQuery(params: FormQuery<PolDicValueListParams>) {
  const query = compactQuery<PolDicValueListParams>(params);
  return queryOptions({
    queryKey: polDicValueKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/pol/polDicValue/queryByPage', { params: { query }, signal })),
  });
}

/** 保存 a dictionary value (`editPolDicValue`): resolves to `{ data: { id }, msg: '保存成功' }`; 字典值已存在 rejects. */
export function useSavePolDicValue(options: WorkMutationOptions<{ id: string }, PolDicValueForm> = {}) {
  return useResourceMutation((body: PolDicValueForm): Promise<WorkMutationResult<{ id: string }>> => unwrapWithMsg(api.POST('/pol/polDicValue/edit', { body })), [polDicValueKeys.all], options);
}
