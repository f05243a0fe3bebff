import { ENUM_LABELS } from '@qifu/sdk';

import { chinaDateTime, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import type { components } from '@qifu/sdk';
import { adminPolicyPage, adminPolicyWhere, policyScope } from './policy-info.queries';

type Item = components['schemas']['AdminPolicyListItem'];

/** Most rows of the policy export (the contract's "At most 9000 rows"). */
export const POLICY_EXPORT_MAX_ROWS = 9000;

/** The columns of the policy export (the contract's list: 政策标题 … 浏览次数). */
export const POLICY_EXPORT_COLUMNS: readonly ExcelColumn<Item>[] = [
  { header: '政策标题', key: 'policyTitle', width: 44 },
  { header: '文号', key: 'policyNo', width: 20 },
  { header: '发文单位', key: 'policyDepName', width: 28 },
  { header: '政策级别', key: 'policyLevel', width: 10 },
  { header: '支持方式', key: 'supportModes', width: 20, format: (row) => row.supportModes.join('、') },
  { header: '状态', key: 'status', width: 10, format: (row) => ENUM_LABELS.PolicyShelfStatus[row.status] },
  { header: '来源', key: 'source', width: 12, format: (row) => ENUM_LABELS.PolicySource[row.source] },
  { header: '发布时间', key: 'policyCreateTime', width: 18, format: (row) => chinaDateTime(row.policyCreateTime) },
  { header: '浏览次数', key: 'viewCount', width: 10 },
];

/**
 * `GET /admin/policy/info/export` (staff, policy:info:export; seeds 001 §7 export): the policies
 * listAdminPolicyInfo shows for the same filters and data rules, all pages, as
 * `政策发布_<China date>.xlsx` through the one export core.
 * @throws AppError BUSINESS_RULE 导出数据超过9000条，请缩小查询范围后再导出 (as JSON, before the file starts).
 */
export const exportAdminPolicyInfo: Handler<'exportAdminPolicyInfo'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const where = adminPolicyWhere(req.query, scope);
  return excelExport({
    fileName: `政策发布_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '政策发布',
    columns: POLICY_EXPORT_COLUMNS,
    rows: pagedRows((page, pageSize) => adminPolicyPage(ctx.db, where, toPageWindow({ page, pageSize })), { maxRows: POLICY_EXPORT_MAX_ROWS }),
  });
};
