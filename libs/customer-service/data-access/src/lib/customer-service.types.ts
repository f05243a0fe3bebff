/** Types of the smart customer-service chat and the feedback dialog, from the contract (never renamed). */
import type { components } from '@qifu/sdk';

type Schemas = components['schemas'];

/** A knowledge entry as the chat shows it (`KnowledgeBrief`: id, knoQuiz, knoReply). */
export type KnowledgeBrief = Schemas['KnowledgeBrief'];
/** Paged fuzzy-search results (`KnowledgeBriefPage`). */
export type KnowledgeBriefPage = Schemas['KnowledgeBriefPage'];
/** The smart answer: record id, question, matched, answerContent, knowledgeList (`SmartAnswer`). */
export type SmartAnswer = Schemas['SmartAnswer'];
/** The human service window: windowName, phone, serviceHours (`HumanWindowPhone`). */
export type HumanWindowPhone = Schemas['HumanWindowPhone'];
/** A manpower request (转人工): id, status 1 待接入 / 2 对话中 / 3 已结束, user, staff, times. */
export type ChatRequireManpower = Schemas['ChatRequireManpower'];
/** A chat message: contentId (increasing), content, sendUid, receiveUid, sendName, createTime. */
export type ChatMessage = Schemas['ChatMessage'];
/** The answer of the 2-second poll: requireId, requireStatus, staffUid, staffName, list. */
export type ChatPollResult = Schemas['ChatPollResult'];
/** The send-message body: content, receiveUid (omitted while 待接入). */
export type ChatSendForm = Schemas['ChatSendForm'];
/** The feedback form of seeds 000 §3: name (标题), textarea (留言), othervalue, namevalue, phonevalue. */
export type FeedbackForm = Schemas['SysFeedbackForm'];

/** What the robot answers to one question: the smart answer and the fuzzy-search suggestions. */
export interface RobotReply {
  answer: SmartAnswer;
  /** Fuzzy-search hits (page 1, 10 per page), without the entry that answered. */
  suggestions: KnowledgeBrief[];
}
