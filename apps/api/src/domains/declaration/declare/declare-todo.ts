/**
 * The declaration domain's to-do counter of the workbench home: declarations waiting for review
 * (`DeclareStatus` 1 待审核) on 申报审核, counted by the staff list's own query ({@link declarePage}) within
 * the caller's data rules on `dec:declare`, as the list applies them.
 */
import { PERM } from '@qifu/sdk';

import type { TodoSource } from '../../../core/todo';
import { declarePage, staffDeclareScope } from './declare.queries';

/** 待审核申报 → /work/dec/declare (dec:declare:list). */
export const declareTodo: TodoSource = {
  key: 'declareExamine',
  name: '待审核申报',
  path: '/work/dec/declare',
  permission: PERM.decDeclareList,
  async count(ctx, caller) {
    const extra = await staffDeclareScope(ctx.db, caller);
    return (await declarePage(ctx.db, { status: '1', page: 1, pageSize: 1 }, { extra })).total;
  },
};
