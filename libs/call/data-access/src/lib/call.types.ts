import type { components, operations } from '@qifu/sdk';

/** A call record row (contract call-data-item.yaml). */
export type CallDataItem = components['schemas']['CallDataItem'];
/** A call record with every field (contract call-data-detail.yaml). */
export type CallDataDetail = components['schemas']['CallDataDetail'];
/** The save form (contract call-data-form.yaml): without id creates; handleStatus 2 + appealClass registers an appeal. */
export type CallDataForm = components['schemas']['CallDataForm'];
/** One bar group of the per-street chart (seeds 001 §3 "Chart data": name, callIn, callOut, report, notReport, inName, outName). */
export type CallChartData = components['schemas']['ChartData'];
/** A company suggestion of the name lookup (seeds 000 §3: id, name, code, streetId). */
export type CompanySuggestion = components['schemas']['CompanySuggestion'];
/** A region node (street) of the county. */
export type AreaNode = components['schemas']['AreaNode'];
/** Call direction '1' 呼入, '2' 呼出. */
export type CallType = components['schemas']['CallType'];
/** Handling '1' 已解答, '2' 已转诉求, '3' 待回访. */
export type CallHandleStatus = components['schemas']['CallHandleStatus'];

/** Query of the list (`listCallData`): page, pageSize and the filters. */
export type CallDataListParams = NonNullable<operations['listCallData']['parameters']['query']>;
/** The filters of the list, shared by the export (`exportCallData`). */
export type CallDataFilterParams = NonNullable<operations['exportCallData']['parameters']['query']>;
/** Window of the chart (`getCallDataStatistics`): China-time dates. */
export type CallStatisticsParams = NonNullable<operations['getCallDataStatistics']['parameters']['query']>;

/** A file answered by an export. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
