import type { Handler } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { expertRows } from './expert.queries';
import { assertSaveReferences, saveItem } from '../item/item-workflow';

/**
 * `POST /tech/expert/save` (seeds 001 §7 /tech/expert/*): without id a new draft of the caller; with
 * id an item in 0 / 3 / 5, which returns to 0 草稿 (TechStatus). The domain must exist (BUSINESS_RULE
 * 技术领域不存在); the introduction HTML is sanitized.
 */
export const saveTechExpert: Handler<'saveTechExpert'> = async (req, ctx) => {
  const { id, ...form } = req.body;
  await assertSaveReferences(ctx.db, form.domainId);
  const values = {
    expertName: form.expertName,
    gender: form.gender,
    jobTitle: form.jobTitle ?? null,
    organizationName: form.organizationName,
    domainId: form.domainId,
    researchField: form.researchField ?? null,
    avatar: form.avatar ?? null,
    introduction: sanitizeOptionalRichText(form.introduction) ?? null,
    contactPhone: form.contactPhone ?? null,
    email: form.email ?? null,
  };
  return saveItem(ctx, expertRows, id, values);
};
