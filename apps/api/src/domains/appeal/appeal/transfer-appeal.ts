import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { transferAppealTo } from './appeal-staff-actions';

/**
 * `POST /appeal/info/transfer` (ADMIN, YYF, GOV, DEPT; `appeal:info:transfer`): 2/3 → 3 with another enabled dealing
 * office (400 请输入转办理由; BUSINESS_RULE 不能转办给当前承办部门 and 承办部门不存在或已停用, issue 17). A DEPT
 * caller only for its own office's appeals.
 */
export const transferAppeal: Handler<'transferAppeal'> = async (req, ctx) => {
  await transferAppealTo(ctx.db, actorOf(requireUser(ctx)), req.body);
  return null;
};
