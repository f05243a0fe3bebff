import type { Handler } from '../../../core/handler';
import { archiveTables } from '../archive/archive-values';
import { toExpansionTableWithFields } from './expansion.queries';

/**
 * `GET /api/entExpansionTable/findEnableTableList`: enabled tables with their enabled fields in order; businessType
 * narrows to that type plus the tables for every type; includeDisabled (the configuration page, staff only — ignored
 * for enterprise callers) lists disabled tables and fields too.
 */
export const findEnableTableList: Handler<'findEnableTableList'> = async (req, ctx) => {
  const staff = ctx.user ? ctx.user.userType !== 'QY' : false;
  const tables = await archiveTables(ctx.db, {
    includeDisabled: staff && req.query.includeDisabled === true,
    ...(req.query.businessType ? { businessType: req.query.businessType } : {}),
  });
  return tables.map(toExpansionTableWithFields);
};
