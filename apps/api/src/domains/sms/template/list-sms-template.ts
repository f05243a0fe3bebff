import { and, count, desc, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { containsPattern } from '../../../core/values';
import { smsTemplate } from '../../../db/schema';
import { toSmsTemplate } from './sms-template.queries';

/**
 * `GET /sms/template/list` (ADMIN, YYF, GOV; sms:template:list; seeds 001 §7 /sms/*): templates newest change first;
 * `keyword` in name or content, `templateType`, `enableFlag` (短信发送 lists the enabled ones).
 */
export const listSmsTemplate: Handler<'listSmsTemplate'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    pattern ? or(ilike(smsTemplate.templateName, pattern), ilike(smsTemplate.templateContent, pattern)) : undefined,
    req.query.templateType ? eq(smsTemplate.templateType, req.query.templateType) : undefined,
    req.query.enableFlag ? eq(smsTemplate.enableFlag, req.query.enableFlag) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db.select().from(smsTemplate).where(where).orderBy(desc(smsTemplate.updatedAt), desc(smsTemplate.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(smsTemplate).where(where),
  ]);
  return pageResult(rows.map(toSmsTemplate), totals[0]?.n ?? 0);
};
