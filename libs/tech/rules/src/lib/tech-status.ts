/**
 * The technology-service state table (contract `TechStatus`, openapi/domains/tech/schemas/tech-status.yaml;
 * seeds 001 §4 "achievement, requirement, expert and institute: commit, review, putaway, take down"),
 * shared by the four item kinds: the ONE place that says which action is allowed in which state.
 * The server asks this table before every change (save, commit, review, putaway, takedown, delete) and
 * maps a refusal to HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`; the workbench shows only the actions
 * {@link techActionsFrom} returns.
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 0 草稿 |
 * | 0 草稿, 3 审核驳回, 5 已下架 | save | 0 草稿 |
 * | 0 草稿, 3 审核驳回 | commit | 1 待审核 |
 * | 1 待审核 | pass (review, result 1) | 2 审核通过 |
 * | 1 待审核 | reject (review, result 2; opinion required) | 3 审核驳回 |
 * | 2 审核通过, 5 已下架 | putaway | 4 已上架 |
 * | 4 已上架 | takedown | 5 已下架 |
 * | 0 草稿, 3 审核驳回, 5 已下架 | delete | (removed) |
 *
 * `new` and `removed` are markers, never stored. Only state 4 is public (the techService pages).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored item state: '0' 草稿, '1' 待审核, '2' 审核通过, '3' 审核驳回, '4' 已上架, '5' 已下架. */
export type TechStatus = components['schemas']['TechStatus'];

/** The stored states by name — the one place their codes are spelled (lint rule `qifu/no-bare-status-literal`). */
export const TECH_STATUS = {
  /** 0 草稿 */
  draft: '0',
  /** 1 待审核 */
  pending: '1',
  /** 2 审核通过 */
  passed: '2',
  /** 3 审核驳回 */
  rejected: '3',
  /** 4 已上架 */
  up: '4',
  /** 5 已下架 */
  down: '5',
} as const satisfies Readonly<Record<string, TechStatus>>;

/** The one public state (已上架): the techService pages, home blocks and global search show only it. */
export const TECH_PUBLIC_STATUS: TechStatus = TECH_STATUS.up;

/** 合作方式 (contract `TechCooperationMode`): '1' 技术转让 … '5' 其他. */
export type TechCooperationMode = components['schemas']['TechCooperationMode'];

/** Chinese labels of {@link TechCooperationMode} (the contract's x-enum-descriptions, generated). */
export const TECH_COOPERATION_MODE_LABELS = ENUM_LABELS.TechCooperationMode satisfies Readonly<Record<TechCooperationMode, string>>;

/** Which domain tree (contract `TechDomainType`): '1' 技术领域, '2' 应用行业. */
export type TechDomainType = components['schemas']['TechDomainType'];

/** The kind of item a negotiation is about (contract `TechKind`). */
export type TechKind = components['schemas']['TechKind'];

/** Whether the review refused the item (3 审核驳回: its opinion is shown as the reason). */
export function isTechRejected(status: TechStatus): boolean {
  return status === TECH_STATUS.rejected;
}

/** Chinese labels of {@link TechStatus} (the contract's x-enum-descriptions, generated). */
export const TECH_STATUS_LABELS = ENUM_LABELS.TechStatus satisfies Readonly<Record<TechStatus, string>>;

/** An action of the technology-service table. */
export type TechAction = 'save' | 'commit' | 'pass' | 'reject' | 'putaway' | 'takedown' | 'delete';

/** The transition table. States `new` / `removed` are markers (see the module comment). */
export const techStatusMachine = defineStateMachine<TechStatus | 'new' | 'removed', TechAction>({
  states: ['new', '0', '1', '2', '3', '4', '5', 'removed'],
  transitions: [
    { from: ['new', '0', '3', '5'], action: 'save', to: '0' },
    { from: ['0', '3'], action: 'commit', to: '1' },
    { from: '1', action: 'pass', to: '2' },
    { from: '1', action: 'reject', to: '3' },
    { from: ['2', '5'], action: 'putaway', to: '4' },
    { from: '4', action: 'takedown', to: '5' },
    { from: ['0', '3', '5'], action: 'delete', to: 'removed' },
  ],
});

/** The states the table may start from: a stored state or `new` (no record yet). */
export type TechFrom = TechStatus | 'new';

/** Whether `state` is a stored item state (not a marker). */
export function isTechStatus(state: string): state is TechStatus {
  return state in TECH_STATUS_LABELS;
}

/**
 * The stored state `action` leads to from `from`, or the refusal `当前状态不允许该操作` (use
 * `techStatusMachine.check(from, 'delete')` for deletion).
 */
export function techTransition(from: TechFrom, action: Exclude<TechAction, 'delete'>): TransitionCheck<TechStatus> {
  const result = techStatusMachine.check(from, action);
  if (result.ok && !isTechStatus(result.to)) throw new Error(`tech transition ended in ${result.to}`);
  return result as TransitionCheck<TechStatus>;
}

/** The actions allowed on an item in `status`, in table order (for showing only the allowed buttons). */
export function techActionsFrom(status: TechFrom): TechAction[] {
  return techStatusMachine.actionsFrom(status);
}

/** The states from which `action` is allowed (for an all-or-nothing batch: `status in (...)`). */
export function techStatesAllowing(action: TechAction): TechStatus[] {
  return (['0', '1', '2', '3', '4', '5'] as const).filter((s) => techStatusMachine.can(s, action));
}
