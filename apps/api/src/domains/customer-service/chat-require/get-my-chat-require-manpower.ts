import { type Handler, requireUser } from '../../../core/handler';
import { openRequireOfUser } from './chat-require.queries';

/**
 * `GET /chatRequireManpower/myCurrent` (any login): the caller's open manpower request (1 待接入 or
 * 2 对话中), or null — the chat resumes human mode with it after a page reload.
 */
export const getMyChatRequireManpower: Handler<'getMyChatRequireManpower'> = async (_req, ctx) =>
  (await openRequireOfUser(ctx.db, requireUser(ctx).id)) ?? null;
