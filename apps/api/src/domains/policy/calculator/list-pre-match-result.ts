import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { loadCalculator } from './calculator.queries';
import { preMatchResultPage } from './pre-match-result.queries';

/**
 * `GET /admin/policyCalculator/matchResultList?id=` (policy:calculator:list): the enterprises
 * matched by the calculator's last succeeded pre-match, best match first; searched by company name
 * and sent / not sent. Empty before the first succeeded pre-match.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在.
 */
export const listPreMatchResult: Handler<'listPreMatchResult'> = async (req, ctx) => {
  const row = await loadCalculator(ctx.db, req.query.id);
  const page = await preMatchResultPage(ctx.db, row.id, row.resultJobId, req.query);
  return ok({ list: page.list.map(({ phone: _phone, ...item }) => item), total: page.total });
};
