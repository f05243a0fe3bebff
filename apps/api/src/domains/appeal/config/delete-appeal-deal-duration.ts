import type { Handler } from '../../../core/handler';
import { configWrite, deleteDealDurations } from './appeal-config';

/** `POST /appeal/dealDuration/delete` (ADMIN, YYF with appeal:dealDuration:delete; issue 16 "Configuration"): deletes time limits (their classes fall back to the default of 15 working days). */
export const deleteAppealDealDuration: Handler<'deleteAppealDealDuration'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => deleteDealDurations(tx, req.body.ids));
  return null;
};
