import { inArray } from 'drizzle-orm';

import { REPORT_DATA_STATUS_LABELS } from '@qifu/questionnaire-rules';
import { chinaDateTime, type ExcelCell, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { pageResult } from '../../../core/paging';
import { reportData } from '../../../db/schema';
import { taskRow } from '../report-task/report-task.queries';
import { reportDataPage } from './report-data.queries';

type Row = Record<string, ExcelCell>;

/**
 * `GET /report/data/export?taskId&reportStatus` (ADMIN, YYF, GOV, DEPT; report:data:export; seeds
 * 001 §7 /report/*): the task's target enterprises as a workbook — 企业名称, 所属街道, 填报状态,
 * 填报人, 填报时间, then one column per field (header with its unit), in the list's order.
 * @throws AppError NOT_FOUND_ENTITY 填报任务不存在.
 */
export const exportReportData: Handler<'exportReportData'> = async (req, ctx) => {
  const task = await taskRow(ctx.db, req.query.taskId);
  const columns: ExcelColumn<Row>[] = [
    { header: '企业名称', key: 'companyName', width: 30 },
    { header: '所属街道', key: 'streetName', width: 12 },
    { header: '填报状态', key: 'reportStatus', width: 10 },
    { header: '填报人', key: 'userName', width: 10 },
    { header: '填报时间', key: 'reportTime', width: 18 },
    ...task.fields.map((f) => ({ header: f.fieldUnit ? `${f.fieldName}（${f.fieldUnit}）` : f.fieldName, key: `f_${f.fieldKey}`, width: 16 })),
  ];
  const fetchPage = async (page: number, pageSize: number) => {
    const result = await reportDataPage(ctx.db, { taskId: task.id, reportStatus: req.query.reportStatus, page, pageSize });
    const ids = result.list.map((r) => r.id).filter((id): id is string => id !== null);
    const stored = ids.length === 0 ? [] : await ctx.db.select({ id: reportData.id, values: reportData.values }).from(reportData).where(inArray(reportData.id, ids));
    const rows = result.list.map((r) => {
      const row: Row = {
        companyName: r.companyName,
        streetName: r.streetName,
        reportStatus: REPORT_DATA_STATUS_LABELS[r.reportStatus],
        userName: r.userName,
        reportTime: chinaDateTime(r.reportTime),
      };
      for (const v of stored.find((s) => s.id === r.id)?.values ?? []) {
        const field = task.fields.find((f) => f.fieldKey === v.fieldKey);
        row[`f_${v.fieldKey}`] = field?.fieldType === '1' && v.fieldValue !== '' ? Number(v.fieldValue) : v.fieldValue;
      }
      return row;
    });
    return pageResult(rows, result.total);
  };
  return excelExport({ fileName: `填报数据_${task.reportTitle}_${chinaDateTime(new Date(), true)}.xlsx`, sheetName: '填报数据', columns, rows: pagedRows(fetchPage) });
};
