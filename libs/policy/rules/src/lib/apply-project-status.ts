/**
 * The publication table of declaration projects (contract `ApplyProjectStatus`,
 * openapi/domains/policy/schemas/apply-project-status.yaml; seeds 001 §2 "Form preview": publish 1,
 * save 0): the ONE place that says what staff may do with a project. The server's project saves and
 * deletes ask it before writing; the workbench's 申报项目 page offers only what it allows.
 *
 * | from | action | to | rule besides the table |
 * |---|---|---|---|
 * | (new) | save (保存) | 0 未发布 | |
 * | (new) | publish (发布) | 1 已发布 | |
 * | 0 | save / publish | 0 / 1 | |
 * | 1 | publish (修改) | 1 | only while the project has no declaration |
 * | 1 | save (撤回) | 0 | only while the project has no declaration |
 * | 0, 1 | delete | (deleted) | only while the project has no declaration |
 *
 * `new` and `deleted` are markers, never stored. The "no declaration" rule is checked by
 * {@link applyProjectTransition} with the project's declaration count.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored project state: '0' 未发布, '1' 已发布. */
export type ApplyProjectStatus = components['schemas']['ApplyProjectStatus'];

/** Chinese labels of {@link ApplyProjectStatus} (the contract's x-enum-descriptions, generated). */
export const APPLY_PROJECT_STATUS_LABELS = ENUM_LABELS.ApplyProjectStatus satisfies Readonly<Record<ApplyProjectStatus, string>>;

/** The stored states by name (lint rule `qifu/no-bare-status-literal`). */
export const APPLY_PROJECT_STATUS = {
  /** 0 未发布 (saved) */
  unpublished: '0',
  /** 1 已发布 */
  published: '1',
} as const satisfies Readonly<Record<string, ApplyProjectStatus>>;

/** An action of the project table: save (status 0), publish (status 1), delete. */
export type ApplyProjectAction = 'save' | 'publish' | 'delete';

/** The transition table (`new` and `deleted` are markers). */
export const applyProjectStatusMachine = defineStateMachine<ApplyProjectStatus | 'new' | 'deleted', ApplyProjectAction>({
  states: ['new', '0', '1', 'deleted'],
  transitions: [
    { from: ['new', '0', '1'], action: 'save', to: '0' },
    { from: ['new', '0', '1'], action: 'publish', to: '1' },
    { from: ['0', '1'], action: 'delete', to: 'deleted' },
  ],
});

/** Message of a change to a published project that enterprises already declared to. */
export const PROJECT_HAS_DECLARATIONS = '项目已有企业申报，不能修改';
/** Message of deleting a project that enterprises already declared to. */
export const PROJECT_DELETE_HAS_DECLARATIONS = '项目已有企业申报，不能删除';

/** The action a save with `status` is (publish 1 / save 0). */
export function applyProjectSaveAction(status: ApplyProjectStatus): Extract<ApplyProjectAction, 'save' | 'publish'> {
  return status === '1' ? 'publish' : 'save';
}

/**
 * Where `action` leads a project in `from` that has `declarations` declarations (any state but
 * draft), or the refusal: the table's 当前状态不允许该操作, or {@link PROJECT_HAS_DECLARATIONS} /
 * {@link PROJECT_DELETE_HAS_DECLARATIONS} for a published project with declarations.
 */
export function applyProjectTransition(
  from: ApplyProjectStatus | 'new',
  action: ApplyProjectAction,
  declarations = 0,
): TransitionCheck<ApplyProjectStatus | 'deleted'> {
  const check = applyProjectStatusMachine.check(from, action) as TransitionCheck<ApplyProjectStatus | 'deleted'>;
  if (!check.ok || from === 'new' || declarations === 0) return check;
  if (action === 'delete') return { ok: false, message: PROJECT_DELETE_HAS_DECLARATIONS };
  return from === '1' ? { ok: false, message: PROJECT_HAS_DECLARATIONS } : check;
}

/** The actions the page offers on a project in `status` with `declarations` declarations. */
export function applyProjectActionsFrom(status: ApplyProjectStatus, declarations: number): ApplyProjectAction[] {
  return applyProjectStatusMachine.actionsFrom(status).filter((a) => applyProjectTransition(status, a, declarations).ok);
}
