import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { archiveChanged } from '../archive-changed';
import { archiveTableFor, assertArchiveAccess, checkValues, mergeMainValues } from './archive.queries';

/**
 * `POST /dynamic/company/info/saveEntArchiveDetail` (seeds 001 §7): saves values (keyed by field code) of a single-row
 * table; keys not sent keep their value, null clears. A multi-row, disabled or inapplicable table, an unknown key or a
 * value not fitting its type → BUSINESS_RULE naming the field. QY only its own enterprise. Then {@link archiveChanged}
 * (re-matching). Msg 保存成功.
 */
export const saveEntArchiveDetail: Handler<'saveEntArchiveDetail'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { companyId, tableId, values } = req.body;
  assertArchiveAccess(ctx, companyId);
  const config = await archiveTableFor(ctx.db, companyId, tableId, false);
  const checked = checkValues(config, values, false);
  await mergeMainValues(ctx.db, companyId, tableId, checked, user.id);
  await archiveChanged(ctx.db, [companyId], user.id);
  return ok(null, '保存成功');
};
