import { TECH_PUBLIC_STATUS, type TechKind } from '@qifu/tech-rules';
import { and, eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { techTalk, techTalkMessage } from '../../../db/schema';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';

/** The validated body (the contract's anyOf makes the generated type `unknown`). */
interface SendForm {
  talkId?: string;
  bizType?: TechKind;
  bizId?: string;
  content: string;
}

const ROWS = { achievement: achievementRows, requirement: requirementRows, expert: expertRows, institute: instituteRows };

/**
 * `POST /tech/talk/send` (seeds 001 §7 /tech/talk/*): the first message names the item (bizType,
 * bizId; only an item on the shelf) and opens — or continues — the caller's negotiation with its
 * owner; later messages and the owner's replies name the talkId (participants only).
 * @throws AppError NOT_FOUND_ENTITY (item not on the shelf, unknown talk), BUSINESS_RULE 不能与自己洽谈.
 */
export const sendTechTalk: Handler<'sendTechTalk'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { talkId, bizType, bizId, content } = req.body as SendForm;
  return ctx.db.transaction(async (tx) => {
    let talk: { id: string; initiatorUid: string; ownerUid: string } | undefined;
    if (talkId) {
      [talk] = await tx
        .select({ id: techTalk.id, initiatorUid: techTalk.initiatorUid, ownerUid: techTalk.ownerUid })
        .from(techTalk)
        .where(eq(techTalk.id, talkId))
        .for('update');
      if (!talk || (talk.initiatorUid !== user.id && talk.ownerUid !== user.id)) throw new AppError('NOT_FOUND_ENTITY', '洽谈不存在');
    } else {
      if (!bizType || !bizId) throw new AppError('BAD_REQUEST', '请求参数错误：缺少 bizType 或 bizId');
      const rows = ROWS[bizType];
      const [item] = await tx
        .select({ owner: rows.columns.createUserId })
        .from(rows.table)
        .where(and(eq(rows.columns.id, bizId), eq(rows.columns.status, TECH_PUBLIC_STATUS)));
      if (!item) throw new AppError('NOT_FOUND_ENTITY', rows.notFound);
      const ownerUid = item.owner as string;
      if (ownerUid === user.id) throw new AppError('BUSINESS_RULE', '不能与自己洽谈');
      await tx.insert(techTalk).values({ bizType, bizId, initiatorUid: user.id, ownerUid }).onConflictDoNothing();
      [talk] = await tx
        .select({ id: techTalk.id, initiatorUid: techTalk.initiatorUid, ownerUid: techTalk.ownerUid })
        .from(techTalk)
        .where(and(eq(techTalk.bizType, bizType), eq(techTalk.bizId, bizId), eq(techTalk.initiatorUid, user.id)))
        .for('update');
      if (!talk) throw new Error('talk not created');
    }
    const receiveUid = talk.initiatorUid === user.id ? talk.ownerUid : talk.initiatorUid;
    const [message] = await tx
      .insert(techTalkMessage)
      .values({ talkId: talk.id, content, sendUid: user.id, receiveUid })
      .returning({ id: techTalkMessage.id });
    if (!message) throw new Error('message not inserted');
    await tx.update(techTalk).set({ lastTime: sql`now()` }).where(eq(techTalk.id, talk.id));
    return ok({ talkId: talk.id, contentId: message.id }, '发送成功');
  });
};
