import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { backAppealWith } from './appeal-staff-actions';

/**
 * `POST /appeal/info/back` (ADMIN, YYF, GOV, DEPT; `appeal:info:back`): 1/2/3 → 7 已退回 with the reason the enterprise
 * sees; it may then resubmit. A DEPT caller only for its own office's appeals.
 */
export const backAppeal: Handler<'backAppeal'> = async (req, ctx) => {
  await backAppealWith(ctx.db, actorOf(requireUser(ctx)), req.body);
  return null;
};
