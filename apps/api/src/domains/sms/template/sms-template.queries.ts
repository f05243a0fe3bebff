/**
 * SQL and mappers of SMS templates (seeds 001 §7 /sms/*; issue 19).
 */
import type { components } from '@qifu/sdk';
import { checkSmsContent } from '@qifu/sms-rules';
import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { found } from '../../../core/entity';
import { iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { smsTemplate } from '../../../db/schema';

type SmsTemplate = components['schemas']['SmsTemplate'];

/** The refusal of a duplicate name. */
export const DUPLICATE_TEMPLATE_MSG = '模板名称已存在';
/** The answer for an unknown id. */
export const TEMPLATE_NOT_FOUND_MSG = '短信模板不存在';

/** A row in the contract's shape. */
export function toSmsTemplate(row: typeof smsTemplate.$inferSelect): SmsTemplate {
  return {
    id: row.id,
    templateName: row.templateName,
    templateType: row.templateType,
    templateContent: row.templateContent,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createBy: row.createdByName,
    createTime: iso(row.createdAt),
    updateTime: iso(row.updatedAt),
  };
}

/**
 * The template `id`.
 * @throws AppError NOT_FOUND_ENTITY 短信模板不存在.
 */
export async function loadSmsTemplate(db: Db, id: string) {
  const [row] = await db.select().from(smsTemplate).where(eq(smsTemplate.id, id)).limit(1);
  return found(row, TEMPLATE_NOT_FOUND_MSG);
}

/**
 * Checks a text's placeholders against SMS_TEMPLATE_VARIABLES of `@qifu/sms-rules`.
 * @throws AppError BAD_REQUEST 模板包含未定义的变量：{x}（可用变量：…） / 模板变量格式错误….
 */
export function assertSmsContent(content: string, subject: '模板' | '短信内容'): void {
  const refusal = checkSmsContent(content, subject);
  if (refusal) throw new AppError('BAD_REQUEST', refusal, refusal);
}
