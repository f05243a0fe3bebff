/**
 * The receiver workbook of 短信发送 (seeds 001 §2 "Import upload card", §5; 000 §7 "The default is an SMS template
 * export"): one definition of the import core, used by the template download (exportSmsTemplate) and the import
 * (importSmsPhone).
 */
import { isMobilePhone, PHONE_FORMAT_MSG } from '@qifu/sms-rules';

import { defineExcelImport, readImportSheet } from '../../../core/excel-import';

/** The template: 手机号 (required, unique), 姓名, 企业名称; at most 10 000 rows (the send form's maxItems). */
export const SMS_RECEIVER_IMPORT = defineExcelImport({
  templateName: '短信接收人导入模板',
  columns: [
    { key: 'phone', header: '手机号', required: true, maxLength: 11, unique: true, width: 16 },
    { key: 'name', header: '姓名', maxLength: 50, width: 14 },
    { key: 'companyName', header: '企业名称', maxLength: 200, width: 36 },
  ],
  maxRows: 10_000,
});

/** A parsed receiver. */
export interface ParsedReceiver {
  phone: string;
  name?: string;
  companyName?: string;
}

/**
 * Reads the caller's receiver workbook (the multipart `file`'s bytes): header row checked by the import core, each phone checked
 * (手机号格式错误) and de-duplicated (手机号与第n行重复), rows of a longer phone refused by the core's length rule.
 * @throws AppError as `readImportSheet` (not .xlsx, header changed, no rows).
 */
export async function parseReceiverWorkbook(bytes: Buffer) {
  const sheet = await readImportSheet(SMS_RECEIVER_IMPORT, bytes);
  const receivers: ParsedReceiver[] = [];
  const errors: { row: number; phone: string; reason: string }[] = [];
  const phoneOf = new Map<number, string>();
  for (const row of sheet.rows) {
    phoneOf.set(row.rowNo, row.cells.phone);
    if (!isMobilePhone(row.cells.phone)) {
      errors.push({ row: row.rowNo, phone: row.cells.phone, reason: PHONE_FORMAT_MSG });
      continue;
    }
    receivers.push({
      phone: row.cells.phone,
      ...(row.cells.name ? { name: row.cells.name } : {}),
      ...(row.cells.companyName ? { companyName: row.cells.companyName } : {}),
    });
  }
  for (const f of sheet.failList) errors.push({ row: f.rowNo, phone: phoneOf.get(f.rowNo) ?? '', reason: f.reason });
  errors.sort((a, b) => a.row - b.row);
  return { importable: receivers.length, nonImportable: errors.length, receivers, errors };
}
