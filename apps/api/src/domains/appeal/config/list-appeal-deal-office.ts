import type { Handler } from '../../../core/handler';
import { dealOfficePage } from './appeal-config';

/** `GET /appeal/dealOffice/list` (ADMIN, YYF with appeal:dealOffice:list; issue 16 "Configuration"): the dealing offices (承办部门), name keyword, by sort and name. */
export const listAppealDealOffice: Handler<'listAppealDealOffice'> = async (req, ctx) => dealOfficePage(ctx.db, req.query);
