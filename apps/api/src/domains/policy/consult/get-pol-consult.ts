import { type Handler, requireUser } from '../../../core/handler';
import { consultPage } from './consult-page';

/** `GET /pol/my/getPolConsult` (any login): the caller's own consultations, newest first. */
export const getPolConsult: Handler<'getPolConsult'> = async (req, ctx) =>
  consultPage(ctx.db, req.query, { userId: requireUser(ctx).id });
