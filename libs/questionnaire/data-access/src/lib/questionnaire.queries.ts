/**
 * Query options of questionnaires and reporting tasks (seeds 001 §7 /ques/*, /report/*; issue 19):
 * staff lists, details and results, the enterprise's 我的问卷 / 我的填报, and the tag and street
 * options of the target pickers. Each answers the envelope's `data` (`unwrap`), rejecting with the
 * API client's `ApiError` (whose message the client has shown).
 */
import { type components, type operations, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { questionnaireKeys } from './questionnaire.keys';

type Schemas = components['schemas'];
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** A row of 问卷管理 (`QuesListItem`). */
export type QuesListItem = Schemas['QuesListItem'];
/** A questionnaire with questions (`QuesDetail`). */
export type QuesDetail = Schemas['QuesDetail'];
/** A question (`QuesQuestion`). */
export type QuesQuestion = Schemas['QuesQuestion'];
/** The results of a questionnaire (`QuesStatistics`). */
export type QuesStatistics = Schemas['QuesStatistics'];
/** One submission (`QuesAnswerRecord`). */
export type QuesAnswerRecord = Schemas['QuesAnswerRecord'];
/** A row of 我的问卷 (`QuesMyItem`). */
export type QuesMyItem = Schemas['QuesMyItem'];
/** A questionnaire as the enterprise answers it (`QuesMyDetail`). */
export type QuesMyDetail = Schemas['QuesMyDetail'];
/** One answer (`QuesAnswerItem`). */
export type QuesAnswerItem = Schemas['QuesAnswerItem'];
/** A row of 填报任务 (`ReportTaskItem`). */
export type ReportTaskItem = Schemas['ReportTaskItem'];
/** A task with fields (`ReportTaskDetail`). */
export type ReportTaskDetail = Schemas['ReportTaskDetail'];
/** The task save payload (`ReportTaskForm`). */
export type ReportTaskForm = Schemas['ReportTaskForm'];
/** A field of a task (`ReportField`). */
export type ReportField = Schemas['ReportField'];
/** A target enterprise row of 填报情况 (`ReportDataItem`). */
export type ReportDataItem = Schemas['ReportDataItem'];
/** One enterprise's report (`ReportDataDetail`). */
export type ReportDataDetail = Schemas['ReportDataDetail'];
/** A row of 我的填报 (`ReportMyItem`). */
export type ReportMyItem = Schemas['ReportMyItem'];
/** One street of the chart (`ChartData`: name, report, notReport). */
export type ReportStreetBar = Schemas['ChartData'];
/** Filters of 问卷管理. */
export type QuesListParams = Query<'listQuesInfo'>;
/** Filters of 填报任务. */
export type ReportTaskListParams = Query<'listReportTask'>;
/** Filters of 填报情况. */
export type ReportDataListParams = Query<'listReportData'>;

/** A page of 问卷管理 (`listQuesInfo`). */
export function quesListQuery(params: FormQuery<QuesListParams>) {
  const query = compactQuery<QuesListParams>(params);
  return queryOptions({ queryKey: questionnaireKeys.quesList(query), queryFn: ({ signal }) => unwrap(api.GET('/ques/info/list', { params: { query }, signal })) });
}

/** A questionnaire with its questions (`getQuesInfoDetail`). */
export function quesDetailQuery(id: string) {
  return queryOptions({ queryKey: questionnaireKeys.quesDetail(id), queryFn: ({ signal }) => unwrap(api.GET('/ques/info/detail', { params: { query: { id } }, signal })) });
}

/** The results per question (`getQuesAnswerStatistics`). */
export function quesStatisticsQuery(quesId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.quesStatistics(quesId),
    queryFn: ({ signal }) => unwrap(api.GET('/ques/answer/statistics', { params: { query: { quesId } }, signal })),
  });
}

/** A page of submissions (`listQuesAnswer`). */
export function quesAnswerListQuery(params: FormQuery<Query<'listQuesAnswer'>>) {
  const query = compactQuery<Query<'listQuesAnswer'>>(params);
  return queryOptions({ queryKey: questionnaireKeys.quesAnswers(query), queryFn: ({ signal }) => unwrap(api.GET('/ques/answer/list', { params: { query }, signal })) });
}

/** A page of 我的问卷 (`listMyQues`). */
export function myQuesListQuery(params: FormQuery<Query<'listMyQues'>>) {
  const query = compactQuery<Query<'listMyQues'>>(params);
  return queryOptions({ queryKey: questionnaireKeys.myQuesList(query), queryFn: ({ signal }) => unwrap(api.GET('/ques/my/list', { params: { query }, signal })) });
}

/** A questionnaire to answer with the enterprise's answers (`getMyQuesDetail`). */
export function myQuesDetailQuery(id: string) {
  return queryOptions({ queryKey: questionnaireKeys.myQuesDetail(id), queryFn: ({ signal }) => unwrap(api.GET('/ques/my/detail', { params: { query: { id } }, signal })) });
}

/** A page of 填报任务 (`listReportTask`). */
export function reportTaskListQuery(params: FormQuery<ReportTaskListParams>) {
  const query = compactQuery<ReportTaskListParams>(params);
  return queryOptions({ queryKey: questionnaireKeys.taskList(query), queryFn: ({ signal }) => unwrap(api.GET('/report/task/list', { params: { query }, signal })) });
}

/** A task with its fields (`getReportTaskDetail`). */
export function reportTaskDetailQuery(id: string) {
  return queryOptions({ queryKey: questionnaireKeys.taskDetail(id), queryFn: ({ signal }) => unwrap(api.GET('/report/task/detail', { params: { query: { id } }, signal })) });
}

/** A page of 填报情况 (`listReportData`). */
export function reportDataListQuery(params: FormQuery<ReportDataListParams>) {
  const query = compactQuery<ReportDataListParams>(params);
  return queryOptions({ queryKey: questionnaireKeys.dataList(query), queryFn: ({ signal }) => unwrap(api.GET('/report/data/list', { params: { query }, signal })) });
}

/** One enterprise's report (`getReportDataDetail`). */
export function reportDataDetailQuery(taskId: string, companyId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.dataDetail(taskId, companyId),
    queryFn: ({ signal }) => unwrap(api.GET('/report/data/detail', { params: { query: { taskId, companyId } }, signal })),
  });
}

/** Reported against not reported per street (`getReportStreetStatistics`). */
export function reportStreetStatisticsQuery(taskId: string) {
  return queryOptions({
    queryKey: questionnaireKeys.streetStatistics(taskId),
    queryFn: ({ signal }) => unwrap(api.GET('/report/statistics/street', { params: { query: { taskId } }, signal })),
  });
}

/** A page of 我的填报 (`listMyReport`). */
export function myReportListQuery(params: FormQuery<Query<'listMyReport'>>) {
  const query = compactQuery<Query<'listMyReport'>>(params);
  return queryOptions({ queryKey: questionnaireKeys.myReportList(query), queryFn: ({ signal }) => unwrap(api.GET('/report/my/list', { params: { query }, signal })) });
}

/** The enterprise's report of a task (`getMyReportDetail`). */
export function myReportDetailQuery(taskId: string) {
  return queryOptions({ queryKey: questionnaireKeys.myReportDetail(taskId), queryFn: ({ signal }) => unwrap(api.GET('/report/my/detail', { params: { query: { taskId } }, signal })) });
}

/** The county whose streets the pickers offer (德清县). */
export const QUES_COUNTY_CODE = '330521';

/** The enabled enterprise tags grouped by category (`listTagOption`, tag:info:list), for the target picker. */
export function useTargetTagOptions() {
  return useQuery({
    queryKey: questionnaireKeys.options.tags(),
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/option', { params: { query: { enableFlag: '1' } }, signal })),
    staleTime: 60_000,
  });
}

/** The county's streets (`/sys/region/children`), for the target picker and the 填报情况 filter. */
export function useTargetStreetOptions() {
  return useQuery({
    queryKey: questionnaireKeys.options.streets(),
    queryFn: ({ signal }) => unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: QUES_COUNTY_CODE } }, signal })),
    staleTime: 300_000,
  });
}

/** A downloaded file and the name the server gave it. */
export interface QuesDownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Downloads every submission of a questionnaire (`exportQuesAnswer`, ques:answer:export). */
export async function exportQuesAnswerFile(quesId: string): Promise<QuesDownloadedFile> {
  const { data, response } = await api.GET('/ques/answer/export', { params: { query: { quesId } }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '答卷.xlsx' };
}

/** Downloads the target enterprises and their values (`exportReportData`, report:data:export). */
export async function exportReportDataFile(taskId: string, reportStatus?: '0' | '1'): Promise<QuesDownloadedFile> {
  const { data, response } = await api.GET('/report/data/export', { params: { query: { taskId, ...(reportStatus ? { reportStatus } : {}) } }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '填报数据.xlsx' };
}
