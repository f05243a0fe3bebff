/**
 * The customer-service domain's to-do counter of the workbench home: users waiting for a human
 * (1 待接入) on 人工客服, the same condition as `listChatRequireManpower?status=1`.
 */
import { PERM } from '@qifu/sdk';
import { count, eq } from 'drizzle-orm';

import type { TodoSource } from '../../../core/todo';
import { csChatRequire } from '../../../db/schema';

/** 待接入人工客服 → /work/cs/manpower (cs:manpower:list). */
export const manpowerTodo: TodoSource = {
  key: 'manpowerAccept',
  name: '待接入人工客服',
  path: '/work/cs/manpower',
  permission: PERM.csManpowerList,
  async count(ctx) {
    const [row] = await ctx.db.select({ n: count() }).from(csChatRequire).where(eq(csChatRequire.status, '1'));
    return Number(row?.n ?? 0);
  },
};
