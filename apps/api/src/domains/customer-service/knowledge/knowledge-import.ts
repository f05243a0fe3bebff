/**
 * The knowledge import's template (seeds 000 §3 "Knowledge entry: knoQuiz, knoReply", §7 "for
 * knowledge import also knosFile"; seeds 001 §2 import upload card): columns 问题 and 答复, with the
 * limits of `KnowledgeForm` (question ≤ 200, answer ≤ 5000 characters), a question at most once per
 * file. Used by importKnowledge and downloadKnowledgeTemplate through the import core
 * (`core/excel-import.ts`).
 */
import { inArray } from 'drizzle-orm';

import { defineExcelImport, type ImportFailure, type ImportRow } from '../../../core/excel-import';
import type { Db } from '../../../db/client';
import { csKnowledge } from '../../../db/schema';
import { DUPLICATE_QUIZ_MSG } from './knowledge.queries';

/** The template: 问题, 答复 (file 知识库导入模板.xlsx). */
export const KNOWLEDGE_IMPORT = defineExcelImport({
  templateName: '知识库导入模板',
  columns: [
    { key: 'knoQuiz', header: '问题', required: true, maxLength: 200, unique: true, width: 40 },
    { key: 'knoReply', header: '答复', required: true, maxLength: 5000, width: 80 },
  ],
});

type KnowledgeImportRow = ImportRow<(typeof KNOWLEDGE_IMPORT.columns)[number]['key']>;

/** Questions per `IN (…)` look-up. */
const LOOKUP_CHUNK = 1000;

/** Rows whose question is already in the knowledge base: 该问题已存在. */
export async function existingQuestions(db: Db, rows: readonly KnowledgeImportRow[]): Promise<ImportFailure[]> {
  const existing = new Set<string>();
  for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) {
    const quizzes = rows.slice(i, i + LOOKUP_CHUNK).map((r) => r.cells.knoQuiz);
    const found = await db.select({ knoQuiz: csKnowledge.knoQuiz }).from(csKnowledge).where(inArray(csKnowledge.knoQuiz, quizzes));
    for (const f of found) existing.add(f.knoQuiz);
  }
  return rows.filter((r) => existing.has(r.cells.knoQuiz)).map((r) => ({ rowNo: r.rowNo, reason: DUPLICATE_QUIZ_MSG }));
}

/**
 * Inserts the rows as enabled entries created by `userId`; a question inserted meanwhile by
 * someone else is skipped and answered as 该问题已存在.
 */
export async function insertKnowledgeRows(db: Db, rows: readonly KnowledgeImportRow[], userId: string | null): Promise<ImportFailure[]> {
  const inserted = new Set<string>();
  for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) {
    const values = rows.slice(i, i + LOOKUP_CHUNK).map((r) => ({ knoQuiz: r.cells.knoQuiz, knoReply: r.cells.knoReply, enableFlag: true, createdBy: userId }));
    const done = await db.insert(csKnowledge).values(values).onConflictDoNothing({ target: csKnowledge.knoQuiz }).returning({ knoQuiz: csKnowledge.knoQuiz });
    for (const d of done) inserted.add(d.knoQuiz);
  }
  return rows.filter((r) => !inserted.has(r.cells.knoQuiz)).map((r) => ({ rowNo: r.rowNo, reason: DUPLICATE_QUIZ_MSG }));
}
