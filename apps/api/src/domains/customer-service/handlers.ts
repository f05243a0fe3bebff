/**
 * Handlers of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat",
 * §7 smart chat calls; seeds 001 §7 smartAq/*, knowledge/*, chatContent, chatRequireManpower/*),
 * spread into the registry in `../index.ts`. One file per operationId; the fuzzy matching is
 * `knowledge/knowledge-match.ts`, the manpower-request transition table `chat-require/chat-require.queries.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { acceptChatRequireManpower } from './chat-require/accept-chat-require-manpower';
import { applyChatRequireManpower } from './chat-require/apply-chat-require-manpower';
import { closeChatRequireManpower } from './chat-require/close-chat-require-manpower';
import { deleteKnowledge } from './knowledge/delete-knowledge';
import { downloadKnowledgeTemplate } from './knowledge/download-knowledge-template';
import { endChatRequireManpower } from './chat-require/end-chat-require-manpower';
import { findKnowledgeById } from './knowledge/find-knowledge-by-id';
import { fuzzySearchKnowledge } from './knowledge/fuzzy-search-knowledge';
import { getHumanWindowPhone } from './chat-require/get-human-window-phone';
import { getMyChatRequireManpower } from './chat-require/get-my-chat-require-manpower';
import { importKnowledge } from './knowledge/import-knowledge';
import { listChatContentHistory } from './chat-require/list-chat-content-history';
import { listChatRequireManpower } from './chat-require/list-chat-require-manpower';
import { listKnowledge } from './knowledge/list-knowledge';
import { listSmartAq } from './smart-aq/list-smart-aq';
import { pollChatContent } from './chat-require/poll-chat-content';
import { replyRecord } from './smart-aq/reply-record';
import { saveOrUpdateKnowledge } from './knowledge/save-or-update-knowledge';
import { sendChatContent } from './chat-require/send-chat-content';
import { smartAnswer } from './smart-aq/smart-answer';

export const customerServiceHandlers: HandlerRegistry = {
  smartAnswer,
  replyRecord,
  getHumanWindowPhone,
  listSmartAq,
  fuzzySearchKnowledge,
  listKnowledge,
  findKnowledgeById,
  saveOrUpdateKnowledge,
  deleteKnowledge,
  importKnowledge,
  downloadKnowledgeTemplate,
  sendChatContent,
  pollChatContent,
  listChatContentHistory,
  applyChatRequireManpower,
  getMyChatRequireManpower,
  endChatRequireManpower,
  listChatRequireManpower,
  acceptChatRequireManpower,
  closeChatRequireManpower,
};
