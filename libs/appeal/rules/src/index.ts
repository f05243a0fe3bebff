/**
 * `@qifu/appeal-rules` — the appeal domain's pure rules, imported by the server and the browser
 * alike: the appeal state table, its labels and the log actions' names. Framework-free (no React,
 * no Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  APPEAL_LOG_ACTION_NAMES,
  APPEAL_SERVICE_AREA_TYPE_LABELS,
  APPEAL_SOURCE_TYPE_LABELS,
  APPEAL_STATUS,
  APPEAL_WORKBENCH_ACTION_LABELS,
  APPEAL_STATUS_LABELS,
  APPEAL_STATUSES,
  appealActionsFrom,
  appealOperationOf,
  appealStatusMachine,
  appealTransition,
  DEADLINE_STATUSES,
  FINISHED_APPEAL_STATUSES,
  isAppealStatus,
  isFinishedAppeal,
  isReturnedAppeal,
  logActionOf,
  OPEN_APPEAL_STATUSES,
  RATEABLE_APPEAL_STATUSES,
  type AppealAction,
  type AppealFrom,
  type AppealLogAction,
  type AppealOperation,
  type AppealServiceAreaType,
  type AppealSourceType,
  type AppealStatus,
  type AppealStoredAction,
  type AppealWorkbenchAction,
} from './lib/appeal-status';
