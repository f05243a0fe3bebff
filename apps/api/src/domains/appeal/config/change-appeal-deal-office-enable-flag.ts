import type { Handler } from '../../../core/handler';
import { configWrite, setEnableFlag } from './appeal-config';

/** `POST /appeal/dealOffice/changeEnableFlag` (ADMIN, YYF with appeal:dealOffice:save; issue 16 "Configuration"): a disabled office cannot be chosen by dispatch or transfer; its current appeals stay with it. */
export const changeAppealDealOfficeEnableFlag: Handler<'changeAppealDealOfficeEnableFlag'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => setEnableFlag(tx, 'office', req.body.id, req.body.enableFlag));
  return null;
};
