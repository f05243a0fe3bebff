import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polLabel } from '../../../db/schema';
import { LABEL_NOT_FOUND } from './label.queries';

/**
 * `POST /admin/policy/label/editEnableFlag` (form `id`; ADMIN, YYF, policy:label:save): toggles the
 * enable flag and answers the new one (启用 → 已停用, 停用 → 已启用); unknown → 政策标签不存在.
 */
export const editEnableFlag: Handler<'editEnableFlag'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    const row = found((await tx.select({ enableFlag: polLabel.enableFlag }).from(polLabel).where(eq(polLabel.id, req.body.id)).limit(1).for('update'))[0], LABEL_NOT_FOUND);
    const enableFlag = row.enableFlag === '1' ? '0' : '1';
    await tx.update(polLabel).set({ enableFlag, updatedAt: sql`now()` }).where(eq(polLabel.id, req.body.id));
    return ok({ id: req.body.id, enableFlag }, enableFlag === '1' ? '已启用' : '已停用');
  });
