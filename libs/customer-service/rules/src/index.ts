/**
 * `@qifu/customer-service-rules` — customer service's pure rules, imported by the server and the
 * browser alike: the human-agent request table and its labels. Framework-free (no React, no
 * Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  CHAT_REQUIRE_STATES,
  CHAT_REQUIRE_STATUS_LABELS,
  chatRequireActionsFrom,
  OPEN_CHAT_REQUIRE_STATUSES,
  type ChatRequireAction,
  type ChatRequireStatus,
} from './lib/chat-require-status';
