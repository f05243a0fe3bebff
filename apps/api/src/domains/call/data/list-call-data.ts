import type { Handler } from '../../../core/handler';
import { callDataPage } from './call-data.queries';

/**
 * `GET /call/data/list` (ADMIN, CALL, YYF; call:data:list; seeds 000 §2 `/ecall`, 001 §7 /call/data/*): call records,
 * newest call first, filtered by keyword (phone, contact, company or content), direction, handling, street and the
 * China-time date of the call.
 */
export const listCallData: Handler<'listCallData'> = async (req, ctx) => {
  const page = await callDataPage(ctx.db, req.query);
  return {
    total: page.total,
    list: page.list.map(({ handleResult: _result, callEndTime: _end, ...item }) => item),
  };
};
