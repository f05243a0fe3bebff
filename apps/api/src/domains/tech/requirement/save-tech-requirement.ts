import { type Handler, requireUser } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { requirementRows } from './requirement.queries';
import { assertSaveReferences, saveItem } from '../item/item-workflow';

/**
 * `POST /tech/requirement/save` (seeds 001 §7 /tech/requirement/*): without id a new draft of the
 * caller (an enterprise's need is linked to its company); with id an item in 0 / 3 / 5, which
 * returns to 0 草稿 (TechStatus). The domain must exist (BUSINESS_RULE 技术领域不存在); the details
 * HTML is sanitized.
 */
export const saveTechRequirement: Handler<'saveTechRequirement'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { id, ...form } = req.body;
  await assertSaveReferences(ctx.db, form.domainId);
  const values = {
    requirementName: form.requirementName,
    domainId: form.domainId,
    companyName: form.companyName,
    budget: form.budget ?? null,
    deadline: form.deadline ?? null,
    cooperationMode: form.cooperationMode,
    summary: form.summary ?? null,
    content: sanitizeOptionalRichText(form.content) ?? null,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
  };
  return saveItem(ctx, requirementRows, id, values, { companyId: user.companyId });
};
