import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { deleteProject } from './apply-project.queries';

/**
 * `POST /admin/policy/info/applyProjectDelete` (policy:applyProject:delete): deletes a project without
 * declarations; msg 删除成功.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在; BUSINESS_RULE 项目已有企业申报，不能删除.
 */
export const deleteAdminApplyProject: Handler<'deleteAdminApplyProject'> = async (req, ctx) => {
  await deleteProject(ctx.db, requireUser(ctx), req.body.id);
  return ok(null, '删除成功');
};
