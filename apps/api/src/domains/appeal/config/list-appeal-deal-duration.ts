import type { Handler } from '../../../core/handler';
import { dealDurationPage } from './appeal-config';

/** `GET /appeal/dealDuration/list` (ADMIN, YYF with appeal:dealDuration:list; issue 16 "Configuration"): the time limits (办理时限, working days from dispatch) per appeal class; classes without a row use 15. */
export const listAppealDealDuration: Handler<'listAppealDealDuration'> = async (req, ctx) => dealDurationPage(ctx.db, req.query);
