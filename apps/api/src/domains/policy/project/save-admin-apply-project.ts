import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { saveProject } from './apply-project.queries';

/**
 * `POST /admin/policy/info/applyProjectSave` (policy:applyProject:save; seeds 001 §2 dynamic form builder
 * and form preview — publish 1 / save 0 —, §3 project save payload, §5 date range): creates or updates a
 * project; msg 保存成功, data `{ id }`.
 * @throws AppError BAD_REQUEST (开始时间和结束时间不能相等 and the other time rules, template problems);
 *   NOT_FOUND_ENTITY 政策不存在 / 申报项目不存在; BUSINESS_RULE (ApplyProjectStatus table).
 */
export const saveAdminApplyProject: Handler<'saveAdminApplyProject'> = async (req, ctx) => {
  const id = await saveProject(ctx.db, requireUser(ctx), req.body);
  return ok({ id }, '保存成功');
};
