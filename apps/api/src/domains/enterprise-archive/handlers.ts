/**
 * Handlers of the enterprise archive (seeds 000 §3 "Company suggestion", §7 company-name search; issue 16 implements
 * the search the call centre's company lookup needs; the archive's other operations follow in their issue).
 */
import type { HandlerRegistry } from '../../core/handler';
import { queryCompanyByName } from './company/query-company-by-name';

export const enterpriseArchiveHandlers: HandlerRegistry = {
  queryCompanyByName,
};
