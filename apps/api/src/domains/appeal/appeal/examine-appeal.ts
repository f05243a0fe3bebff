import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { examineAppealWith } from './appeal-staff-actions';

/**
 * `POST /appeal/info/examine` (ADMIN, YYF, GOV; `appeal:info:examine`): 4 → 5 已办结 (通过) or 4 → 2 办理中 (不通过,
 * 400 请输入审核意见 without an opinion).
 */
export const examineAppeal: Handler<'examineAppeal'> = async (req, ctx) => {
  await examineAppealWith(ctx.db, actorOf(requireUser(ctx)), req.body);
  return null;
};
