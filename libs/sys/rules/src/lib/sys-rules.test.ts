import { describe, expect, it } from 'vitest';

import { FEEDBACK_STATUS_LABELS, feedbackMachine } from './feedback-status';
import { LIVE_PUBLISH_STATUS_LABELS, liveActionAllowed, liveActionsFrom, livePublishMachine } from './live-status';

describe('live publish table (contract SysLivePublishStatus)', () => {
  it('offers publish and delete before publishing, only offPublish after', () => {
    expect(liveActionsFrom('0')).toEqual(['publish', 'delete']);
    expect(liveActionsFrom('1')).toEqual(['offPublish']);
    expect(liveActionAllowed('1', 'delete')).toBe(false);
  });

  it('moves between the two states and refuses the rest', () => {
    expect(livePublishMachine.check('0', 'publish')).toEqual({ ok: true, to: '1' });
    expect(livePublishMachine.check('1', 'offPublish')).toEqual({ ok: true, to: '0' });
    expect(livePublishMachine.check('1', 'publish')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
  });

  it('labels the states as the contract does', () => {
    expect(LIVE_PUBLISH_STATUS_LABELS).toEqual({ '0': '未发布', '1': '已发布' });
  });
});

describe('feedback handling table (contract SysFeedbackStatus)', () => {
  it('handles a message once', () => {
    expect(feedbackMachine.check('0', 'handle')).toEqual({ ok: true, to: '1' });
    expect(feedbackMachine.check('1', 'handle')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
    expect(FEEDBACK_STATUS_LABELS).toEqual({ '0': '待处理', '1': '已处理' });
  });
});
