import { excelImportTemplate } from '../../../core/excel-import';
import type { Handler } from '../../../core/handler';
import { KNOWLEDGE_IMPORT } from './knowledge-import';

/**
 * `GET /knowledge/downloadTemplate` (ADMIN, YYF, CALL, cs:knowledge:import; seeds 001 §2 import
 * upload card type 1): 知识库导入模板.xlsx, its first row the headers 问题, 答复.
 */
export const downloadKnowledgeTemplate: Handler<'downloadKnowledgeTemplate'> = () => excelImportTemplate(KNOWLEDGE_IMPORT);
