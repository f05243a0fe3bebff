/**
 * @qifu/customer-service-data-access — data access of the smart customer-service chat (robot and
 * human, seeds 000 §4 "Human chat", §7, §8, §9), the feedback dialog (seeds 000 §5) and the
 * customer-service workbench pages (知识库, 智能问答记录, 对话记录, 人工客服; seeds 001 §7): query-key
 * factory, query-option builders and hooks, mutations.
 */
export { customerServiceKeys, type CsResourceKeys } from './lib/customer-service.keys';
export { type CsMutationResult } from './lib/cs-envelope';
export {
  CHAT_HISTORY_PAGE_SIZE,
  chatConversationListQuery,
  chatHistoryQuery,
  knowledgeListQuery,
  manpowerQueueQuery,
  smartAqListQuery,
} from './lib/cs-work.queries';
export {
  downloadKnowledgeTemplate,
  fileNameOf,
  useAcceptChatRequire,
  useCheckKnowledgeImport,
  useCloseChatRequire,
  useDeleteKnowledge,
  useImportKnowledge,
  useSaveKnowledge,
  type CsMutationOptions,
  type KnowledgeImportFile,
} from './lib/cs-work.mutations';
export { CHAT_POLL_MS, FUZZY_SEARCH_PAGE, FUZZY_SEARCH_PAGE_SIZE, NOT_FOUND_TEXT } from './lib/chat.constants';
export {
  fuzzySearchKnowledgeQuery,
  humanWindowPhoneQuery,
  myChatRequireQuery,
  pollChatContent,
  useHumanWindowPhone,
  useMyChatRequire,
  type PollChatParams,
} from './lib/chat.queries';
export { useApplyChatRequire, useAskRobot, useEndChatRequire, useRecordReply, useSendChatContent } from './lib/chat.mutations';
export { useSaveFeedback, type SaveFeedbackOptions } from './lib/feedback.mutations';
export type {
  ChatMessage,
  ChatPollResult,
  ChatRequireListParams,
  ChatRequireManpower,
  ChatRequireManpowerStatus,
  ChatSendForm,
  FeedbackForm,
  Knowledge,
  KnowledgeForm,
  KnowledgeImportForm,
  KnowledgeImportResult,
  KnowledgeListParams,
  SmartAqListParams,
  SmartQuestionRecord,
  HumanWindowPhone,
  KnowledgeBrief,
  KnowledgeBriefPage,
  RobotReply,
  SmartAnswer,
} from './lib/customer-service.types';
