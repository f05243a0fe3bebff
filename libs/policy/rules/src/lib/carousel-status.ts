/**
 * The shelf table of carousel slides (contract `PolicyShelfStatus`,
 * openapi/domains/policy-admin/schemas/policy-shelf-status.yaml; seeds 001 §4 "policy and carousel:
 * take up, take down"; 轮播图管理): the ONE place that says which change of a slide is allowed. The
 * server asks it before writing (`assertTransition` → HTTP 200 `BUSINESS_RULE 当前状态不允许该操作`, or
 * the handler's own text for save/delete); the workbench shows only the actions
 * {@link carouselActionsFrom} returns. (Policies project their own state table, `policy-status.ts`,
 * onto the same codes.)
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 0 草稿 |
 * | 0 草稿 | save, takeup, delete | 0, 1 已上架, (removed) |
 * | 1 已上架 | takedown | 2 已下架 |
 * | 2 已下架 | save, takeup, delete | 2, 1 已上架, (removed) |
 *
 * `new` and `removed` are markers, never stored: a slide on the shelf (1) must be taken down before
 * it is edited or deleted.
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, type TransitionCheck } from '@qifu/util';

/** A stored shelf state of a slide: '0' 草稿, '1' 已上架, '2' 已下架. */
export type CarouselStatus = components['schemas']['PolicyShelfStatus'];

/** Chinese labels of {@link CarouselStatus} (the contract's x-enum-descriptions, generated). */
export const CAROUSEL_STATUS_LABELS = ENUM_LABELS.PolicyShelfStatus satisfies Readonly<Record<CarouselStatus, string>>;

/** An action of the slide table. */
export type CarouselAction = 'save' | 'takeup' | 'takedown' | 'delete';

/** The transition table (see the module comment). */
export const carouselStatusMachine = defineStateMachine<CarouselStatus | 'new' | 'removed', CarouselAction>({
  states: ['new', '0', '1', '2', 'removed'],
  transitions: [
    { from: 'new', action: 'save', to: '0' },
    { from: '0', action: 'save', to: '0' },
    { from: '0', action: 'takeup', to: '1' },
    { from: '0', action: 'delete', to: 'removed' },
    { from: '1', action: 'takedown', to: '2' },
    { from: '2', action: 'save', to: '2' },
    { from: '2', action: 'takeup', to: '1' },
    { from: '2', action: 'delete', to: 'removed' },
  ],
});

/** Where `action` leads from the stored state `from`, or the refusal `当前状态不允许该操作`. */
export function carouselTransition(from: CarouselStatus, action: CarouselAction): TransitionCheck<CarouselStatus | 'removed'> {
  return carouselStatusMachine.check(from, action) as TransitionCheck<CarouselStatus | 'removed'>;
}

/** The actions allowed on a slide in `status`, in table order (the row buttons 轮播图管理 shows). */
export function carouselActionsFrom(status: CarouselStatus): CarouselAction[] {
  return carouselStatusMachine.actionsFrom(status);
}
