import { ENUM_LABELS } from '@qifu/sdk';

import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { callDataPage, type CallDataExportRow } from './call-data.queries';

/** The columns of the call-record export (the list's columns plus end time and result). */
export const CALL_EXPORT_COLUMNS: readonly ExcelColumn<CallDataExportRow>[] = [
  { header: '呼叫类型', key: 'callType', width: 10, format: (row) => ENUM_LABELS.CallType[row.callType] },
  { header: '电话号码', key: 'phone', width: 16 },
  { header: '联系人', key: 'contactName', width: 10 },
  { header: '企业名称', key: 'companyName', width: 30 },
  { header: '所属街道', key: 'streetName', width: 14 },
  { header: '开始时间', key: 'callStartTime', width: 18, format: (row) => chinaDateTime(row.callStartTime) },
  { header: '结束时间', key: 'callEndTime', width: 18, format: (row) => chinaDateTime(row.callEndTime) },
  { header: '通话时长（秒）', key: 'callDuration', width: 12 },
  { header: '通话内容', key: 'callContent', width: 50 },
  { header: '处理状态', key: 'handleStatus', width: 10, format: (row) => ENUM_LABELS.CallHandleStatus[row.handleStatus] },
  { header: '处理结果', key: 'handleResult', width: 40 },
  { header: '话务员', key: 'operatorName', width: 10 },
];

/**
 * `GET /call/data/export` (ADMIN, CALL, YYF; call:data:export): the records `listCallData` shows for the same filters,
 * all pages, as `话务记录_<China date>.xlsx` through the one export core.
 * @throws AppError BUSINESS_RULE 导出数据超过10000条，请缩小查询范围后再导出 (as JSON, before the file starts).
 */
export const exportCallData: Handler<'exportCallData'> = async (req, ctx) =>
  excelExport({
    fileName: `话务记录_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '话务记录',
    columns: CALL_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => callDataPage(ctx.db, { ...req.query, page, pageSize })),
  });
