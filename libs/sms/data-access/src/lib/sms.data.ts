/**
 * Data of the SMS workbench pages (seeds 001 §1 "SMS templates and sending", §7 /sms/*; issue 19): query keys, the list
 * builders the paged tables read, the batch progress poll, mutations (each invalidates its resource's keys before the
 * caller's `onSuccess`, resolving `{ data, msg }`), and the record export with the caller's token.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { multipartBody, QUIET_HEADER, unwrap, unwrapWithMsg, type components, type operations } from '@qifu/sdk';
import { api, useResourceMutation, type ResourceMutationOptions } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, resourceKeys, type FormQuery } from '@qifu/util';

/** The contract's shapes. */
export type SmsTemplate = components['schemas']['SmsTemplate'];
export type SmsTemplateForm = components['schemas']['SmsTemplateForm'];
export type SmsBatch = components['schemas']['SmsBatch'];
export type SmsRecord = components['schemas']['SmsRecord'];
export type SmsSendForm = components['schemas']['SmsSendForm'];
export type SmsReceiver = components['schemas']['SmsReceiver'];
export type SmsImportResult = components['schemas']['SmsImportResult'];
export type SmsOutboxStatus = components['schemas']['SmsOutboxStatus'];
export type SmsJobStatus = components['schemas']['JobStatus'];

type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
/** Filters of 短信模板. */
export type SmsTemplateListParams = QueryOf<'listSmsTemplate'>;
/** Filters of the batch list. */
export type SmsBatchListParams = QueryOf<'listSmsBatch'>;
/** Filters of 发送记录. */
export type SmsRecordListParams = QueryOf<'listSmsRecord'>;

/** Query keys under `['sms', …]`. */
export const smsKeys = {
  all: ['sms'] as const,
  template: resourceKeys('sms', 'template'),
  batch: resourceKeys('sms', 'batch'),
  record: resourceKeys('sms', 'record'),
  /** The outbox status. */
  outbox: () => ['sms', 'outbox'] as const,
  /** A batch's job progress. */
  progress: (id: string) => ['sms', 'progress', id] as const,
};

/** Page of templates (`listSmsTemplate`), newest change first. */
export function smsTemplateListQuery(params: FormQuery<SmsTemplateListParams>) {
  const query = compactQuery<SmsTemplateListParams>(params);
  return queryOptions({
    queryKey: smsKeys.template.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sms/template/list', { params: { query }, signal })),
  });
}

/** Page of send batches (`listSmsBatch`), newest first with delivery counts. */
export function smsBatchListQuery(params: FormQuery<SmsBatchListParams>) {
  const query = compactQuery<SmsBatchListParams>(params);
  return queryOptions({
    queryKey: smsKeys.batch.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sms/batch/list', { params: { query }, signal })),
  });
}

/** Page of messages (`listSmsRecord`), newest first. */
export function smsRecordListQuery(params: FormQuery<SmsRecordListParams>) {
  const query = compactQuery<SmsRecordListParams>(params);
  return queryOptions({
    queryKey: smsKeys.record.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/sms/record/list', { params: { query }, signal })),
  });
}

/** The outbox status (`getSmsOutboxStatus`), refreshed every 10 s. */
export function smsOutboxStatusQuery() {
  return queryOptions({
    queryKey: smsKeys.outbox(),
    queryFn: ({ signal }) => unwrap(api.GET('/sms/outbox/status', { signal })),
    refetchInterval: 10_000,
  });
}

/** Poll interval of a running batch (ms). */
export const SMS_PROGRESS_POLL_MS = 1000;

/** A batch's progress (`getSmsSendProgress`): polled every second until succeeded or failed. */
export function smsSendProgressQuery(id: string) {
  return queryOptions({
    queryKey: smsKeys.progress(id),
    queryFn: ({ signal }) => unwrap(api.GET('/sms/send/progress', { params: { query: { id } }, signal })),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'succeeded' || q.state.data.status === 'failed') ? false : SMS_PROGRESS_POLL_MS),
    staleTime: 0,
  });
}

/** What a mutation resolves to. */
export interface SmsMutationResult<Data> {
  data: Data;
  msg: string;
}

/** Options of the mutation hooks. (the shared {@link ResourceMutationOptions}). */
export type SmsMutationOptions<Data, Vars> = ResourceMutationOptions<SmsMutationResult<Data>, Vars>;

/** Saves a template (`saveSmsTemplate`): 保存成功; 400 for an unknown variable, CONFLICT 模板名称已存在. */
export function useSaveSmsTemplate(options: SmsMutationOptions<{ id: string }, SmsTemplateForm> = {}) {
  return useResourceMutation(
    (body: SmsTemplateForm) => unwrapWithMsg(api.POST('/sms/template/save', { body })) as Promise<SmsMutationResult<{ id: string }>>,
    [smsKeys.template.all],
    options,
  );
}

/** Deletes templates (`deleteSmsTemplate { ids }`): 删除成功. */
export function useDeleteSmsTemplate(options: SmsMutationOptions<unknown, { ids: string[] }> = {}) {
  return useResourceMutation((body: { ids: string[] }) => unwrapWithMsg(api.POST('/sms/template/delete', { body })), [smsKeys.template.all], options);
}

/**
 * Creates a batch (`sendSmsBatch`): resolves the queued job (已提交发送). BUSINESS_RULE for a reference that is not there
 * (短信模板不存在或已停用, 所选企业标签不存在, 所选街道不存在) and 没有符合条件的接收企业.
 */
export function useSendSmsBatch(options: SmsMutationOptions<SmsJobStatus, SmsSendForm> = {}) {
  return useResourceMutation(
    (body: SmsSendForm) => unwrapWithMsg(api.POST('/sms/send/batch', { body })) as Promise<SmsMutationResult<SmsJobStatus>>,
    [smsKeys.batch.all, smsKeys.record.all],
    options,
  );
}

/** Resends failed messages (`resendSmsRecord { ids }`): 已重新提交发送; BUSINESS_RULE for others. */
export function useResendSmsRecord(options: SmsMutationOptions<unknown, { ids: string[] }> = {}) {
  return useResourceMutation(
    (body: { ids: string[] }) => unwrapWithMsg(api.POST('/sms/record/resend', { body })),
    [smsKeys.record.all, smsKeys.batch.all, smsKeys.outbox()],
    options,
  );
}

/**
 * Reads the receivers of a workbook (`importSmsPhone`, the workbook itself as the multipart `file`), quietly: a refusal (模板表头不能修改或删除…)
 * rejects without a notice, for the import card to show.
 */
export function useImportSmsPhone() {
  return useMutation({
    mutationFn: (file: File) =>
      unwrapWithMsg(api.POST('/sms/send/importPhone', { ...multipartBody({ file }), headers: { [QUIET_HEADER]: '1' } })) as Promise<
        SmsMutationResult<SmsImportResult>
      >,
  });
}

/** API path of the receiver template (a browser navigation, public; seeds 000 §7). */
export const SMS_TEMPLATE_EXPORT_PATH = '/sms/template/export';

/**
 * Downloads the records of the filters as Excel (`exportSmsRecord`, sms:record:export) with the caller's token.
 * @returns the `.xlsx` and its name (发送记录_YYYY-MM-DD.xlsx).
 */
export async function exportSmsRecordFile(params: FormQuery<SmsRecordListParams>): Promise<{ blob: Blob; fileName: string }> {
  const { page: _page, pageSize: _pageSize, phone: _phone, ...query } = compactQuery<SmsRecordListParams>(params);
  const { data, response } = await api.GET('/sms/record/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '发送记录.xlsx' };
}

/** The county whose streets a street batch offers (德清县, as the other street pickers). */
export const SMS_COUNTY_CODE = '330521';

/** The enabled enterprise tags grouped by category (`listTagOption`, tag:info:list), for the tag picker of 短信发送. */
export function smsTagOptionsQuery() {
  return queryOptions({
    queryKey: ['sms', 'options', 'tags'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/tag/info/option', { signal })),
    staleTime: 60_000,
  });
}

/** The streets and towns of the county (`listRegionChildren`, public), for the street picker of 短信发送. */
export function smsStreetOptionsQuery() {
  return queryOptions({
    queryKey: ['sms', 'options', 'streets'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/sys/region/children', { params: { query: { parentCode: SMS_COUNTY_CODE } }, signal })),
    staleTime: 300_000,
  });
}
