/**
 * The technology-service state table (contract `TechStatus`, openapi/domains/tech/schemas/tech-status.yaml;
 * seeds 001 §4 "achievement, requirement, expert and institute: commit, review, putaway, take down"),
 * shared by the four item kinds: the ONE place that says which action is allowed in which state.
 * Every handler that changes an item (save, commit, review, putaway, takedown, delete) asks this
 * table first; a forbidden action answers HTTP 200 `BUSINESS_RULE 当前状态不允许该操作` and changes nothing.
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
import type { components } from '@qifu/sdk';

import { defineStateMachine } from '../../core/state-machine';

/** A stored item state: '0' 草稿, '1' 待审核, '2' 审核通过, '3' 审核驳回, '4' 已上架, '5' 已下架. */
export type TechStatus = components['schemas']['TechStatus'];

/** The one public state (已上架): the techService pages, home blocks and global search show only it. */
export const TECH_PUBLIC_STATUS: TechStatus = '4';

/** Chinese labels of {@link TechStatus} (the contract's x-enum-descriptions). */
export const TECH_STATUS_LABELS: Readonly<Record<TechStatus, string>> = {
  '0': '草稿',
  '1': '待审核',
  '2': '审核通过',
  '3': '审核驳回',
  '4': '已上架',
  '5': '已下架',
};

/** The transition table. States `new` / `removed` are markers (see the module comment). */
export const techStatusMachine = defineStateMachine({
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

/** An action of the technology-service table. */
export type TechAction = 'save' | 'commit' | 'pass' | 'reject' | 'putaway' | 'takedown' | 'delete';

/** The states the table may start from: a stored state or `new` (no record yet). */
export type TechFrom = TechStatus | 'new';

function isStored(state: string): state is TechStatus {
  return state in TECH_STATUS_LABELS;
}

/**
 * The stored state `action` leads to from `from`.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when the action is not allowed there
 *   (use {@link assertTechDelete} for deletion).
 */
export function assertTechTransition(from: TechFrom, action: Exclude<TechAction, 'delete'>): TechStatus {
  const to = techStatusMachine.assert(from, action);
  if (!isStored(to)) throw new Error(`tech transition ended in ${to}`);
  return to;
}

/**
 * Checks that an item in `from` may be deleted (0 草稿, 3 审核驳回, 5 已下架).
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 otherwise.
 */
export function assertTechDelete(from: TechStatus): void {
  techStatusMachine.assert(from, 'delete');
}

/** The actions allowed on an item in `status`, in table order (for showing only the allowed buttons). */
export function techActionsFrom(status: TechFrom): TechAction[] {
  return techStatusMachine.actionsFrom(status);
}

/** The states from which `action` is allowed (for an all-or-nothing batch: `status in (...)`). */
export function techStatesAllowing(action: TechAction): TechStatus[] {
  return (['0', '1', '2', '3', '4', '5'] as const).filter((s) => techStatusMachine.can(s, action));
}
