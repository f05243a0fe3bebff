import { and, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { csKnowledge } from '../../../db/schema';
import { containsPattern } from '../../../core/values';
import { toKnowledge } from './knowledge.queries';

/**
 * `GET /knowledge/list` (ADMIN, YYF, CALL, cs:knowledge:list; seeds 001 §1 "the customer-service
 * knowledge base"): entries newest first (last change), `knoQuiz` matching the question literally
 * (any case), `enableFlag` filtering enabled or disabled ones.
 */
export const listKnowledge: Handler<'listKnowledge'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.knoQuiz);
  const where = and(
    pattern ? ilike(csKnowledge.knoQuiz, pattern) : undefined,
    req.query.enableFlag === undefined ? undefined : eq(csKnowledge.enableFlag, req.query.enableFlag),
  );
  const [rows, totals] = await Promise.all([
    ctx.db.select().from(csKnowledge).where(where).orderBy(desc(csKnowledge.updatedAt), desc(csKnowledge.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(csKnowledge).where(where),
  ]);
  return pageResult(rows.map(toKnowledge), totals[0]?.n ?? 0);
};
