/**
 * Mutations of questionnaires and reporting tasks (issue 19): each resolves to `{ data, msg }` (the server's
 * message, shown by the page), invalidates every questionnaire key first, then calls the caller's `onSuccess`
 * (CONVENTIONS §5). Refusals reject with the API client's `ApiError` (BUSINESS_RULE 当前状态不允许该操作,
 * 400 请回答第1题 …), whose message the client has shown.
 */
import { type components, unwrapWithMsg } from '@qifu/sdk';
import { api } from '@qifu/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { questionnaireKeys } from './questionnaire.keys';

type Schemas = components['schemas'];

/** What the mutations resolve to. */
export interface QuesMutationResult<T> {
  data: T;
  msg: string;
}

/** Options of the mutations. */
export interface QuesMutationOptions<Data, Vars> {
  onSuccess?: (result: QuesMutationResult<Data>, variables: Vars) => void | Promise<void>;
  onError?: (error: unknown, variables: Vars) => void;
}

function useQuesMutation<Vars, Data>(mutationFn: (v: Vars) => Promise<QuesMutationResult<Data>>, options: QuesMutationOptions<Data, Vars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      await options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

/** A state change of a questionnaire (发布 publishQuesInfo, 结束 closeQuesInfo, 删除 deleteQuesInfo). */
export type QuesInfoAction = { action: 'publish' | 'close'; id: string } | { action: 'delete'; ids: string[] };

/** Runs a {@link QuesInfoAction}. */
export function useQuesInfoAction(options: QuesMutationOptions<unknown, QuesInfoAction> = {}) {
  return useQuesMutation((a: QuesInfoAction): Promise<QuesMutationResult<unknown>> => {
    if (a.action === 'delete') return unwrapWithMsg(api.POST('/ques/info/delete', { body: { ids: a.ids } }));
    if (a.action === 'publish') return unwrapWithMsg(api.POST('/ques/info/publish', { body: { id: a.id } }));
    return unwrapWithMsg(api.POST('/ques/info/close', { body: { id: a.id } }));
  }, options);
}

/** Submits the enterprise's answers once (`submitQuesAnswer`; CONFLICT 您已提交过该问卷 on a second one). */
export function useSubmitQuesAnswer(options: QuesMutationOptions<Schemas['IdResult'], Schemas['QuesAnswerForm']> = {}) {
  return useQuesMutation((body: Schemas['QuesAnswerForm']) => unwrapWithMsg(api.POST('/ques/answer/submit', { body })), options);
}

/** A write of a reporting task: 保存, 发布, 结束, 删除. */
export type ReportTaskAction =
  | { action: 'save'; body: Schemas['ReportTaskForm'] }
  | { action: 'publish' | 'close'; id: string }
  | { action: 'delete'; ids: string[] };

/** Runs a {@link ReportTaskAction}. */
export function useReportTaskAction(options: QuesMutationOptions<unknown, ReportTaskAction> = {}) {
  return useQuesMutation((a: ReportTaskAction): Promise<QuesMutationResult<unknown>> => {
    switch (a.action) {
      case 'save':
        return unwrapWithMsg(api.POST('/report/task/save', { body: a.body }));
      case 'publish':
        return unwrapWithMsg(api.POST('/report/task/publish', { body: { id: a.id } }));
      case 'close':
        return unwrapWithMsg(api.POST('/report/task/close', { body: { id: a.id } }));
      case 'delete':
        return unwrapWithMsg(api.POST('/report/task/delete', { body: { ids: a.ids } }));
    }
  }, options);
}

/** The enterprise's report (`submitReport`; a resubmission replaces the values). */
export function useSubmitReport(options: QuesMutationOptions<Schemas['IdResult'], Schemas['ReportSubmitForm']> = {}) {
  return useQuesMutation((body: Schemas['ReportSubmitForm']) => unwrapWithMsg(api.POST('/report/my/submit', { body })), options);
}

/** SMS reminders to the enterprises that have not reported (`remindReportData`): `{ count }` messages written. */
export function useRemindReport(options: QuesMutationOptions<Schemas['CountResult'], { taskId: string; streetCode?: string }> = {}) {
  return useQuesMutation((body: { taskId: string; streetCode?: string }) => unwrapWithMsg(api.POST('/report/data/remind', { body })), options);
}
