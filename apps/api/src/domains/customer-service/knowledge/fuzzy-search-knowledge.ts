import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { matchKnowledge } from './knowledge-match';

/**
 * `GET /knowledge/fuzzySearch?knoQuiz&page&pageSize` (public; seeds 000 §7 "Fuzzy search (knoQuiz,
 * page 1, pageSize 10)", §9): the enabled entries matching knoQuiz by the Chinese fuzzy matching of
 * {@link matchKnowledge} (containment or shared character pairs; partial, reordered and slightly
 * mistyped questions find their entry), best first, as `{ list: [{ id, knoQuiz, knoReply }], total }`.
 */
export const fuzzySearchKnowledge: Handler<'fuzzySearchKnowledge'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const { list, total } = await matchKnowledge(ctx.db, req.query.knoQuiz, window.limit, window.offset);
  return pageResult(
    list.map((k) => ({ id: k.id, knoQuiz: k.knoQuiz, knoReply: k.knoReply })),
    total,
  );
};
