import { chinaDateTime, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { type BusinessLogItem, businessLogPage } from './business-log.queries';

/** Most rows one business-log export holds (the contract's 50,000). */
export const BUSINESS_LOG_EXPORT_MAX = 50_000;

/** The workbook's columns: what the list shows, extras as `key=value` pairs. */
export const BUSINESS_LOG_EXPORT_COLUMNS: readonly ExcelColumn<BusinessLogItem>[] = [
  { header: '时间', key: 'createTime', width: 18, format: (r) => chinaDateTime(r.createTime) },
  { header: '事件名称', key: 'eventLabel', width: 14 },
  { header: '政策', key: 'polInfoId', width: 38, format: (r) => (r.extras['polInfoId'] === undefined ? '' : String(r.extras['polInfoId'])) },
  { header: '用户', key: 'userName', width: 12, format: (r) => r.userName ?? '游客' },
  { header: '企业', key: 'companyName', width: 28, format: (r) => r.companyName ?? '' },
  {
    header: '附加字段',
    key: 'extras',
    width: 48,
    format: (r) =>
      Object.entries(r.extras)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join('; '),
  },
];

/**
 * `GET /pol/policyBusinessLog/export` (pol:businessLog:export): the list's events with its filters as
 * an `.xlsx` (export core); over 50,000 rows → BUSINESS_RULE 导出数据超过50000条，请缩小查询范围后再导出.
 */
export const exportPolicyBusinessLog: Handler<'exportPolicyBusinessLog'> = async (req, ctx) =>
  excelExport({
    fileName: `政策业务日志_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '政策业务日志',
    columns: BUSINESS_LOG_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => businessLogPage(ctx.db, req.query, { limit: pageSize, offset: (page - 1) * pageSize }), { maxRows: BUSINESS_LOG_EXPORT_MAX }),
  });
