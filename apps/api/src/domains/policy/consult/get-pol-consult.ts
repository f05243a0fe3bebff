import { type Handler, requireUser } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { consultPage } from './consult-page';

/** Read-cache tag of "my consultations"; invalidated by database triggers (migration 0005). */
export const CONSULT_CACHE_TAG = 'consult';

/**
 * `GET /pol/my/getPolConsult` (any login): the caller's own consultations, newest first. Kept in the
 * read cache per user (the key holds `userId`, issue 13 §6); every write to pol_consult, pol_info,
 * sys_user or company empties it through the triggers of migration 0005, a new or answered
 * consultation also at once in the writing process ({@link CONSULT_CACHE_TAG}).
 */
export const getPolConsult: Handler<'getPolConsult'> = async (req, ctx) => {
  const userId = requireUser(ctx).id;
  return cachedRead(ctx.readCache, 'getPolConsult', { ...req.query, userId }, [CONSULT_CACHE_TAG], () => consultPage(ctx.db, req.query, { userId }));
};
