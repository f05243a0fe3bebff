import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { receiveImportWorkbook } from '../../../core/import-upload';
import { parseReceiverWorkbook } from './sms-receiver-import';

/**
 * `POST /sms/send/importPhone` (multipart `file`; sms:send:batch; seeds 001 §2 import card, §5): the receivers of the
 * caller's workbook (importable, non-importable with the reason by row). Sends nothing, keeps nothing; answers 上传成功.
 * @throws AppError BAD_REQUEST 请选择要上传的文件 / 请上传10M以下的.xls或.xlsx文件 / for a file that is not .xlsx;
 *   PAYLOAD_TOO_LARGE over 10 MB; BUSINESS_RULE 模板表头不能修改或删除… / 导入文件中没有数据.
 */
export const importSmsPhone: Handler<'importSmsPhone'> = async (req) => {
  const { bytes } = await receiveImportWorkbook(req.raw);
  return ok(await parseReceiverWorkbook(bytes), '上传成功');
};
