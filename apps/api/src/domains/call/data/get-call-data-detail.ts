import { found } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { CALL_MESSAGES, findCallData } from './call-data.queries';

/** `GET /call/data/detail` (ADMIN, CALL, YYF; call:data:list): one call record. NOT_FOUND_ENTITY 话务记录不存在. */
export const getCallDataDetail: Handler<'getCallDataDetail'> = async (req, ctx) => found(await findCallData(ctx.db, req.query.id), CALL_MESSAGES.notFound);
