import { inArray } from 'drizzle-orm';

import { chinaDateTime, type ExcelCell, type ExcelColumn, excelExport, pagedRows } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { pageResult } from '../../../core/paging';
import { quesAnswerItem } from '../../../db/schema';
import { readQuesDetail } from '../ques-info/ques-info.queries';
import { quesAnswerPage } from './ques-answer.queries';

type Row = Record<string, ExcelCell>;

/**
 * `GET /ques/answer/export?quesId` (ADMIN, YYF, GOV, DEPT; ques:answer:export; seeds 001 §7
 * /ques/*): every submission as a workbook — 企业名称, 填写人, 提交时间, then one column per question
 * (chosen option texts joined by "；", the text, or the score), newest first (at most 10 000 rows).
 * @throws AppError NOT_FOUND_ENTITY 问卷不存在.
 */
export const exportQuesAnswer: Handler<'exportQuesAnswer'> = async (req, ctx) => {
  const detail = await readQuesDetail(ctx.db, req.query.quesId);
  const optionText = new Map(detail.questions.flatMap((q) => (q.options ?? []).map((o) => [o.id ?? '', o.optionContent] as const)));
  const columns: ExcelColumn<Row>[] = [
    { header: '企业名称', key: 'companyName', width: 30 },
    { header: '填写人', key: 'userName', width: 10 },
    { header: '提交时间', key: 'submitTime', width: 18 },
    ...detail.questions.map((q, i) => ({ header: `${i + 1}. ${q.questionTitle}`, key: `q${i}`, width: 24 })),
  ];
  const fetchPage = async (page: number, pageSize: number) => {
    const result = await quesAnswerPage(ctx.db, { quesId: detail.id, page, pageSize });
    const ids = result.list.map((r) => r.id);
    const items = ids.length === 0 ? [] : await ctx.db.select().from(quesAnswerItem).where(inArray(quesAnswerItem.answerId, ids));
    const rows = result.list.map((r) => {
      const row: Row = { companyName: r.companyName, userName: r.userName, submitTime: chinaDateTime(r.submitTime) };
      detail.questions.forEach((q, i) => {
        const item = items.find((it) => it.answerId === r.id && it.questionId === q.id);
        if (!item) return;
        row[`q${i}`] = item.optionIds.length > 0 ? item.optionIds.map((id) => optionText.get(id) ?? '').join('；') : (item.answerContent ?? item.answerScore ?? null);
      });
      return row;
    });
    return pageResult(rows, result.total);
  };
  return excelExport({ fileName: `答卷_${detail.quesTitle}_${chinaDateTime(new Date(), true)}.xlsx`, sheetName: '答卷', columns, rows: pagedRows(fetchPage) });
};
