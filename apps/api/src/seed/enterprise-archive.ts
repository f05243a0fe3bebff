/**
 * Demo configuration of the enterprise archive (issue 18, archive): two extension tables — 经营情况 (single-row, every
 * business type; fields named like MatchFacts so they feed policy matching) and 知识产权 (multi-row) — and the
 * 经营情况 values of the demo companies copied from their seeded matching facts, so the archive and the calculator
 * agree from the start.
 */
import { inArray } from 'drizzle-orm';

import type { Db } from '../db/client';
import { companyFact, entArchiveRow, entExpansionTable, entExpansionTableField, type EntFieldTypeValue } from '../db/schema';
import type { PortalSeedContext } from './portal-context';

interface DemoField {
  fieldName: string;
  fieldCode: string;
  fieldType: EntFieldTypeValue;
  required?: boolean;
  unit?: string;
}

const OPERATION_FIELDS: DemoField[] = [
  { fieldName: '成立日期', fieldCode: 'establishDate', fieldType: 'date' },
  { fieldName: '注册资本', fieldCode: 'registeredCapital', fieldType: 'number', unit: '万元' },
  { fieldName: '从业人数', fieldCode: 'employeeCount', fieldType: 'number', unit: '人', required: true },
  { fieldName: '上年度营业收入', fieldCode: 'revenue', fieldType: 'number', unit: '万元', required: true },
  { fieldName: '上年度纳税总额', fieldCode: 'taxAmount', fieldType: 'number', unit: '万元' },
  { fieldName: '上年度研发费用', fieldCode: 'rdExpense', fieldType: 'number', unit: '万元' },
];

const PATENT_FIELDS: DemoField[] = [
  { fieldName: '专利名称', fieldCode: 'patentName', fieldType: 'text', required: true },
  { fieldName: '专利号', fieldCode: 'patentNo', fieldType: 'text' },
  { fieldName: '授权日期', fieldCode: 'authDate', fieldType: 'date' },
];

/** Writes the demo extension tables and values; @returns the counts written. */
export async function seedEnterpriseArchiveDemo(db: Db, ctx: PortalSeedContext): Promise<Record<string, number>> {
  const [operation, patent] = await db
    .insert(entExpansionTable)
    .values([
      { tableName: '经营情况', tableCode: 'operation', multiRow: false, orderNum: 1, remark: '与政策匹配同名的字段会同步给政策计算器' },
      { tableName: '知识产权', tableCode: 'patent', multiRow: true, orderNum: 2, remark: '每项专利一行' },
    ])
    .returning({ id: entExpansionTable.id });
  if (!operation || !patent) throw new Error('extension tables not inserted');
  const fields = await db
    .insert(entExpansionTableField)
    .values([
      ...OPERATION_FIELDS.map((f, i) => ({ ...f, required: f.required ?? false, unit: f.unit ?? null, tableId: operation.id, orderNum: i + 1 })),
      ...PATENT_FIELDS.map((f, i) => ({ ...f, required: f.required ?? false, unit: f.unit ?? null, tableId: patent.id, orderNum: i + 1 })),
    ])
    .returning({ id: entExpansionTableField.id, tableId: entExpansionTableField.tableId, fieldCode: entExpansionTableField.fieldCode });
  const idOf = new Map(fields.filter((f) => f.tableId === operation.id).map((f) => [f.fieldCode, f.id]));
  const facts = ctx.companyIds.length > 0 ? await db.select().from(companyFact).where(inArray(companyFact.companyId, ctx.companyIds)) : [];
  const rows = facts
    .map((f) => {
      const values: Record<string, string | number> = {};
      for (const [code, id] of idOf) {
        const v = f.facts[code];
        if (typeof v === 'number' || typeof v === 'string') values[id] = v;
      }
      return { companyId: f.companyId, tableId: operation.id, detail: 'main' as const, fieldValues: values };
    })
    .filter((r) => Object.keys(r.fieldValues).length > 0);
  if (rows.length > 0) await db.insert(entArchiveRow).values(rows);
  return { tables: 2, fields: fields.length, archiveRows: rows.length };
}
