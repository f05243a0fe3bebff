import { excelExport } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { SMS_RECEIVER_IMPORT } from '../send/sms-receiver-import';

/**
 * `GET /sms/template/export?fileName=` (public; seeds 000 §7 "Template download is a browser navigation to an export
 * path with params. The default is an SMS template export"): the receiver workbook of the import card — an `.xlsx`
 * whose bold, frozen first row holds 手机号, 姓名, 企业名称 (the import core's template, `SMS_RECEIVER_IMPORT`), no data.
 * `fileName` (without extension) names the download; default 短信接收人导入模板.xlsx.
 */
export const exportSmsTemplate: Handler<'exportSmsTemplate'> = async (req) => {
  const name = req.query.fileName?.trim().replace(/[\\/:*?"<>|]/g, '') || SMS_RECEIVER_IMPORT.templateName;
  return excelExport<Record<string, never>>({
    fileName: `${name}.xlsx`,
    sheetName: SMS_RECEIVER_IMPORT.templateName,
    columns: SMS_RECEIVER_IMPORT.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 })),
    rows: (async function* () {})(),
  });
};
