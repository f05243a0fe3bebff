/** Types of the smart customer-service chat and the feedback dialog, from the contract (never renamed). */
import type { components, operations } from '@qifu/sdk';

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

type Query<Id extends keyof operations> = operations[Id] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** A knowledge entry as the staff pages see it (`Knowledge`: knoQuiz, knoReply, enableFlag, hitCount, updateTime). */
export type Knowledge = Schemas['Knowledge'];
/** The 新增/编辑知识 body (`KnowledgeForm`: id?, knoQuiz ≤ 200, knoReply ≤ 5000, enableFlag?). */
export type KnowledgeForm = Schemas['KnowledgeForm'];
/** The import body as the contract types it (`KnowledgeImportForm`, multipart: the workbook as `file`, checkOnly?). */
export type KnowledgeImportForm = Schemas['KnowledgeImportForm'];
/** An import's or check's counts (`KnowledgeImportResult`: total, successCount, failCount, failList). */
export type KnowledgeImportResult = Schemas['KnowledgeImportResult'];
/** A question asked to the smart chat (`SmartQuestionRecord`). */
export type SmartQuestionRecord = Schemas['SmartQuestionRecord'];
/** Status of a manpower request: 1 待接入, 2 对话中, 3 已结束. */
export type ChatRequireManpowerStatus = Schemas['ChatRequireManpowerStatus'];

/** Parameters of `listKnowledge`: knoQuiz, enableFlag, page, pageSize. */
export type KnowledgeListParams = Query<'listKnowledge'>;
/** Parameters of `listSmartAq`: keyword, matched, startTime, endTime (dates), page, pageSize. */
export type SmartAqListParams = Query<'listSmartAq'>;
/** Parameters of `listChatRequireManpower`: status, mine, page, pageSize. */
export type ChatRequireListParams = Query<'listChatRequireManpower'>;
