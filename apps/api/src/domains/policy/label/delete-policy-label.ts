import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found, rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polInfoLabel, polLabel } from '../../../db/schema';
import { LABEL_NOT_FOUND } from './label.queries';

/**
 * `POST /admin/policy/label/delete` (ADMIN, YYF, policy:label:delete): a label used by a policy →
 * BUSINESS_RULE 该标签已被政策使用，不能删除; unknown → NOT_FOUND_ENTITY 政策标签不存在. Its tag links go with it.
 */
export const deletePolicyLabel: Handler<'deletePolicyLabel'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    found((await tx.select({ id: polLabel.id }).from(polLabel).where(eq(polLabel.id, req.body.id)).limit(1).for('update'))[0], LABEL_NOT_FOUND);
    const [used] = await tx.select({ policyId: polInfoLabel.policyId }).from(polInfoLabel).where(eq(polInfoLabel.labelId, req.body.id)).limit(1);
    if (used) throw rule('该标签已被政策使用，不能删除');
    await tx.delete(polLabel).where(eq(polLabel.id, req.body.id));
    return ok(null, '删除成功');
  });
