/**
 * Handlers of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat",
 * §7 smart chat calls; seeds 001 §7 smartAq/*, knowledge/*, chatContent, chatRequireManpower/*),
 * spread into the registry in `../index.ts`. One file per operationId; the fuzzy matching is
 * `knowledge-match.ts`, the manpower-request transition table `chat-require.ts`.
 */
import type { HandlerRegistry } from '../../core/handler';
import { acceptChatRequireManpower } from './accept-chat-require-manpower';
import { applyChatRequireManpower } from './apply-chat-require-manpower';
import { closeChatRequireManpower } from './close-chat-require-manpower';
import { deleteKnowledge } from './delete-knowledge';
import { downloadKnowledgeTemplate } from './download-knowledge-template';
import { endChatRequireManpower } from './end-chat-require-manpower';
import { findKnowledgeById } from './find-knowledge-by-id';
import { fuzzySearchKnowledge } from './fuzzy-search-knowledge';
import { getHumanWindowPhone } from './get-human-window-phone';
import { getMyChatRequireManpower } from './get-my-chat-require-manpower';
import { importKnowledge } from './import-knowledge';
import { listChatContentHistory } from './list-chat-content-history';
import { listChatRequireManpower } from './list-chat-require-manpower';
import { listKnowledge } from './list-knowledge';
import { listSmartAq } from './list-smart-aq';
import { pollChatContent } from './poll-chat-content';
import { replyRecord } from './reply-record';
import { saveOrUpdateKnowledge } from './save-or-update-knowledge';
import { sendChatContent } from './send-chat-content';
import { smartAnswer } from './smart-answer';

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
