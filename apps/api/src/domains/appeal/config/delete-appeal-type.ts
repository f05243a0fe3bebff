import type { Handler } from '../../../core/handler';
import { configWrite, deleteTypes } from './appeal-config';

/** `POST /appeal/type/delete` (ADMIN, YYF with appeal:type:delete; issue 16 "Configuration"): deletes classes without other children and unused by appeals (BUSINESS_RULE 该分类下存在子分类，不能删除 / 该分类已被诉求使用，请停用; nothing deleted then). Invalidates the cached class tree. */
export const deleteAppealType: Handler<'deleteAppealType'> = async (req, ctx) => {
  await configWrite(ctx, (tx) => deleteTypes(tx, req.body.ids));
  return null;
};
