import type { Handler } from '../../../core/handler';
import { ok } from '../../../core/envelope';
import { configWrite, saveDealOffice } from './appeal-config';

/** `POST /appeal/dealOffice/saveOrUpdate` (ADMIN, YYF with appeal:dealOffice:save; issue 16 "Configuration"): creates (no id) or updates a dealing office, optionally linked to a system office whose DEPT users deal its appeals (CONFLICT 该承办部门已存在). */
export const saveOrUpdateAppealDealOffice: Handler<'saveOrUpdateAppealDealOffice'> = async (req, ctx) => ok({ id: await configWrite(ctx, (tx) => saveDealOffice(tx, req.body)) }, '保存成功');
