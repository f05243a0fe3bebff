/**
 * @qifu/call-feature — the call centre's pages (issue 16): `/ecall` ({@link EcallPage}: the call form with the one-step
 * appeal, the per-street chart and the record list), loaded lazily by the app's `/ecall` route.
 */
export { EcallPage } from './lib/ecall/ecall-page';
export { CallRecordForm, toCallDataForm, newCallValues, CALL_FORM_MESSAGES, type CallRecordFormProps, type CallRecordValues } from './lib/ecall/call-record-form';
export { CallRecordList, toCallQuery, durationText, type CallListFilters, type CallRecordListProps } from './lib/ecall/call-record-list';
export { CallStreetChart, chartSeries, type CallChartMode } from './lib/ecall/call-street-chart';
