/**
 * The appeal domain's to-do counters of the workbench home (issue 16 "counts for the workbench home"): appeals
 * waiting for the caller on 诉求办理 — 待受理 for dispatchers, 办理中/已转办 for the dealing office, 待审核 for
 * examiners — counted by the staff list's own query within the caller's data rules on `appeal:info` (a department
 * only its own), as `listAppealInfo` applies them.
 */
import type { AppealStatus } from '@qifu/appeal-rules';
import { PERM } from '@qifu/sdk';
import { and, inArray } from 'drizzle-orm';

import type { TodoSource } from '../../../core/todo';
import { appealInfo } from '../../../db/schema';
import { appealPage, appealStaffScope } from './appeal.queries';

function appealTodo(key: string, name: string, permission: string, statuses: readonly AppealStatus[]): TodoSource {
  return {
    key,
    name,
    path: '/work/appeal/info',
    permission,
    async count(ctx, caller) {
      const scope = await appealStaffScope(ctx.db, caller);
      const where = and(inArray(appealInfo.status, [...statuses]), scope);
      return (await appealPage(ctx.db, { page: 1, pageSize: 1, staff: true, where })).total;
    },
  };
}

/** 待受理诉求 (appeal:info:dispatch), 待办理诉求 (appeal:info:deal), 待审核诉求 (appeal:info:examine). */
export const appealTodos: readonly TodoSource[] = [
  appealTodo('appealAccept', '待受理诉求', PERM.appealInfoDispatch, ['1']),
  appealTodo('appealDeal', '待办理诉求', PERM.appealInfoDeal, ['2', '3']),
  appealTodo('appealExamine', '待审核诉求', PERM.appealInfoExamine, ['4']),
];
