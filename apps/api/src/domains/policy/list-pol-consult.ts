import type { Handler } from '../../core/handler';
import { consultPage } from './consult-page';

/**
 * `GET /pol/consult/view` (ADMIN, YYF, GOV with permission pol:consult:view — enforced by the
 * security handler): every consultation, newest first, with the asker and their company.
 */
export const listPolConsult: Handler<'listPolConsult'> = async (req, ctx) => consultPage(ctx.db, req.query);
