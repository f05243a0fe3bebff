import { policyTransition } from '@qifu/policy-rules';
import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { polInfo, polInfoFile } from '../../../db/schema';
import { policyScope, stateOf } from '../info/policy-info.queries';

/**
 * `POST /pol/info/getEnclosureDel` (staff, pol:info:save; seeds 001 §7): removes one enclosure of a
 * policy at once, under the same state rule as save (not while published or pending); the stored
 * file is kept (the business log may refer to it).
 * @throws AppError NOT_FOUND_ENTITY 附件不存在; BUSINESS_RULE as save.
 */
export const getEnclosureDel: Handler<'getEnclosureDel'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: polInfoFile.id, status: polInfo.status })
      .from(polInfoFile)
      .innerJoin(polInfo, eq(polInfo.id, polInfoFile.policyId))
      .where(and(eq(polInfoFile.id, req.body.id), ne(polInfo.status, 'deleted'), scope))
      .limit(1);
    if (!file) throw new AppError('NOT_FOUND_ENTITY', '附件不存在');
    assertAllowed(policyTransition(stateOf(file.status), 'save'));
    await tx.delete(polInfoFile).where(eq(polInfoFile.id, file.id));
  });
  return ok(null, '删除成功');
};
