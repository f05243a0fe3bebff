import { and, eq, ne, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { conflictOnUnique, found } from '../../../core/entity';
import { requireUser, type Handler } from '../../../core/handler';
import { smsTemplate } from '../../../db/schema';
import { assertSmsContent, DUPLICATE_TEMPLATE_MSG, TEMPLATE_NOT_FOUND_MSG } from './sms-template.queries';

/**
 * `POST /sms/template/save` (ADMIN, YYF, GOV; sms:template:save; seeds 001 §7 /sms/*): creates (no id) or updates a
 * template. Name and content are trimmed (blank → 400 请输入模板名称 / 请输入模板内容); every `{variable}` of the content
 * must be one of SMS_TEMPLATE_VARIABLES (`@qifu/sms-rules`), else 400 模板包含未定义的变量：{x}（可用变量：…） and nothing
 * is saved. Answers `{ id }` with 保存成功.
 * @throws AppError CONFLICT 模板名称已存在; NOT_FOUND_ENTITY 短信模板不存在 for an unknown id.
 */
export const saveSmsTemplate: Handler<'saveSmsTemplate'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const templateName = req.body.templateName.trim();
  const templateContent = req.body.templateContent.trim();
  if (!templateName) throw new AppError('BAD_REQUEST', '请输入模板名称', '参数 templateName 不能为空');
  if (!templateContent) throw new AppError('BAD_REQUEST', '请输入模板内容', '参数 templateContent 不能为空');
  assertSmsContent(templateContent, '模板');
  const { id, templateType, enableFlag } = req.body;
  const remark = req.body.remark?.trim() || null;

  const [duplicate] = await ctx.db
    .select({ id: smsTemplate.id })
    .from(smsTemplate)
    .where(and(eq(smsTemplate.templateName, templateName), id ? ne(smsTemplate.id, id) : undefined))
    .limit(1);
  if (duplicate) throw new AppError('CONFLICT', DUPLICATE_TEMPLATE_MSG);

  return conflictOnUnique(DUPLICATE_TEMPLATE_MSG, async () => {
    if (id) {
      const rows = await ctx.db
        .update(smsTemplate)
        .set({ templateName, templateType, templateContent, enableFlag, remark, updatedAt: sql`now()` })
        .where(eq(smsTemplate.id, id))
        .returning({ id: smsTemplate.id });
      return ok({ id: found(rows[0], TEMPLATE_NOT_FOUND_MSG).id }, '保存成功');
    }
    const rows = await ctx.db
      .insert(smsTemplate)
      .values({ templateName, templateType, templateContent, enableFlag, remark, createdBy: user.id, createdByName: user.name })
      .returning({ id: smsTemplate.id });
    return ok({ id: found(rows[0], TEMPLATE_NOT_FOUND_MSG).id }, '保存成功');
  });
};
