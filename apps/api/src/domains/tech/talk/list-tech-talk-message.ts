import { PERM } from '@qifu/sdk';
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { techTalk, techTalkMessage } from '../../../db/schema';
import { grantsPermission } from '../../../core/permissions';
import { markRead, partyNameSql } from './tech-talk';

/**
 * `GET /tech/talk/messages?talkId=&lastContentId=` (seeds 001 §7 /tech/talk/*, 000 §3 "Chat message …
 * lastContentId"): the messages of a negotiation, oldest first, paged; with `lastContentId` only the
 * newer ones (polling). Participants read it (and their unread messages become read); staff granted
 * tech:talk:list read any.
 * @throws AppError NOT_FOUND_ENTITY 洽谈不存在 for anyone else or an unknown talk.
 */
export const listTechTalkMessage: Handler<'listTechTalkMessage'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { talkId, lastContentId } = req.query;
  const [talk] = await ctx.db.select().from(techTalk).where(eq(techTalk.id, talkId));
  const participant = talk && (talk.initiatorUid === user.id || talk.ownerUid === user.id);
  if (!talk || (!participant && !(await grantsPermission(ctx.db, user, PERM.techTalkList)))) {
    throw new AppError('NOT_FOUND_ENTITY', '洽谈不存在');
  }
  let after: SQL | undefined;
  if (lastContentId) {
    const [last] = await ctx.db
      .select({ seq: techTalkMessage.seq })
      .from(techTalkMessage)
      .where(and(eq(techTalkMessage.id, lastContentId), eq(techTalkMessage.talkId, talkId)));
    after = last ? gt(techTalkMessage.seq, last.seq) : undefined;
  }
  const where = and(eq(techTalkMessage.talkId, talkId), after);
  const window = toPageWindow(req.query);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        contentId: techTalkMessage.id,
        talkId: techTalkMessage.talkId,
        content: techTalkMessage.content,
        sendUid: techTalkMessage.sendUid,
        sendName: partyNameSql(techTalkMessage.sendUid),
        receiveUid: techTalkMessage.receiveUid,
        createdAt: techTalkMessage.createdAt,
      })
      .from(techTalkMessage)
      .where(where)
      .orderBy(asc(techTalkMessage.seq))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(techTalkMessage).where(where),
  ]);
  if (participant) await markRead(ctx.db, talkId, user.id);
  return pageResult(
    rows.map(({ createdAt, ...m }) => ({ ...m, createTime: createdAt.toISOString() })),
    totals[0]?.n ?? 0,
  );
};
