import type { Handler } from '../../../core/handler';
import { appealTypeTree } from './appeal-options';

/**
 * `GET /appeal/type/tree` (ADMIN, YYF; `appeal:type:list`): every appeal class, enabled or not, as a tree ordered by
 * sort; `keyword` keeps matching classes with their parents (and a matching parent's children).
 */
export const listAppealTypeTree: Handler<'listAppealTypeTree'> = async (req, ctx) => appealTypeTree(ctx.db, req.query.keyword);
