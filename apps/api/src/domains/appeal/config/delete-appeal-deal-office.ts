import type { Handler } from '../../../core/handler';
import { configWrite, deleteDealOffices } from './appeal-config';

/** `POST /appeal/dealOffice/delete` (ADMIN, YYF with appeal:dealOffice:delete; issue 16 "Configuration"): deletes offices no appeal references (BUSINESS_RULE 该承办部门已有诉求，请停用; nothing deleted then). */
export const deleteAppealDealOffice: Handler<'deleteAppealDealOffice'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => deleteDealOffices(tx, req.body.ids));
  return null;
};
