/**
 * Mutations of questionnaires and reporting tasks (issue 19): each resolves to `{ data, msg }` (the server's
 * message, shown by the page), invalidates every questionnaire key first, then calls the caller's `onSuccess`
 * (CONVENTIONS §5). Refusals reject with the API client's `ApiError` (BUSINESS_RULE 当前状态不允许该操作,
 * 400 请回答第1题 …), whose message the client has shown.
 */
import { type components, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';

import { questionnaireKeys } from './questionnaire.keys';

type Schemas = components['schemas'];

/** What the mutations resolve to. */
export interface QuesMutationResult<T> {
  data: T;
  msg: string;
}

/** Options of the mutations. (the shared {@link ResourceMutationOptions}). */
export type QuesMutationOptions<Data, Vars> = ResourceMutationOptions<QuesMutationResult<Data>, Vars>;

/** A questionnaire or report change makes the whole area stale. */
const QUES_KEYS = [questionnaireKeys.all];

/** A state change of a questionnaire (发布 publishQuesInfo, 结束 closeQuesInfo, 删除 deleteQuesInfo). */
export type QuesInfoAction = { action: 'publish' | 'close'; id: string } | { action: 'delete'; ids: string[] };

/** Runs a {@link QuesInfoAction}. */
export function useQuesInfoAction(options: QuesMutationOptions<unknown, QuesInfoAction> = {}) {
  return useResourceMutation((a: QuesInfoAction): Promise<QuesMutationResult<unknown>> => {
    if (a.action === 'delete') return unwrapWithMsg(api.POST('/ques/info/delete', { body: { ids: a.ids } }));
    if (a.action === 'publish') return unwrapWithMsg(api.POST('/ques/info/publish', { body: { id: a.id } }));
    return unwrapWithMsg(api.POST('/ques/info/close', { body: { id: a.id } }));
  }, QUES_KEYS, options);
}

/** Submits the enterprise's answers once (`submitQuesAnswer`; CONFLICT 您已提交过该问卷 on a second one). */
export function useSubmitQuesAnswer(options: QuesMutationOptions<Schemas['IdResult'], Schemas['QuesAnswerForm']> = {}) {
  return useResourceMutation((body: Schemas['QuesAnswerForm']) => unwrapWithMsg(api.POST('/ques/answer/submit', { body })), QUES_KEYS, options);
}

/** A write of a reporting task: 保存, 发布, 结束, 删除. */
export type ReportTaskAction =
  | { action: 'save'; body: Schemas['ReportTaskForm'] }
  | { action: 'publish' | 'close'; id: string }
  | { action: 'delete'; ids: string[] };

/** Runs a {@link ReportTaskAction}. */
export function useReportTaskAction(options: QuesMutationOptions<unknown, ReportTaskAction> = {}) {
  return useResourceMutation((a: ReportTaskAction): Promise<QuesMutationResult<unknown>> => {
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
  }, QUES_KEYS, options);
}

/** The enterprise's report (`submitReport`; a resubmission replaces the values). */
export function useSubmitReport(options: QuesMutationOptions<Schemas['IdResult'], Schemas['ReportSubmitForm']> = {}) {
  return useResourceMutation((body: Schemas['ReportSubmitForm']) => unwrapWithMsg(api.POST('/report/my/submit', { body })), QUES_KEYS, options);
}

/** SMS reminders to the enterprises that have not reported (`remindReportData`): `{ count }` messages written. */
export function useRemindReport(options: QuesMutationOptions<Schemas['CountResult'], { taskId: string; streetCode?: string }> = {}) {
  return useResourceMutation((body: { taskId: string; streetCode?: string }) => unwrapWithMsg(api.POST('/report/data/remind', { body })), QUES_KEYS, options);
}
