import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { parseReceiverWorkbook } from './sms-receiver-import';

/**
 * `POST /sms/send/importPhone { filePath }` (sms:send:batch; seeds 001 §2 import card, §5): the receivers of the
 * caller's uploaded workbook (importable, non-importable with the reason by row). Sends nothing; answers 上传成功.
 * @throws AppError NOT_FOUND_ENTITY 导入文件不存在，请重新上传; BAD_REQUEST for a file that is not .xlsx; BUSINESS_RULE
 *   模板表头不能修改或删除… / 导入文件中没有数据.
 */
export const importSmsPhone: Handler<'importSmsPhone'> = async (req, ctx) =>
  ok(await parseReceiverWorkbook(ctx, req.body.filePath), '上传成功');
