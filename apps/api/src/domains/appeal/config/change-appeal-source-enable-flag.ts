import type { Handler } from '../../../core/handler';
import { configWrite, setEnableFlag } from './appeal-config';

/** `POST /appeal/sourceValueName/changeEnableFlag` (ADMIN, YYF with appeal:source:save; issue 16 "Configuration"): enables or disables a source (a disabled one leaves the form's list). Invalidates the cached source list. */
export const changeAppealSourceEnableFlag: Handler<'changeAppealSourceEnableFlag'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => setEnableFlag(tx, 'source', req.body.id, req.body.enableFlag));
  return null;
};
