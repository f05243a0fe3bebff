/** Test data of the customer-service workbench pages (shapes of the contract's Knowledge, ChatRequireManpower …). */
import type { ChatMessage, ChatRequireManpower, Knowledge } from '@qifu/customer-service-data-access';

/** A knowledge entry; `n` makes the id unique. */
export function knowledge(n: number, overrides: Partial<Knowledge> = {}): Knowledge {
  return {
    id: `a1b2c3d4-e5f6-4a7b-8c9d-${String(n).padStart(12, '0')}`,
    knoQuiz: `知识问题${n}`,
    knoReply: `知识答复${n}`,
    enableFlag: true,
    hitCount: n,
    updateTime: '2026-11-18T03:20:00.000Z',
    ...overrides,
  };
}

/** The requesting user of {@link chatRequire}. */
export const USER_UID = 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f';
/** The staff member (the logged-in test user of the 人工客服 tests). */
export const STAFF_UID = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f8a';

/** A manpower request; `n` makes the id unique. */
export function chatRequire(n: number, overrides: Partial<ChatRequireManpower> = {}): ChatRequireManpower {
  return {
    id: `e5f6a7b8-c9d0-4e1f-8a2b-${String(n).padStart(12, '0')}`,
    status: '1',
    userUid: USER_UID,
    userName: '张伟',
    companyName: '德清县恒达新材料有限公司',
    question: '技改补助申报时间',
    staffUid: null,
    staffName: null,
    createTime: '2026-11-20T06:30:00.000Z',
    acceptTime: null,
    closeTime: null,
    ...overrides,
  };
}

/** A chat message. */
export function chatMessage(contentId: number, content: string, sendUid: string, receiveUid: string | null): ChatMessage {
  return { contentId, content, sendUid, receiveUid, sendName: sendUid === USER_UID ? '张伟' : '孙晓燕', createTime: '2026-11-20T06:31:00.000Z' };
}
