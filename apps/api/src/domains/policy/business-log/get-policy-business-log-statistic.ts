import type { Handler } from '../../../core/handler';
import { businessLogStats } from './business-log.queries';

/**
 * `GET /pol/policyBusinessLog/statistic` (pol:businessLog:statistic): views, consultations,
 * declarations and searches (and any other event) counted with their distinct users, by event
 * (default), by policy or by day (`groupBy`).
 */
export const getPolicyBusinessLogStatistic: Handler<'getPolicyBusinessLogStatistic'> = async (req, ctx) =>
  businessLogStats(ctx.db, req.query, req.query.groupBy ?? 'event');
