import { type Handler, requireUser } from '../../../core/handler';
import { policyScope, polInfoOf, readPolicy } from '../info/policy-info.queries';

/**
 * `GET /pol/info/view` (staff, pol:info:view): one policy of 政策信息库 with its enclosures and the last
 * examination; counts no view. @throws AppError NOT_FOUND_ENTITY 政策不存在.
 */
export const viewPolInfo: Handler<'viewPolInfo'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  return polInfoOf(ctx.db, await readPolicy(ctx.db, req.query.id, scope));
};
