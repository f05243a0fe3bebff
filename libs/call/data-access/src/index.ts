/**
 * @qifu/call-data-access — data access of the call centre (seeds 000 §2 `/ecall`, seeds 001 §2 "Bar chart", §7
 * /call/data/*; issue 16): the query-key factory, query-option builders and hooks (records, the per-street chart, the
 * form's streets, appeal classes and company suggestions), the mutations and the export.
 */
export { callKeys } from './lib/call.keys';
export {
  CALL_COUNTY_CODE,
  callAppealClassesQuery,
  callDataDetailQuery,
  callDataListQuery,
  callStatisticsQuery,
  callStreetsQuery,
  companySuggestionsQuery,
  useCallAppealClasses,
  useCallStatistics,
  useCallStreets,
  useCompanySuggestions,
} from './lib/call.queries';
export {
  exportCallDataFile,
  useDeleteCallData,
  useSaveCallData,
  type CallMutationOptions,
  type CallMutationResult,
} from './lib/call.mutations';
export type {
  AreaNode,
  CallChartData,
  CallDataDetail,
  CallDataFilterParams,
  CallDataForm,
  CallDataItem,
  CallDataListParams,
  CallHandleStatus,
  CallStatisticsParams,
  CallType,
  CompanySuggestion,
  DownloadedFile,
} from './lib/call.types';
