import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { appealSyncLogs, loadAppealDetail } from './appeal.queries';
import { actorOf, staffScope } from './appeal-workflow';

/**
 * `GET /appeal/info/findDetail?id=` (staff, `appeal:info:detail`; seeds 001 §7 appeal/info/findDetail): the appeal
 * with attachments, workflow log and the enterprise's rating, within the caller's data rules on `appeal:info` (DEPT:
 * appeals of a dealing office linked to its office); others answer NOT_FOUND_ENTITY 诉求不存在 like a missing id.
 * Staff also see `syncLogs`, the attempts of the provincial sync (appeal_sync_log, issue 16).
 * (The enterprise reads its own through getMyAppealProgress, without the sync log.)
 */
export const findAppealDetail: Handler<'findAppealDetail'> = async (req, ctx) => {
  const scope = await staffScope(ctx.db, actorOf(requireUser(ctx)));
  const detail = await loadAppealDetail(ctx.db, req.query.id, scope ? { where: scope } : {});
  return { ...detail, syncLogs: await appealSyncLogs(ctx.db, detail.id) };
};
