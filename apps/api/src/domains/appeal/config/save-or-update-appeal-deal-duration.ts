import type { Handler } from '../../../core/handler';
import { ok } from '../../../core/envelope';
import { configWrite, saveDealDuration } from './appeal-config';

/** `POST /appeal/dealDuration/saveOrUpdate` (ADMIN, YYF with appeal:dealDuration:save; issue 16 "Configuration"): creates (no id) or updates the time limit of a class (CONFLICT 该诉求分类已配置办理时限; BUSINESS_RULE 预警天数须小于办理天数); applies to appeals dispatched afterwards. */
export const saveOrUpdateAppealDealDuration: Handler<'saveOrUpdateAppealDealDuration'> = async (req, ctx) => ok({ id: await configWrite(ctx, (tx) => saveDealDuration(tx, req.body)) }, '保存成功');
