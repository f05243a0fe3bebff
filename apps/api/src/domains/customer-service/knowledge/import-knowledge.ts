import { runExcelImport } from '../../../core/excel-import';
import { type Handler, requireUser } from '../../../core/handler';
import { formFlag, receiveImportWorkbook } from '../../../core/import-upload';
import { existingQuestions, insertKnowledgeRows, KNOWLEDGE_IMPORT } from './knowledge-import';

/**
 * `POST /knowledge/importData` (multipart `file`, `checkOnly?`; ADMIN, YYF, CALL, cs:knowledge:import;
 * seeds 000 §7 knosFile, seeds 001 §2 import upload card, §5): imports the caller's `.xlsx` through
 * the import core ({@link runExcelImport}) with the template {@link KNOWLEDGE_IMPORT} (问题, 答复).
 * Rows with an empty or too long cell, a question repeated in the file or already in the knowledge
 * base are listed in failList; the others become enabled entries at once (the smart answer and the
 * fuzzy search read the table directly). `checkOnly` writes nothing (the card's importable /
 * non-importable counts). Answers 导入完成 / 校验完成.
 * @throws AppError BUSINESS_RULE 模板表头不能修改或删除，缺少或被修改的列：… (nothing imported).
 * @throws AppError BAD_REQUEST without a file, for another type or an unreadable file; PAYLOAD_TOO_LARGE over 10 MB.
 */
export const importKnowledge: Handler<'importKnowledge'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { bytes, fields } = await receiveImportWorkbook(req.raw);
  return runExcelImport(ctx, { bytes, checkOnly: formFlag(fields, 'checkOnly') }, KNOWLEDGE_IMPORT, {
    check: existingQuestions,
    write: (tx, rows) => insertKnowledgeRows(tx, rows, user.id),
  });
};
