/**
 * The ONE state table of a policy (`pol_info.status`; seeds 001 §4 "policy and carousel: take up,
 * take down", §7 /admin/policy/info takeup/takedown/delete, /pol/info save/examine/isdel). The
 * contract shows a policy through two codes — the shelf state `PolicyShelfStatus` (政策发布) and
 * the examination state `PolInfoExamineStatus` (政策信息库) — which are both projections of the one
 * stored state below ({@link policyShelfStatus}, {@link policyExamineStatus}), so the two menus can
 * never disagree. The server asks this table before every write (`assertTransition` → HTTP 200
 * `BUSINESS_RULE 当前状态不允许该操作`); the workbench shows only {@link policyActionsFrom}.
 *
 * | stored | 上下架 (shelf) | 审核 (examine) |
 * |---|---|---|
 * | draft | 0 草稿 | 0 草稿 |
 * | pending | 0 草稿 | 1 待审核 |
 * | rejected | 0 草稿 | 3 审核不通过 |
 * | approved | 0 草稿 | 2 审核通过 |
 * | published | 1 已上架 | 2 审核通过 |
 * | offline | 2 已下架 | 2 审核通过 |
 * | deleted | (gone from every list) | (gone) |
 *
 * | from | action | to |
 * |---|---|---|
 * | new | save (政策发布 save, 政策信息库 saveType 0, city sync) | draft |
 * | new | submit (政策信息库 saveType 1) | pending |
 * | draft, rejected | save | draft |
 * | approved | save | approved |
 * | offline | save | offline |
 * | draft, rejected, approved, offline | submit | pending |
 * | pending | pass | approved |
 * | pending | reject (opinion required) | rejected |
 * | draft, approved, offline | takeup | published |
 * | published | takedown | offline |
 * | draft, rejected, approved, offline | delete (delete, batchDelete, isdel) | deleted |
 *
 * A published policy is changed only after takedown (已上架的政策请先下架再修改); a pending one only by
 * examination (待审核的政策不能修改); a rejected one must be revised (saved or resubmitted) before it
 * can be taken up. Only `published` is visible in the portal (market, search, global search).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** What `pol_info.status` stores. */
export type PolicyState = 'draft' | 'pending' | 'rejected' | 'approved' | 'published' | 'offline' | 'deleted';

/** Every stored state, in lifecycle order. */
export const POLICY_STATES: readonly PolicyState[] = ['draft', 'pending', 'rejected', 'approved', 'published', 'offline', 'deleted'];

/** An action of the policy table. */
export type PolicyAction = 'save' | 'submit' | 'pass' | 'reject' | 'takeup' | 'takedown' | 'delete';

/** The contract's shelf code ('0' 草稿, '1' 已上架, '2' 已下架). */
export type PolicyShelfCode = components['schemas']['PolicyShelfStatus'];
/** The contract's examination code ('0' 草稿, '1' 待审核, '2' 审核通过, '3' 审核不通过). */
export type PolicyExamineCode = components['schemas']['PolInfoExamineStatus'];

/** Chinese labels of the shelf code (generated from the contract). */
export const POLICY_SHELF_LABELS = ENUM_LABELS.PolicyShelfStatus satisfies Readonly<Record<PolicyShelfCode, string>>;
/** Chinese labels of the examination code (generated from the contract). */
export const POLICY_EXAMINE_LABELS = ENUM_LABELS.PolInfoExamineStatus satisfies Readonly<Record<PolicyExamineCode, string>>;

/** The transition table (see the module comment); `new` is a marker for a policy not yet stored. */
export const policyStatusMachine = defineStateMachine<PolicyState | 'new', PolicyAction>({
  states: ['new', ...POLICY_STATES],
  transitions: [
    { from: 'new', action: 'save', to: 'draft' },
    { from: 'new', action: 'submit', to: 'pending' },
    { from: ['draft', 'rejected'], action: 'save', to: 'draft' },
    { from: 'approved', action: 'save', to: 'approved' },
    { from: 'offline', action: 'save', to: 'offline' },
    { from: ['draft', 'rejected', 'approved', 'offline'], action: 'submit', to: 'pending' },
    { from: 'pending', action: 'pass', to: 'approved' },
    { from: 'pending', action: 'reject', to: 'rejected' },
    { from: ['draft', 'approved', 'offline'], action: 'takeup', to: 'published' },
    { from: 'published', action: 'takedown', to: 'offline' },
    { from: ['draft', 'rejected', 'approved', 'offline'], action: 'delete', to: 'deleted' },
  ],
});

const SHELF: Readonly<Record<PolicyState, PolicyShelfCode>> = {
  draft: '0',
  pending: '0',
  rejected: '0',
  approved: '0',
  published: '1',
  offline: '2',
  deleted: '0',
};
const EXAMINE: Readonly<Record<PolicyState, PolicyExamineCode>> = {
  draft: '0',
  pending: '1',
  rejected: '3',
  approved: '2',
  published: '2',
  offline: '2',
  deleted: '0',
};

/** The shelf codes by name (contract `PolicyShelfStatus`; lint rule `qifu/no-bare-status-literal`). */
export const POLICY_SHELF_STATUS = {
  /** 0 草稿 */
  draft: '0',
  /** 1 已上架 */
  up: '1',
  /** 2 已下架 */
  down: '2',
} as const satisfies Readonly<Record<string, PolicyShelfCode>>;

/** The examination codes by name (contract `PolInfoExamineStatus`). */
export const POLICY_EXAMINE_STATUS = {
  /** 0 草稿 */
  draft: '0',
  /** 1 待审核 */
  pending: '1',
  /** 2 审核通过 */
  passed: '2',
  /** 3 审核不通过 */
  failed: '3',
} as const satisfies Readonly<Record<string, PolicyExamineCode>>;

/** Whether a policy in `state` is published (已上架: shown on the portal, matched against enterprises). */
export function isPublished(state: PolicyState): boolean {
  return state === 'published';
}

/** The table action an examination result asks for (`examinePolInfo`: 2 审核通过 → pass, 3 审核不通过 → reject). */
export function policyExamineAction(result: PolicyExamineCode): Extract<PolicyAction, 'pass' | 'reject'> {
  return result === POLICY_EXAMINE_STATUS.passed ? 'pass' : 'reject';
}

/** Whether the examination refused the policy (3 审核不通过: its opinion is shown as the reason). */
export function isExamineFailed(examine: PolicyExamineCode): boolean {
  return examine === POLICY_EXAMINE_STATUS.failed;
}

/**
 * Whether a policy's badge shows its examination instead of its shelf state: a draft waiting for (1 待审核) or refused
 * by (3 审核不通过) examination cannot be taken up and says so.
 */
export function showsExamineState(shelf: PolicyShelfCode, examine: PolicyExamineCode): boolean {
  return shelf === POLICY_SHELF_STATUS.draft && (examine === POLICY_EXAMINE_STATUS.pending || isExamineFailed(examine));
}

/** The shelf code of a stored state (政策发布's 状态 column). */
export function policyShelfStatus(state: PolicyState): PolicyShelfCode {
  return SHELF[state];
}

/** The examination code of a stored state (政策信息库's 审核状态 column). */
export function policyExamineStatus(state: PolicyState): PolicyExamineCode {
  return EXAMINE[state];
}

/** The stored states shown under a shelf code (a list filter). */
export function statesOfShelf(code: PolicyShelfCode): PolicyState[] {
  return POLICY_STATES.filter((s) => s !== 'deleted' && SHELF[s] === code);
}

/** The stored states shown under an examination code (a list filter, 政策信息库's counts). */
export function statesOfExamine(code: PolicyExamineCode): PolicyState[] {
  return POLICY_STATES.filter((s) => s !== 'deleted' && EXAMINE[s] === code);
}

/**
 * The stored state behind a pair of contract codes (the two projections are one-to-one on the states
 * a list shows): what a page passes to {@link policyActionsFrom} for a row of 政策发布 or 政策信息库.
 */
export function policyStateOf(shelf: PolicyShelfCode, examine: PolicyExamineCode): PolicyState {
  return POLICY_STATES.find((s) => s !== 'deleted' && SHELF[s] === shelf && EXAMINE[s] === examine) ?? 'draft';
}

/** Whether a value read from the database is a known stored state. */
export function isPolicyState(value: string): value is PolicyState {
  return (POLICY_STATES as readonly string[]).includes(value);
}

/** Where `action` leads from `from`, or the refusal (a published policy's edit says why). */
export function policyTransition(from: PolicyState | 'new', action: PolicyAction): TransitionCheck<PolicyState> {
  const check = policyStatusMachine.check(from, action);
  if (check.ok) return check as TransitionCheck<PolicyState>;
  if ((action === 'save' || action === 'submit') && from === 'published') return { ok: false, message: '已上架的政策请先下架再修改', detail: check.detail };
  if ((action === 'save' || action === 'submit' || action === 'delete') && from === 'pending') return { ok: false, message: '待审核的政策不能修改', detail: check.detail };
  if (action === 'delete' && from === 'published') return { ok: false, message: '已上架的政策请先下架再删除', detail: check.detail };
  return check as TransitionCheck<PolicyState>;
}

/** The actions allowed in `state`, in table order (the row buttons a page shows). */
export function policyActionsFrom(state: PolicyState): PolicyAction[] {
  return policyStatusMachine.actionsFrom(state);
}

/** Whether `action` is allowed in `state`. */
export function policyActionAllowed(state: PolicyState, action: PolicyAction): boolean {
  return policyStatusMachine.can(state, action);
}
