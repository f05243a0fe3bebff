import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { deleteProject } from './apply-project.queries';

/**
 * `POST /gov/policy/doc/delete` (policy:applyProject:delete): deletes a project without declarations;
 * msg 删除成功.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在; BUSINESS_RULE 项目已有企业申报，不能删除.
 */
export const deleteGovProject: Handler<'deleteGovProject'> = async (req, ctx) => {
  await deleteProject(ctx.db, requireUser(ctx), req.body.id);
  return ok(null, '删除成功');
};
