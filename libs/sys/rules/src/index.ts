/**
 * `@qifu/sys-rules` — the administration domain's pure rules, imported by the server and the
 * browser alike: the live broadcasts' publish table and the feedback handling table, with their
 * labels. Framework-free (no React, no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  LIVE_DELETABLE,
  LIVE_PUBLISH_STATUS_LABELS,
  liveActionAllowed,
  liveActionsFrom,
  livePublishMachine,
  type LiveAction,
  type LivePublishStatus,
} from './lib/live-status';
export { FEEDBACK_STATUS_LABELS, feedbackMachine, type FeedbackStatus } from './lib/feedback-status';
