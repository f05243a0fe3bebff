import { chinaDateTime, type ExcelColumn, excelExportWorkbook, type ExcelSheetSpec } from '../../../core/excel-export';
import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import {
  type AppealStatItem,
  type ChartData,
  statisticsByDealOffice,
  statisticsBySource,
  statisticsByStreet,
  statisticsByType,
  statWhere,
} from './appeal-statistics';

/** 超期率 of a stat item: overdueCount / count as a percentage with one decimal (`12.5%`), '' without appeals. */
export function overdueRate(item: Pick<AppealStatItem, 'count' | 'overdueCount'>): string {
  return item.count > 0 ? `${(Math.round((item.overdueCount * 1000) / item.count) / 10).toFixed(1)}%` : '';
}

/** The columns of a class / office / source sheet; `first` names the group column. */
export function statItemColumns(first: string): ExcelColumn<AppealStatItem>[] {
  return [
    { header: first, key: 'name', width: 28 },
    { header: '诉求数', key: 'count', width: 10 },
    { header: '已办结', key: 'finishCount', width: 10 },
    { header: '超期未办结', key: 'overdueCount', width: 12 },
    { header: '超期率', key: 'overdueRate', width: 10, format: overdueRate },
    { header: '平均办理时长（天）', key: 'avgDealDays', width: 18, format: (r) => r.avgDealDays ?? '' },
    { header: '平均满意度', key: 'avgSatisfaction', width: 12, format: (r) => r.avgSatisfaction ?? '' },
  ];
}

const STREET_COLUMNS: ExcelColumn<ChartData>[] = [
  { header: '乡镇（街道）', key: 'name', width: 20 },
  { header: '已办结', key: 'report', width: 10 },
  { header: '未办结', key: 'notReport', width: 10 },
  { header: '合计', key: 'total', width: 10, format: (r) => (r.report ?? 0) + (r.notReport ?? 0) },
];

async function* once<Row>(rows: readonly Row[]): AsyncIterable<readonly Row[]> {
  yield rows;
}

/**
 * `GET /appeal/statistics/export` (staff with appeal:statistics:view; issue 16 诉求统计 "with … export", seeds 001 §7
 * appeal/statistics*): the page's figures for the same window as `诉求统计_<China date>.xlsx` through the export core —
 * sheets 按分类, 按承办部门, 按来源 (count, finished, overdue, 超期率, average handling days, average satisfaction) and
 * 按街道. All figures are read before the download starts, within the caller's data rules on `appeal:info`.
 */
export const exportAppealStatistics: Handler<'exportAppealStatistics'> = async (req, ctx) => {
  const where = statWhere(req.query, await appealStaffScope(ctx.db, requireUser(ctx)));
  const [byType, byOffice, bySource, byStreet] = await Promise.all([
    statisticsByType(ctx.db, where),
    statisticsByDealOffice(ctx.db, where),
    statisticsBySource(ctx.db, where),
    statisticsByStreet(ctx.db, where),
  ]);
  // each sheet's rows are already read: the workbook only writes them
  const sheet = <Row>(name: string, columns: readonly ExcelColumn<Row>[], rows: readonly Row[]) =>
    ({ name, columns, rows: () => once(rows) }) as unknown as ExcelSheetSpec<unknown>;
  return excelExportWorkbook(`诉求统计_${chinaDateTime(new Date(), true)}.xlsx`, [
    sheet('按分类', statItemColumns('诉求分类'), byType),
    sheet('按承办部门', statItemColumns('承办部门'), byOffice),
    sheet('按来源', statItemColumns('诉求来源'), bySource),
    sheet('按街道', STREET_COLUMNS, byStreet),
  ]);
};
