/**
 * @qifu/customer-service-data-access — data access of the smart customer-service chat (robot and
 * human, seeds 000 §4 "Human chat", §7, §8, §9) and the feedback dialog (seeds 000 §5): query-key
 * factory, query-option builders and hooks, mutations.
 */
export { customerServiceKeys } from './lib/customer-service.keys';
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
  ChatRequireManpower,
  ChatSendForm,
  FeedbackForm,
  HumanWindowPhone,
  KnowledgeBrief,
  KnowledgeBriefPage,
  RobotReply,
  SmartAnswer,
} from './lib/customer-service.types';
