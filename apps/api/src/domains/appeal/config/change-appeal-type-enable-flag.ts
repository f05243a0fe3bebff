import type { Handler } from '../../../core/handler';
import { configWrite, setEnableFlag } from './appeal-config';

/** `POST /appeal/type/changeEnableFlag` (ADMIN, YYF with appeal:type:save; issue 16 "Configuration"): enables or disables a class (a disabled parent hides its children from the form). Invalidates the cached class tree. */
export const changeAppealTypeEnableFlag: Handler<'changeAppealTypeEnableFlag'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => setEnableFlag(tx, 'type', req.body.id, req.body.enableFlag));
  return null;
};
