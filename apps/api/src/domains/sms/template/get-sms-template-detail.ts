import type { Handler } from '../../../core/handler';
import { loadSmsTemplate, toSmsTemplate } from './sms-template.queries';

/**
 * `GET /sms/template/detail?id=` (sms:template:list): one template.
 * @throws AppError NOT_FOUND_ENTITY 短信模板不存在.
 */
export const getSmsTemplateDetail: Handler<'getSmsTemplateDetail'> = async (req, ctx) =>
  toSmsTemplate(await loadSmsTemplate(ctx.db, req.query.id));
