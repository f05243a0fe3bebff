import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { matchFormPage } from './match-form.queries';

/**
 * `GET /admin/match/form/queryDataList` (policy:matchForm:list; seeds 001 §3, §7): match forms with
 * their questionnaire and question references, newest change first, by name and enable flag.
 */
export const queryDataList: Handler<'queryDataList'> = async (req, ctx) => ok(await matchFormPage(ctx.db, req.query));
