import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { saveAppealByStaff } from './appeal-staff-form';

/**
 * `POST /appeal/info/updateAppeal` (ADMIN, YYF, GOV, DEPT, CALL with appeal:info:update; seeds 001 §7
 * appeal/info/updateAppeal): without id staff register an appeal received by phone or visit (→ 1 待受理, log 代为登记);
 * with id they correct it in 1, 2, 3, 4 or 7 (state kept, log 修改). msg 保存成功. BUSINESS_RULE 当前状态不允许该操作 in
 * 5 and 6; 400 with the field's message; BUSINESS_RULE for a reference that is not there (诉求分类不存在或已停用 /
 * 诉求来源不存在或已停用 / 所属乡镇（街道）不存在 / 企业不存在 / 附件不存在，请重新上传; see `appeal-workflow.ts`).
 */
export const updateAppeal: Handler<'updateAppeal'> = async (req, ctx) => {
  const id = await saveAppealByStaff({ db: ctx.db, storage: ctx.storage }, actorOf(requireUser(ctx)), req.body);
  return ok({ id }, '保存成功');
};
