import { ENUM_LABELS } from '@qifu/sdk';

import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { type Allowance, allowancePage, allowanceScope } from './allowance.queries';

/** The columns of the allowance export. */
export const ALLOWANCE_EXPORT_COLUMNS: readonly ExcelColumn<Allowance>[] = [
  { header: '企业名称', key: 'companyName', width: 30 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '依据政策', key: 'policyTitle', width: 40 },
  { header: '补助项目', key: 'projectName', width: 32 },
  { header: '补助金额（元）', key: 'allowanceAmount', width: 16 },
  { header: '补助年度', key: 'allowanceYear', width: 10 },
  { header: '发放部门', key: 'grantDep', width: 24 },
  { header: '发放日期', key: 'grantDate', width: 12 },
  { header: '状态', key: 'status', width: 10, format: (row) => ENUM_LABELS.PortalAllowanceStatus[row.status] },
  { header: '备注', key: 'remark', width: 30 },
  { header: '创建时间', key: 'createTime', width: 18, format: (row) => chinaDateTime(row.createTime) },
];

/**
 * `GET /allowance/export` (portal:allowance:export): the records `listAllowance` shows for the same
 * filters and data rules, as `补助发放_<China date>.xlsx` through the one export core.
 * @throws AppError BUSINESS_RULE 导出数据超过9000条，请缩小查询范围后再导出 (before the file starts).
 */
export const exportAllowance: Handler<'exportAllowance'> = async (req, ctx) => {
  const scope = await allowanceScope(ctx.db, requireUser(ctx));
  return excelExport({
    fileName: `补助发放_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '补助发放',
    columns: ALLOWANCE_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => allowancePage(ctx.db, { ...req.query, page, pageSize }, scope), { maxRows: 9000 }),
  });
};
