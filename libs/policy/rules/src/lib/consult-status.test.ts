import { describe, expect, it } from 'vitest';

import { CONSULT_STATUS_LABELS, consultActionsFrom, consultReplyAction, consultTransition } from './consult-status';

describe('consultation state table', () => {
  it('answers a waiting consultation and corrects an answered one, both ending in 1 已答复', () => {
    expect(consultTransition('0', 'reply')).toEqual({ ok: true, to: '1' });
    expect(consultTransition('1', 'editReply')).toEqual({ ok: true, to: '1' });
    expect(consultReplyAction('0')).toBe('reply');
    expect(consultReplyAction('1')).toBe('editReply');
  });

  it('refuses answering an answered consultation as a new answer, and correcting one never answered', () => {
    expect(consultTransition('1', 'reply')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(consultTransition('0', 'editReply')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
  });

  it('offers the workbench one action per state, with the contract labels', () => {
    expect(consultActionsFrom('0')).toEqual(['reply']);
    expect(consultActionsFrom('1')).toEqual(['editReply']);
    expect(CONSULT_STATUS_LABELS).toEqual({ '0': '待答复', '1': '已答复' });
  });
});
