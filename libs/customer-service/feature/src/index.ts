/**
 * @qifu/customer-service-feature — the smart customer-service chat window (robot and human, seeds
 * 000 §4 "Human chat", §7, §8, §9), the feedback dialog (seeds 000 §5) and the customer-service
 * workbench pages (知识库, 智能问答记录, 对话记录, 人工客服; issue 12).
 *
 * Both load on demand (the portal shell's first load has no room): mount them with
 * `lazy(() => loadChatWindow().then((m) => ({ default: m.ChatWindow })))` and
 * `lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })))`.
 * This module holds only the loaders and types.
 */
export type { ChatWindowProps } from './lib/chat/chat-window';
export type { FeedbackDialogProps } from './lib/feedback/feedback-dialog';

/** Loads the chat window module (`ChatWindow`, `CHAT_TEXTS`) in its own chunk. */
export const loadChatWindow = () => import('./lib/chat/chat-window');
/** Loads the feedback dialog module (`FeedbackDialog`, `FEEDBACK_TEXTS`) in its own chunk. */
export const loadFeedbackDialog = () => import('./lib/feedback/feedback-dialog');
