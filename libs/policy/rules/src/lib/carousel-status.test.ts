import { describe, expect, it } from 'vitest';

import { CAROUSEL_STATUS_LABELS, carouselActionsFrom, carouselTransition } from './carousel-status';

describe('carousel shelf table', () => {
  it('takes a draft or a taken-down slide up, and a slide on the shelf down', () => {
    expect(carouselTransition('0', 'takeup')).toEqual({ ok: true, to: '1' });
    expect(carouselTransition('2', 'takeup')).toEqual({ ok: true, to: '1' });
    expect(carouselTransition('1', 'takedown')).toEqual({ ok: true, to: '2' });
  });

  it('refuses editing, deleting or a second takeup on the shelf, and taking down what is not on it', () => {
    for (const action of ['save', 'delete', 'takeup'] as const) expect(carouselTransition('1', action)).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(carouselTransition('0', 'takedown').ok).toBe(false);
    expect(carouselTransition('2', 'takedown').ok).toBe(false);
  });

  it('keeps the state on save and offers the workbench the table’s actions with the contract labels', () => {
    expect(carouselTransition('2', 'save')).toEqual({ ok: true, to: '2' });
    expect(carouselActionsFrom('1')).toEqual(['takedown']);
    expect(CAROUSEL_STATUS_LABELS).toEqual({ '0': '草稿', '1': '已上架', '2': '已下架' });
  });
});
