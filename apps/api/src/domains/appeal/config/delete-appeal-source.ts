import type { Handler } from '../../../core/handler';
import { configWrite, deleteSources } from './appeal-config';

/** `POST /appeal/sourceValueName/delete` (ADMIN, YYF with appeal:source:delete; issue 16 "Configuration"): deletes sources no appeal uses (else BUSINESS_RULE 该来源已被诉求使用，请停用, nothing deleted). Invalidates the cached source list. */
export const deleteAppealSource: Handler<'deleteAppealSource'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => deleteSources(tx, req.body.ids));
  return null;
};
