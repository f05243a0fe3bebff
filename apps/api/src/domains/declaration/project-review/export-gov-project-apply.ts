import type { components } from '@qifu/sdk';
import { eq, inArray } from 'drizzle-orm';

import { chinaDateTime, type ExcelCell, excelExport, type ExcelColumn, pagedRows } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { decDeclare, polApplyProject } from '../../../db/schema';
import type { DeclareItem } from '../declare/declare.queries';
import { DECLARE_EXPORT_COLUMNS } from '../declare/export-declare';
import { projectApplyPage, projectApplyScope } from './project-review.queries';

type TemplateField = components['schemas']['ApplyProjectTemplateField'];
type Row = DeclareItem & { formData: Record<string, unknown> };

/** Text of one answer in a cell: lists joined with 、, files by name, table rows by their cells. */
export function answerText(field: TemplateField, value: unknown): ExcelCell {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    const option = field.options?.find((o) => o.value === value);
    return option ? option.label : value;
  }
  if (!Array.isArray(value)) return '';
  if (field.type === 'upload') return value.map((f) => (f as { fileName?: string }).fileName ?? '').join('、');
  if (field.type === 'dateRange') return value.join(' 至 ');
  if (field.type === 'table') {
    return value
      .map((row) => (field.columns ?? []).map((c) => `${c.label}：${String(answerText(c, (row as Record<string, unknown>)[c.key]))}`).join('，'))
      .join('；');
  }
  return value.map((v) => field.options?.find((o) => o.value === v)?.label ?? String(v)).join('、');
}

async function withAnswers(db: Db, items: DeclareItem[]): Promise<Row[]> {
  if (items.length === 0) return [];
  const rows = await db.select({ id: decDeclare.id, formData: decDeclare.formData }).from(decDeclare).where(inArray(decDeclare.id, items.map((i) => i.id)));
  const byId = new Map(rows.map((r) => [r.id, r.formData]));
  return items.map((i) => ({ ...i, formData: byId.get(i.id) ?? {} }));
}

/**
 * `GET /gov/policy/doc/export` (policy:apply:export; seeds 001 §7 /gov/policy/doc/*: export, 000 §7 "A
 * blob option returns a file"): the declarations `listGovProjectApply` shows for the same filters and
 * data rules, as `项目申报_<China date>.xlsx`; with projectId one more column per template field holding
 * the answers (options by label, files by name, table rows by their cells).
 * @throws AppError BUSINESS_RULE 导出数据超过10000条，请缩小查询范围后再导出 (as JSON, before the file starts).
 */
export const exportGovProjectApply: Handler<'exportGovProjectApply'> = async (req, ctx) => {
  const scope = await projectApplyScope(ctx.db, requireUser(ctx));
  let fields: TemplateField[] = [];
  if (req.query.projectId) {
    const [project] = await ctx.db.select({ template: polApplyProject.template }).from(polApplyProject).where(eq(polApplyProject.id, req.query.projectId)).limit(1);
    fields = ((project?.template as { fields?: TemplateField[] } | undefined)?.fields ?? []).slice();
  }
  const columns: ExcelColumn<Row>[] = [
    ...(DECLARE_EXPORT_COLUMNS as readonly ExcelColumn<Row>[]),
    ...fields.map((f) => ({ header: f.label, key: `formData.${f.key}`, width: 20, format: (row: Row) => answerText(f, row.formData[f.key]) })),
  ];
  return excelExport({
    fileName: `项目申报_${chinaDateTime(new Date(), true)}.xlsx`,
    sheetName: '项目申报',
    columns,
    rows: pagedRows(async (page, pageSize) => {
      const result = await projectApplyPage(ctx.db, { ...req.query, page, pageSize }, scope);
      return { list: await withAnswers(ctx.db, result.list), total: result.total };
    }),
  });
};
