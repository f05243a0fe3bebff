import type { Handler } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { achievementRows } from './achievement.queries';
import { assertSaveReferences, saveItem } from '../item/item-workflow';

/**
 * `POST /tech/achievement/save` (seeds 001 §7 /tech/achievement/*): without id a new draft of the
 * caller; with id an item in 0 / 3 / 5, which returns to 0 草稿 (TechStatus). The domain and the
 * type codes must exist (BUSINESS_RULE 技术领域不存在 / 成果类型不存在); the details HTML is sanitized.
 */
export const saveTechAchievement: Handler<'saveTechAchievement'> = async (req, ctx) => {
  const { id, ...form } = req.body;
  await assertSaveReferences(ctx.db, form.domainId, { bigTypeCode: form.bigTypeCode, smallTypeCode: form.smallTypeCode });
  const values = {
    achievementName: form.achievementName,
    domainId: form.domainId,
    bigTypeCode: form.bigTypeCode,
    smallTypeCode: form.smallTypeCode ?? null,
    maturity: form.maturity,
    cooperationMode: form.cooperationMode,
    price: form.price ?? null,
    holderName: form.holderName,
    patentNo: form.patentNo ?? null,
    summary: form.summary ?? null,
    content: sanitizeOptionalRichText(form.content) ?? null,
    images: form.images ?? [],
    contactName: form.contactName,
    contactPhone: form.contactPhone,
  };
  return saveItem(ctx, achievementRows, id, values);
};
