import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { polConsult, polInfo } from '../../../db/schema';
import { CONSULT_CACHE_TAG } from './get-pol-consult';

/**
 * `POST /pol/consult/add` (any login): a consultation about a published policy, stored with the
 * user and their company. Unknown or unpublished policy → NOT_FOUND_ENTITY 政策不存在.
 */
export const addPolConsult: Handler<'addPolConsult'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { polInfoId, consultContent } = req.body;
  const content = consultContent.trim();
  if (!content) throw new AppError('BAD_REQUEST', '请输入咨询内容', '参数 consultContent 不能为空');
  const [policy] = await ctx.db
    .select({ id: polInfo.id })
    .from(polInfo)
    .where(and(eq(polInfo.id, polInfoId), eq(polInfo.status, 'published')))
    .limit(1);
  if (!policy) throw new AppError('NOT_FOUND_ENTITY', '政策不存在');
  const [row] = await ctx.db
    .insert(polConsult)
    .values({ polInfoId, consultContent: content, userId: user.id, companyId: user.companyId })
    .returning({ id: polConsult.id });
  if (!row) throw new Error('consultation insert returned nothing');
  // the trigger tells every process; this one forgets before it answers (no notification race)
  ctx.readCache?.invalidateLocal([CONSULT_CACHE_TAG]);
  return ok({ id: row.id }, '提交成功，感谢咨询');
};
