import type { Handler } from '../../../core/handler';
import { ok } from '../../../core/envelope';
import { configWrite, saveType } from './appeal-config';

/** `POST /appeal/type/saveOrUpdate` (ADMIN, YYF with appeal:type:save; issue 16 "Configuration"): creates (no id) or updates a class of the two-level tree (BUSINESS_RULE 诉求分类最多两级; CONFLICT 该分类编码已存在). Invalidates the cached class tree. */
export const saveOrUpdateAppealType: Handler<'saveOrUpdateAppealType'> = async (req, ctx) => ok({ id: await configWrite(ctx, (tx) => saveType(tx, req.body)) }, '保存成功');
