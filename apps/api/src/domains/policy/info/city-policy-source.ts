/**
 * Where cityPolicySync reads the city enterprise-service platform's policies (seeds 001 §7
 * "cityPolicySync and related"; issue 15: "a pluggable source; the default reads a spreadsheet the
 * operator uploads, shows a preview and imports the new ones"). A deployment with an API of the city
 * platform plugs in its own {@link CityPolicySource} with {@link useCityPolicySource}; the default
 * {@link spreadsheetCityPolicySource} reads the `.xlsx` the caller uploaded with /files/upload,
 * through the one import core (header row checked: 模板表头不能修改或删除…).
 */
import { AppError } from '../../../core/envelope';
import { defineExcelImport, readImportSheet, readUploadedWorkbook, type ImportFailure } from '../../../core/excel-import';
import type { HandlerContext } from '../../../core/handler';

/** One policy of the city platform. */
export interface CityPolicyRecord {
  cityPolicyId: string;
  policyTitle: string;
  policyDepName: string;
  policyCreateTime: Date;
  /** Body text or HTML (sanitized on import); may be empty. */
  content: string;
}

/** What a source reads: the policies on offer, and the rows it could not read (spreadsheet rows). */
export interface CityPolicyBatch {
  policies: CityPolicyRecord[];
  failList: ImportFailure[];
}

/** A source of city policies. `filePath` is the operator's upload (the spreadsheet source needs it). */
export interface CityPolicySource {
  read(ctx: HandlerContext, input: { filePath?: string }): Promise<CityPolicyBatch>;
}

/** The template of the default source (downloadCityPolicyTemplate). */
export const CITY_POLICY_IMPORT = defineExcelImport({
  templateName: '市平台政策导入模板',
  columns: [
    { key: 'cityPolicyId', header: '市平台政策编号', required: true, maxLength: 64, unique: true, width: 20 },
    { key: 'policyTitle', header: '政策标题', required: true, maxLength: 200, width: 44 },
    { key: 'policyDepName', header: '发文单位', required: true, maxLength: 100, width: 28 },
    { key: 'policyCreateTime', header: '发布时间', required: true, maxLength: 40, width: 18 },
    { key: 'content', header: '政策正文', maxLength: 200000, width: 60 },
  ],
  maxRows: 2000,
});

/** The refusal without an uploaded file. */
export const CITY_FILE_REQUIRED = '请先上传市平台政策表格';

/**
 * A publication time as typed in the sheet: `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYY-MM-DD HH:mm` in China
 * time, or anything `Date` reads (an Excel date cell); undefined when unreadable.
 */
export function parseChinaTime(text: string): Date | undefined {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{2}))?/.exec(text.trim());
  if (m) {
    const [, y, mo, d, h, mi] = m;
    const pad = (v: string | undefined, def: string) => (v ?? def).padStart(2, '0');
    const date = new Date(`${y}-${pad(mo, '1')}-${pad(d, '1')}T${pad(h, '0')}:${pad(mi, '0')}:00+08:00`);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The default source: the operator's spreadsheet (see the module comment). */
export const spreadsheetCityPolicySource: CityPolicySource = {
  async read(ctx, { filePath }) {
    if (!filePath) throw new AppError('BUSINESS_RULE', CITY_FILE_REQUIRED);
    const sheet = await readImportSheet(CITY_POLICY_IMPORT, await readUploadedWorkbook(ctx, filePath));
    const failList = [...sheet.failList];
    const policies: CityPolicyRecord[] = [];
    for (const row of sheet.rows) {
      const time = parseChinaTime(row.cells.policyCreateTime);
      if (!time) {
        failList.push({ rowNo: row.rowNo, reason: '发布时间格式错误' });
        continue;
      }
      policies.push({
        cityPolicyId: row.cells.cityPolicyId,
        policyTitle: row.cells.policyTitle,
        policyDepName: row.cells.policyDepName,
        policyCreateTime: time,
        content: row.cells.content,
      });
    }
    failList.sort((a, b) => a.rowNo - b.rowNo);
    return { policies, failList };
  },
};

let current: CityPolicySource = spreadsheetCityPolicySource;

/** The source in use. */
export function cityPolicySource(): CityPolicySource {
  return current;
}

/** Plugs in another source (a city-platform API); answers the previous one (tests restore it). */
export function useCityPolicySource(source: CityPolicySource): CityPolicySource {
  const previous = current;
  current = source;
  return previous;
}
