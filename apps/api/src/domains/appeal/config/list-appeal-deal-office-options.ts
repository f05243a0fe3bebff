import type { Handler } from '../../../core/handler';
import { dealOfficeOptions } from './appeal-config';

/** `GET /appeal/dealOffice/options` (staff with appeal:info:list; issue 16 "Configuration"): the enabled dealing offices (label name, value id) for the dispatch and transfer dialogs. */
export const listAppealDealOfficeOptions: Handler<'listAppealDealOfficeOptions'> = async (_req, ctx) => dealOfficeOptions(ctx.db);
