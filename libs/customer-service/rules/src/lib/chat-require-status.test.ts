import { describe, expect, it } from 'vitest';

import { CHAT_REQUIRE_STATES, CHAT_REQUIRE_STATUS_LABELS, chatRequireActionsFrom } from './chat-require-status';

describe('human-agent request table (contract ChatRequireManpowerStatus)', () => {
  it('lets staff accept a waiting request and either side end an open one', () => {
    expect(chatRequireActionsFrom('1')).toEqual(['accept', 'end', 'close']);
    expect(chatRequireActionsFrom('2')).toEqual(['end', 'close']);
    expect(chatRequireActionsFrom('3')).toEqual([]);
    expect(CHAT_REQUIRE_STATES.check('2', 'close')).toEqual({ ok: true, to: '3' });
  });

  it('refuses accepting a request twice', () => {
    expect(CHAT_REQUIRE_STATES.check('2', 'accept')).toMatchObject({ ok: false, message: '当前状态不允许该操作' });
  });

  it('labels the states as the contract does', () => {
    expect(CHAT_REQUIRE_STATUS_LABELS).toEqual({ '1': '待接入', '2': '对话中', '3': '已结束' });
  });
});
