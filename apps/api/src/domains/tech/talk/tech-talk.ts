/**
 * Negotiations (对接洽谈; seeds 001 §7 /tech/talk/*, message fields of seeds 000 §3 "Chat message"):
 * one talk per (item, initiator) with the item's owner; SQL pieces for names and the talk list.
 */
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@qifu/sdk';

import { pageResult, type PageResult, type PageWindow } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, sysUser, techAchievement, techExpert, techInstitute, techRequirement, techTalk, techTalkMessage } from '../../../db/schema';
import { col } from '../item/item.queries';

/** A negotiation as the contract answers it (`TechTalk`). */
export type TechTalkItem = components['schemas']['TechTalk'];

/** A participant's display name: the enterprise's name for an enterprise user, else the user's name. */
export function partyNameSql(userId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((select coalesce(${col(company.companyName)}, ${col(sysUser.name)}) from ${sysUser} left join ${company} on ${col(company.id)} = ${col(sysUser.companyId)} where ${col(sysUser.id)} = ${col(userId)}), '')`;
}

/** The name of the item a talk is about (whatever its state). */
export const bizNameSql = sql<string>`coalesce(case ${col(techTalk.bizType)}
  when 'achievement' then (select ${col(techAchievement.achievementName)} from ${techAchievement} where ${col(techAchievement.id)} = ${col(techTalk.bizId)})
  when 'requirement' then (select ${col(techRequirement.requirementName)} from ${techRequirement} where ${col(techRequirement.id)} = ${col(techTalk.bizId)})
  when 'expert' then (select ${col(techExpert.expertName)} from ${techExpert} where ${col(techExpert.id)} = ${col(techTalk.bizId)})
  when 'institute' then (select ${col(techInstitute.instituteName)} from ${techInstitute} where ${col(techInstitute.id)} = ${col(techTalk.bizId)})
end, '')`;

/**
 * A page of talks matching `where`, latest message first, with the item's name, both parties'
 * names, the latest message and the number of messages to `readerId` not read yet (0 without).
 */
export async function pageTalks(db: Db, where: SQL | undefined, window: PageWindow, readerId: string | undefined): Promise<PageResult<TechTalkItem>> {
  const m = techTalkMessage;
  const lastContent = sql<string>`coalesce((select ${col(m.content)} from ${m} where ${col(m.talkId)} = ${col(techTalk.id)} order by ${col(m.seq)} desc limit 1), '')`;
  const unread = readerId
    ? sql<number>`(select count(*)::int from ${m} where ${col(m.talkId)} = ${col(techTalk.id)} and ${col(m.receiveUid)} = ${readerId} and ${col(m.readAt)} is null)`
    : sql<number>`0`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: techTalk.id,
        bizType: techTalk.bizType,
        bizId: techTalk.bizId,
        bizName: bizNameSql,
        initiatorUid: techTalk.initiatorUid,
        initiatorName: partyNameSql(techTalk.initiatorUid),
        ownerUid: techTalk.ownerUid,
        ownerName: partyNameSql(techTalk.ownerUid),
        lastContent,
        lastTime: techTalk.lastTime,
        unreadCount: unread,
        createdAt: techTalk.createdAt,
      })
      .from(techTalk)
      .where(where)
      .orderBy(desc(techTalk.lastTime), desc(techTalk.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(techTalk).where(where),
  ]);
  return pageResult(
    rows.map(({ createdAt, lastTime, unreadCount, ...r }) => ({
      ...r,
      lastTime: lastTime.toISOString(),
      unreadCount: Number(unreadCount),
      createTime: createdAt.toISOString(),
    })),
    totals[0]?.n ?? 0,
  );
}

/** "The caller takes part in the talk." */
export function participantCondition(userId: string): SQL | undefined {
  return or(eq(techTalk.initiatorUid, userId), eq(techTalk.ownerUid, userId));
}

/** Marks the messages of a talk to `userId` as read. */
export async function markRead(db: Db, talkId: string, userId: string): Promise<void> {
  await db
    .update(techTalkMessage)
    .set({ readAt: new Date() })
    .where(and(eq(techTalkMessage.talkId, talkId), eq(techTalkMessage.receiveUid, userId), isNull(techTalkMessage.readAt)));
}
