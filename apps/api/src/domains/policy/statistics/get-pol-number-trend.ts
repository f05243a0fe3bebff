import type { Handler } from '../../../core/handler';
import { countByMonth } from './statistics.queries';

/**
 * `GET /pol/number/trend?year=&type=` (pol:number:view): twelve China-time months of the year of
 * `type` — policy 发布政策 (发布时间), apply 提交申报 (submission), consult 政策咨询, view 浏览
 * (政策浏览 events).
 */
export const getPolNumberTrend: Handler<'getPolNumberTrend'> = async (req, ctx) => countByMonth(ctx.db, req.query.year, req.query.type ?? 'policy');
