/**
 * The enterprise whitelist of a calculator as a spreadsheet (seeds 001 §2, §5 import upload card;
 * §7 exportEntWhitelistTemplate, exportEntWhitelist, importEntWhitelist): template columns 企业名称,
 * 统一社会信用代码 through the import core (`core/excel-import.ts`), the same layout for the export.
 */
import { validateCreditCode } from '@qifu/validation';
import { eq, inArray } from 'drizzle-orm';

import { defineExcelImport, type ImportFailure, type ImportRow } from '../../../core/excel-import';
import type { Db } from '../../../db/client';
import { company, polCalculatorWhitelist } from '../../../db/schema';

/** The template: 企业名称, 统一社会信用代码 (file 企业白名单导入模板.xlsx). */
export const WHITELIST_IMPORT = defineExcelImport({
  templateName: '企业白名单导入模板',
  columns: [
    { key: 'companyName', header: '企业名称', required: true, maxLength: 100, width: 40 },
    { key: 'creditCode', header: '统一社会信用代码', required: true, maxLength: 18, unique: true, width: 26 },
  ],
});

type WhitelistRow = ImportRow<(typeof WHITELIST_IMPORT.columns)[number]['key']>;

const LOOKUP_CHUNK = 1000;

async function companiesByCode(db: Db, codes: readonly string[]): Promise<Map<string, { id: string; companyName: string }>> {
  const out = new Map<string, { id: string; companyName: string }>();
  for (let i = 0; i < codes.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .select({ id: company.id, companyName: company.companyName, creditCode: company.creditCode })
      .from(company)
      .where(inArray(company.creditCode, codes.slice(i, i + LOOKUP_CHUNK)));
    for (const r of rows) out.set(r.creditCode, r);
  }
  return out;
}

/**
 * Rows that cannot be whitelisted: 社会信用代码格式错误, 企业不存在 (no enterprise with that code),
 * 企业名称与信用代码不符 (the code belongs to another name).
 */
export async function refusedWhitelistRows(db: Db, rows: readonly WhitelistRow[]): Promise<ImportFailure[]> {
  const out: ImportFailure[] = [];
  const valid = rows.filter((r) => {
    const problem = validateCreditCode(r.cells.creditCode);
    if (problem) out.push({ rowNo: r.rowNo, reason: problem });
    return !problem;
  });
  const known = await companiesByCode(
    db,
    valid.map((r) => r.cells.creditCode),
  );
  for (const r of valid) {
    const c = known.get(r.cells.creditCode);
    if (!c) out.push({ rowNo: r.rowNo, reason: '企业不存在' });
    else if (c.companyName !== r.cells.companyName) out.push({ rowNo: r.rowNo, reason: '企业名称与信用代码不符' });
  }
  return out;
}

/** Replaces the calculator's whitelist with the rows' enterprises (inside the import's transaction). */
export async function replaceWhitelist(tx: Db, calculatorId: string, rows: readonly WhitelistRow[]): Promise<ImportFailure[]> {
  const known = await companiesByCode(
    tx,
    rows.map((r) => r.cells.creditCode),
  );
  await tx.delete(polCalculatorWhitelist).where(eq(polCalculatorWhitelist.calculatorId, calculatorId));
  const failures: ImportFailure[] = [];
  const values: { calculatorId: string; companyId: string }[] = [];
  for (const r of rows) {
    const c = known.get(r.cells.creditCode);
    if (c) values.push({ calculatorId, companyId: c.id });
    else failures.push({ rowNo: r.rowNo, reason: '企业不存在' });
  }
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    await tx.insert(polCalculatorWhitelist).values(values.slice(i, i + LOOKUP_CHUNK)).onConflictDoNothing();
  }
  return failures;
}
