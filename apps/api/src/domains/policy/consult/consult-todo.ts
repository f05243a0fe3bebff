/**
 * The policy domain's to-do counter of the workbench home: consultations still to be answered
 * (0 待回复) on the 政策咨询 page, within the caller's data rules on `pol:consult` — the same scope
 * `listPolConsult` applies (a department sees the consultations on policies its office tree issued).
 */
import { PERM } from '@qifu/sdk';
import { and, count, eq } from 'drizzle-orm';

import { dataScope } from '../../../core/data-scope';
import type { TodoSource } from '../../../core/todo';
import { polConsult, polInfo } from '../../../db/schema';
import { consultScopeBinding } from './consult-page';

/** 待答复咨询 → /work/policy/consult (pol:consult:view). */
export const consultTodo: TodoSource = {
  key: 'consultReply',
  name: '待答复咨询',
  path: '/work/policy/consult',
  permission: PERM.polConsultView,
  async count(ctx, caller) {
    const scope = await dataScope(ctx.db, caller, 'pol:consult', consultScopeBinding);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(polConsult)
      .innerJoin(polInfo, eq(polInfo.id, polConsult.polInfoId))
      .where(and(eq(polConsult.status, '0'), scope));
    return Number(row?.n ?? 0);
  },
};
