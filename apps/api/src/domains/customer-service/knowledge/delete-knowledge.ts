import { inArray } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { csKnowledge } from '../../../db/schema';

/**
 * `POST /knowledge/delete { ids }` (ADMIN, YYF, CALL, cs:knowledge:delete): deletes the entries
 * (unknown ids are ignored); smart question records keep their question and the answer shown, their
 * link to the entry becomes null.
 */
export const deleteKnowledge: Handler<'deleteKnowledge'> = async (req, ctx) => {
  await ctx.db.delete(csKnowledge).where(inArray(csKnowledge.id, req.body.ids));
  return null;
};
