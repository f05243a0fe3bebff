import { dataScope } from '../../../core/data-scope';
import { type Handler, requireUser } from '../../../core/handler';
import { consultPage, consultScopeBinding } from './consult-page';

/**
 * `GET /pol/consult/view` (ADMIN, YYF, GOV with permission pol:consult:view — enforced by the
 * security handler): the consultations the caller's data rules on `pol:consult` allow (all of
 * them without a rule; e.g. a department's rule `policyOffice eq currentOfficeTree` keeps the
 * consultations on policies its office tree issued), newest first, with the asker and their company.
 */
export const listPolConsult: Handler<'listPolConsult'> = async (req, ctx) => {
  const scope = await dataScope(ctx.db, requireUser(ctx), 'pol:consult', consultScopeBinding);
  return consultPage(ctx.db, req.query, scope ? { scope } : {});
};
