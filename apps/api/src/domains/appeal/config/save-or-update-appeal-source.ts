import type { Handler } from '../../../core/handler';
import { ok } from '../../../core/envelope';
import { configWrite, saveSource } from './appeal-config';

/** `POST /appeal/sourceValueName/saveOrUpdate` (ADMIN, YYF with appeal:source:save; issue 16 "Configuration"): creates (no id) or updates a source; CONFLICT 该来源名称已存在 within its channel. Invalidates the cached source list. */
export const saveOrUpdateAppealSource: Handler<'saveOrUpdateAppealSource'> = async (req, ctx) => ok({ id: await configWrite(ctx, (tx) => saveSource(tx, req.body)) }, '保存成功');
