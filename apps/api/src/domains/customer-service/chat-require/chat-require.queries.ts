/**
 * Manpower requests (转人工) and their messages (seeds 000 §4 "Human chat", §7; seeds 001 §7
 * chatContent, chatRequireManpower/*): the one transition table, row mapping and the look-ups the
 * chat handlers share.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { CHAT_REQUIRE_STATES } from '@qifu/customer-service-rules';
import type { components } from '@qifu/sdk';

import { AppError } from '../../../core/envelope';
import { assertTransition } from '../../../core/state-machine';
import type { Db } from '../../../db/client';
import { type ChatRequireStatus, company, csChatContent, csChatRequire, sysUser } from '../../../db/schema';

/** A manpower request as the contract gives it. */
export type ChatRequireManpower = components['schemas']['ChatRequireManpower'];
/** A chat message as the contract gives it. */
export type ChatMessage = components['schemas']['ChatMessage'];

/** The statuses of an open request (待接入, 对话中). */
export const OPEN_STATUSES: readonly ChatRequireStatus[] = ['1', '2'];

/** The error of every chat call outside an open conversation (the chat returns to robot mode). */
export const CHAT_ENDED_MSG = '人工对话已结束';

/** @throws AppError BUSINESS_RULE 人工对话已结束 (HTTP 200). */
export function chatEnded(description?: string): AppError {
  return new AppError('BUSINESS_RULE', CHAT_ENDED_MSG, description);
}

const requester = alias(sysUser, 'requester');
const staff = alias(sysUser, 'staff');

/** Select of requests with the requesting user's name and company and the staff member's name. */
export function selectChatRequires(db: Db) {
  return db
    .select({
      id: csChatRequire.id,
      status: csChatRequire.status,
      userUid: csChatRequire.userId,
      userName: requester.name,
      companyName: company.companyName,
      question: csChatRequire.question,
      staffUid: csChatRequire.staffId,
      staffName: staff.name,
      createdAt: csChatRequire.createdAt,
      acceptTime: csChatRequire.acceptTime,
      closeTime: csChatRequire.closeTime,
    })
    .from(csChatRequire)
    .innerJoin(requester, eq(requester.id, csChatRequire.userId))
    .leftJoin(company, eq(company.id, requester.companyId))
    .leftJoin(staff, eq(staff.id, csChatRequire.staffId));
}

type RequireRow = Awaited<ReturnType<ReturnType<typeof selectChatRequires>['execute']>>[number];

/** Maps a {@link selectChatRequires} row to the contract's shape. */
export function toChatRequire(r: RequireRow): ChatRequireManpower {
  return {
    id: r.id,
    status: r.status,
    userUid: r.userUid,
    userName: r.userName,
    companyName: r.companyName ?? null,
    question: r.question,
    staffUid: r.staffUid,
    staffName: r.staffName ?? null,
    createTime: r.createdAt.toISOString(),
    acceptTime: r.acceptTime ? r.acceptTime.toISOString() : null,
    closeTime: r.closeTime ? r.closeTime.toISOString() : null,
  };
}

/** One request by id, or undefined. */
export async function chatRequireById(db: Db, id: string): Promise<ChatRequireManpower | undefined> {
  const [row] = await selectChatRequires(db).where(eq(csChatRequire.id, id)).limit(1);
  return row ? toChatRequire(row) : undefined;
}

/**
 * One request by id.
 * @throws AppError NOT_FOUND_ENTITY 转人工请求不存在.
 */
export async function requireChatRequire(db: Db, id: string): Promise<ChatRequireManpower> {
  const found = await chatRequireById(db, id);
  if (!found) throw new AppError('NOT_FOUND_ENTITY', '转人工请求不存在');
  return found;
}

/** The user's open request (待接入 or 对话中), or undefined. */
export async function openRequireOfUser(db: Db, userId: string): Promise<ChatRequireManpower | undefined> {
  const [row] = await selectChatRequires(db)
    .where(and(eq(csChatRequire.userId, userId), inArray(csChatRequire.status, [...OPEN_STATUSES])))
    .limit(1);
  return row ? toChatRequire(row) : undefined;
}

/** The request in 对话中 between `userId` and the staff member `staffId`, or undefined. */
export async function activeRequireOfStaff(db: Db, staffId: string, userId: string): Promise<ChatRequireManpower | undefined> {
  const [row] = await selectChatRequires(db)
    .where(and(eq(csChatRequire.staffId, staffId), eq(csChatRequire.userId, userId), eq(csChatRequire.status, '2')))
    .limit(1);
  return row ? toChatRequire(row) : undefined;
}

/**
 * Moves a request by `action` with a conditional update (the status read is the status changed, so
 * two staff members racing cannot both win).
 * @param set - further columns to write.
 * @returns true when the row changed; false when its status changed in between.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when the table forbids the action.
 */
export async function transitionChatRequire(
  db: Db,
  current: ChatRequireManpower,
  action: 'accept' | 'end' | 'close',
  set: PgUpdateSetSource<typeof csChatRequire> = {},
): Promise<boolean> {
  const to = assertTransition(CHAT_REQUIRE_STATES, current.status, action);
  const changed = await db
    .update(csChatRequire)
    .set({ ...set, status: to })
    .where(and(eq(csChatRequire.id, current.id), eq(csChatRequire.status, current.status)))
    .returning({ id: csChatRequire.id });
  return changed.length > 0;
}

/** Select of messages with the sender's name. */
export function selectChatMessages(db: Db) {
  return db
    .select({
      contentId: csChatContent.contentId,
      content: csChatContent.content,
      sendUid: csChatContent.sendUid,
      receiveUid: csChatContent.receiveUid,
      sendName: sysUser.name,
      createdAt: csChatContent.createdAt,
    })
    .from(csChatContent)
    .innerJoin(sysUser, eq(sysUser.id, csChatContent.sendUid));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectChatMessages>['execute']>>[number];

/** Maps a {@link selectChatMessages} row to the contract's shape. */
export function toChatMessage(r: MessageRow): ChatMessage {
  return {
    contentId: r.contentId,
    content: r.content,
    sendUid: r.sendUid,
    receiveUid: r.receiveUid,
    sendName: r.sendName,
    createTime: r.createdAt.toISOString(),
  };
}

/** SQL for "now" on the database clock (timestamps of one conversation come from one clock). */
export const dbNow = sql`now()`;
