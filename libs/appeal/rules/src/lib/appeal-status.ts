/**
 * The appeal state table (contract `AppealStatus`, openapi/domains/appeal/schemas/appeal-status.yaml; seeds 001 §1
 * "appeals", §7 appeal/info/* deal, examine, back, transfer, archive, updateDealOffice, updateAppeal, delete): the ONE
 * place that says which action is allowed in which state, imported by the server and the browser. Every write of an
 * appeal (the server's `appeal-workflow.ts`) asks this table first and maps a refusal to HTTP 200 `BUSINESS_RULE
 * 当前状态不允许该操作`; the workbench offers only the actions {@link appealActionsFrom} returns.
 *
 * | from | action | to | who |
 * |---|---|---|---|
 * | (new) | submit | 1 待受理 | the enterprise (QY, submitAppeal) |
 * | (new) | create | 1 待受理 | staff registering a hotline/visit appeal (updateAppeal without id) |
 * | 1 待受理 | updateDealOffice | 2 办理中 | dispatcher accepts and assigns; the deadline is set |
 * | 2 办理中, 3 已转办 | updateDealOffice | 2 办理中 | dispatcher re-assigns |
 * | 2 办理中, 3 已转办 | transfer | 3 已转办 | the current dealing office hands it on (reason required) |
 * | 2 办理中, 3 已转办 | deal | 4 待审核 | the dealing office records its result |
 * | 1 待受理, 2 办理中, 3 已转办 | back | 7 已退回 | returned to the enterprise (reason required) |
 * | 4 待审核 | examinePass | 5 已办结 | dispatcher approves |
 * | 4 待审核 | examineReject | 2 办理中 | the same office deals again (opinion required) |
 * | 5 已办结 | archive | 6 已归档 | dispatcher (6 is final) |
 * | 7 已退回 | resubmit | 1 待受理 | the enterprise (QY, resubmitAppeal) |
 * | 1 待受理, 7 已退回 | delete | (removed) | dispatcher |
 * | 1, 2, 3, 4, 7 | update | unchanged | staff correct class, source, content |
 *
 * `new` and `removed` are markers, never stored. `examinePass` / `examineReject` are both logged as `examine`
 * ({@link logActionOf}).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored appeal state: '1' 待受理, '2' 办理中, '3' 已转办, '4' 待审核, '5' 已办结, '6' 已归档, '7' 已退回. */
export type AppealStatus = components['schemas']['AppealStatus'];

/** Chinese labels of {@link AppealStatus} (the contract's x-enum-descriptions, generated). */
export const APPEAL_STATUS_LABELS = ENUM_LABELS.AppealStatus satisfies Readonly<Record<AppealStatus, string>>;


/** An appeal source channel (contract `AppealSourceType`). */
export type AppealSourceType = components['schemas']['AppealSourceType'];

/** A service area type (contract `AppealServiceAreaType`). */
export type AppealServiceAreaType = components['schemas']['AppealServiceAreaType'];

/** Chinese names of the source channels (contract `AppealSourceType`, generated). */
export const APPEAL_SOURCE_TYPE_LABELS = ENUM_LABELS.AppealSourceType satisfies Readonly<Record<AppealSourceType, string>>;

/** Chinese names of the service area types (contract `AppealServiceAreaType`, generated). */
export const APPEAL_SERVICE_AREA_TYPE_LABELS = ENUM_LABELS.AppealServiceAreaType satisfies Readonly<Record<AppealServiceAreaType, string>>;

/** Every stored state, in code order. */
export const APPEAL_STATUSES = Object.keys(APPEAL_STATUS_LABELS) as AppealStatus[];

/**
 * The stored states by name — the one place their codes are spelled (`x.status === APPEAL_STATUS.returned`, never
 * `=== '7'`; lint rule `qifu/no-bare-status-literal`).
 */
export const APPEAL_STATUS = {
  /** 1 待受理 */
  pending: '1',
  /** 2 办理中 */
  dealing: '2',
  /** 3 已转办 */
  transferred: '3',
  /** 4 待审核 */
  examining: '4',
  /** 5 已办结 */
  finished: '5',
  /** 6 已归档 */
  archived: '6',
  /** 7 已退回 */
  returned: '7',
} as const satisfies Readonly<Record<string, AppealStatus>>;

/** States still being handled (办理中 for the enterprise's home block: 1–4 and 7). */
export const OPEN_APPEAL_STATUSES: readonly AppealStatus[] = [
  APPEAL_STATUS.pending,
  APPEAL_STATUS.dealing,
  APPEAL_STATUS.transferred,
  APPEAL_STATUS.examining,
  APPEAL_STATUS.returned,
];
/** Finished states (已办结, 已归档). */
export const FINISHED_APPEAL_STATUSES: readonly AppealStatus[] = [APPEAL_STATUS.finished, APPEAL_STATUS.archived];
/** States in which the enterprise may rate the answer (满意度评价, once): 已办结, 已归档. */
export const RATEABLE_APPEAL_STATUSES: readonly AppealStatus[] = FINISHED_APPEAL_STATUSES;
/** States whose deadline can pass (assigned and not finished): overdue = one of these and the deadline before today. */
export const DEADLINE_STATUSES: readonly AppealStatus[] = [APPEAL_STATUS.dealing, APPEAL_STATUS.transferred, APPEAL_STATUS.examining];

/** Whether an appeal in `status` is finished (5 已办结 or 6 已归档; counted as 已办结 in the statistics). */
export function isFinishedAppeal(status: AppealStatus): boolean {
  return FINISHED_APPEAL_STATUSES.includes(status);
}

/** Whether an appeal in `status` was returned to the enterprise (7 已退回: it may complete and resubmit it). */
export function isReturnedAppeal(status: AppealStatus): boolean {
  return status === APPEAL_STATUS.returned;
}

/** An action of the table. */
export type AppealAction =
  | 'submit'
  | 'create'
  | 'updateDealOffice'
  | 'transfer'
  | 'deal'
  | 'back'
  | 'examinePass'
  | 'examineReject'
  | 'archive'
  | 'resubmit'
  | 'delete'
  | 'update';

/** The transition table. States `new` / `removed` are markers (see the module comment). */
export const appealStatusMachine = defineStateMachine<
  'new' | AppealStatus | 'removed',
  AppealAction
>({
  states: ['new', '1', '2', '3', '4', '5', '6', '7', 'removed'],
  transitions: [
    { from: 'new', action: 'submit', to: '1' },
    { from: 'new', action: 'create', to: '1' },
    { from: ['1', '2', '3'], action: 'updateDealOffice', to: '2' },
    { from: ['2', '3'], action: 'transfer', to: '3' },
    { from: ['2', '3'], action: 'deal', to: '4' },
    { from: ['1', '2', '3'], action: 'back', to: '7' },
    { from: '4', action: 'examinePass', to: '5' },
    { from: '4', action: 'examineReject', to: '2' },
    { from: '5', action: 'archive', to: '6' },
    { from: '7', action: 'resubmit', to: '1' },
    { from: ['1', '7'], action: 'delete', to: 'removed' },
    // staff corrections keep the state: one row per state
    { from: '1', action: 'update', to: '1' },
    { from: '2', action: 'update', to: '2' },
    { from: '3', action: 'update', to: '3' },
    { from: '4', action: 'update', to: '4' },
    { from: '7', action: 'update', to: '7' },
  ],
});

/** The states the table may start from: a stored state or `new` (no record yet). */
export type AppealFrom = AppealStatus | 'new';

/** An action that ends in a stored state (everything but `delete`). */
export type AppealStoredAction = Exclude<AppealAction, 'delete'>;

/** Whether `state` is a stored appeal state (not a marker). */
export function isAppealStatus(state: string): state is AppealStatus {
  return state in APPEAL_STATUS_LABELS;
}

/**
 * The stored state `action` leads to from `from`, or the refusal `当前状态不允许该操作` (use
 * `appealStatusMachine.check(from, 'delete')` for deletion: allowed in 1 待受理 and 7 已退回).
 */
export function appealTransition(from: AppealFrom, action: AppealStoredAction): TransitionCheck<AppealStatus> {
  const result = appealStatusMachine.check(from, action);
  if (result.ok && !isAppealStatus(result.to)) throw new Error(`appeal transition ended in ${result.to}`);
  return result as TransitionCheck<AppealStatus>;
}

/** The actions allowed on an appeal in `status`, in table order (for showing only allowed buttons). */
export function appealActionsFrom(status: AppealFrom): AppealAction[] {
  return appealStatusMachine.actionsFrom(status);
}

/**
 * The operation an action is requested and recorded as — the workbench's button, the API call and the log row share
 * it: the table's two results of 审核, `examinePass` and `examineReject`, are one operation `examine` (seeds 001 §7
 * appeal/info/examine with examineResult 1 通过 / 2 不通过); every other action is its own operation.
 */
export type AppealOperation = Exclude<AppealAction, 'examinePass' | 'examineReject'> | 'examine';

/** A log row's action (contract `AppealLogAction`): every operation but `delete` (a deleted appeal has no log). */
export type AppealLogAction = components['schemas']['AppealLogAction'];

/** The operations staff run on a stored appeal from the workbench (not the enterprise's submit / resubmit, nor create). */
export type AppealWorkbenchAction = Exclude<AppealOperation, 'submit' | 'create' | 'resubmit'>;

/** The operation a table action is requested and recorded as ({@link AppealOperation}). */
export function appealOperationOf(action: AppealAction): AppealOperation {
  return action === 'examinePass' || action === 'examineReject' ? 'examine' : action;
}

/** The log action (contract `AppealLogAction`) a table action is recorded as. */
export function logActionOf(action: AppealStoredAction): AppealLogAction {
  return appealOperationOf(action) as Exclude<AppealOperation, 'delete'>;
}

/** Chinese names of the log actions (the contract's x-enum-descriptions of `AppealLogAction`, generated). */
export const APPEAL_LOG_ACTION_NAMES = ENUM_LABELS.AppealLogAction satisfies Readonly<Record<AppealLogAction, string>>;

/**
 * Button texts of the workbench actions (seeds 001 §7 appeal/info/*): the log's names (转办, 办理, 退回, 审核, 归档, 修改),
 * but 分派 for 受理分派, and 删除.
 */
export const APPEAL_WORKBENCH_ACTION_LABELS: Readonly<Record<AppealWorkbenchAction, string>> = {
  updateDealOffice: '分派',
  transfer: APPEAL_LOG_ACTION_NAMES.transfer,
  deal: APPEAL_LOG_ACTION_NAMES.deal,
  back: APPEAL_LOG_ACTION_NAMES.back,
  examine: APPEAL_LOG_ACTION_NAMES.examine,
  archive: APPEAL_LOG_ACTION_NAMES.archive,
  delete: '删除',
  update: APPEAL_LOG_ACTION_NAMES.update,
};

// The contract's log actions are exactly the operations that leave a row: a new table action fails here until the
// contract names it (and the other way round).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const LOG_ACTIONS_ARE_OPERATIONS: Same<AppealLogAction, Exclude<AppealOperation, 'delete'>> = true;
void LOG_ACTIONS_ARE_OPERATIONS;
