/**
 * The appeal domain's public surface (docs/architecture.md "Server layout" › Domains): what other domains and `main.ts` may use.
 * - the call centre (issue 16) registers the appeal of a call in its own transaction: {@link registerHotlineAppeal};
 * - `main.ts` wires the provincial sync's outbox sender and its targets: {@link createQhwySyncSender};
 * - the workbench home counts the appeals waiting for the caller: {@link appealTodos};
 * - `main.ts` starts the time-limit reminder (超期提醒 through the outbox): {@link createAppealDeadlineReminder};
 * - the demo seed dates its appeals' time limits as the workflow does: {@link addWorkingDays}, {@link DEFAULT_DEAL_DAYS}.
 */
export { addWorkingDays, DEFAULT_DEAL_DAYS } from './appeal/appeal-deadline';
export { appealTodos } from './appeal/appeal-todo';
export {
  HOTLINE_APPEAL_MESSAGES,
  HOTLINE_SOURCE_NAME,
  hotlineAppealTitle,
  registerHotlineAppeal,
  type HotlineActor,
  type HotlineAppealInput,
} from './hotline/register-hotline-appeal';
export {
  QHWY_MAX_ATTEMPTS,
  createQhwySyncSender,
  demoQhwyTarget,
  httpQhwyTarget,
  type QhwyAppealPayload,
  type QhwyTarget,
} from './qhwy-sync/qhwy-sync';
export {
  APPEAL_REMIND_INTERVAL_MS,
  createAppealDeadlineReminder,
  overdueRemindText,
  type AppealDeadlineReminder,
} from './reminder/appeal-deadline-reminder';
