import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { allowancePage, allowanceScope } from './allowance.queries';

/**
 * `GET /allowance/list` (portal:allowance:list; catalogue /allowance/*, 补助发放): records within the
 * caller's data rules on `portal:allowance`, newest first; filters keyword (company, credit code,
 * project), policy, state and year.
 */
export const listAllowance: Handler<'listAllowance'> = async (req, ctx) => {
  const scope = await allowanceScope(ctx.db, requireUser(ctx));
  return ok(await allowancePage(ctx.db, req.query, scope));
};
