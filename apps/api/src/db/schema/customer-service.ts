/**
 * Tables of the smart customer-service chat and its knowledge base (seeds 000 §3 "Knowledge entry",
 * "Smart question record", "Chat message", §4 "Human chat", §7 smart chat calls; seeds 001 §7
 * smartAq/*, knowledge/*, chatContent, chatRequireManpower/*; openapi/README.md part
 * `appeal-service`).
 *
 * - `cs_knowledge`: question (knoQuiz) and answer (knoReply) pairs the robot answers from;
 * - `cs_smart_question`: one row per question asked to the robot (smartAnswer), with the answer the
 *   chat finally showed (replyRecord);
 * - `cs_chat_require`: a manpower request (转人工) — the conversation between a user and the staff
 *   member who accepted it, status '1' 待接入 → '2' 对话中 → '3' 已结束 (`ChatRequireManpowerStatus`);
 * - `cs_chat_content`: the messages of a conversation; `content_id` is an increasing integer so that
 *   the 2-second poll asks for the messages after `lastContentId`. Messages are never deleted.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { sysUser } from './sys';

/** Status of a manpower request (`ChatRequireManpowerStatus`): '1' 待接入, '2' 对话中, '3' 已结束. */
export type ChatRequireStatus = '1' | '2' | '3';

/** Knowledge entries of the customer-service knowledge base (knoQuiz unique). */
export const csKnowledge = pgTable(
  'cs_knowledge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 问题 (knoQuiz), trimmed, at most 200 characters. */
    knoQuiz: text('kno_quiz').notNull(),
    /** 答复 (knoReply), plain text, at most 5000 characters. */
    knoReply: text('kno_reply').notNull(),
    /** Disabled entries take no part in the smart answer and the fuzzy search. */
    enableFlag: boolean('enable_flag').notNull().default(true),
    /** How often the smart answer chose this entry as its best answer. */
    hitCount: integer('hit_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cs_knowledge_quiz_uq').on(t.knoQuiz), index('cs_knowledge_updated_idx').on(t.updatedAt.desc())],
);

/** Questions asked to the smart chat (smartAnswer) and the answer shown (replyRecord). */
export const csSmartQuestion = pgTable(
  'cs_smart_question',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    /** Whether the smart answer found an answer. */
    matched: boolean('matched').notNull(),
    /** The best knowledge entry; null when none matched or the entry was deleted since. */
    knowledgeId: uuid('knowledge_id').references(() => csKnowledge.id, { onDelete: 'set null' }),
    /** The answer the chat showed: the best answer, then what replyRecord stored. */
    answerContent: text('answer_content'),
    /** The asking user when logged in. */
    userId: uuid('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last replyRecord. */
    replyTime: timestamp('reply_time', { withTimezone: true }),
  },
  (t) => [index('cs_smart_question_created_idx').on(t.createdAt.desc()), index('cs_smart_question_matched_idx').on(t.matched, t.createdAt.desc())],
);

/** Manpower requests (转人工): one conversation between a user and the accepting staff member. */
export const csChatRequire = pgTable(
  'cs_chat_require',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => sysUser.id),
    /** The last robot question before 转人工. */
    question: text('question'),
    status: text('status').$type<ChatRequireStatus>().notNull().default('1'),
    staffId: uuid('staff_id').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptTime: timestamp('accept_time', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
  },
  (t) => [
    // At most one open request (待接入 or 对话中) per user: apply returns it instead of a second one.
    uniqueIndex('cs_chat_require_open_user_uq').on(t.userId).where(sql`status in ('1', '2')`),
    index('cs_chat_require_status_idx').on(t.status, t.createdAt.desc()),
    index('cs_chat_require_staff_idx').on(t.staffId, t.status),
  ],
);

/** Messages of the human conversations (seeds 000 §3 "Chat message"). */
export const csChatContent = pgTable(
  'cs_chat_content',
  {
    /** contentId: increasing, so a poll asks for `content_id > lastContentId`. */
    contentId: integer('content_id').primaryKey().generatedAlwaysAsIdentity(),
    requireId: uuid('require_id')
      .notNull()
      .references(() => csChatRequire.id),
    sendUid: uuid('send_uid')
      .notNull()
      .references(() => sysUser.id),
    /** The other party; null for a user's message sent while 待接入 until a staff member accepts. */
    receiveUid: uuid('receive_uid').references(() => sysUser.id),
    /** Plain text, at most 1000 characters. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cs_chat_content_require_idx').on(t.requireId, t.contentId), index('cs_chat_content_receive_idx').on(t.receiveUid, t.contentId)],
);
