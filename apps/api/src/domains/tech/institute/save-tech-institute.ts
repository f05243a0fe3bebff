import type { Handler } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { instituteRows } from './institute.queries';
import { assertSaveReferences, saveItem } from '../item/item-workflow';

/**
 * `POST /tech/institute/save` (seeds 001 §7 /tech/institute/*): without id a new draft of the
 * caller; with id an item in 0 / 3 / 5, which returns to 0 草稿 (TechStatus). The domain must exist
 * (BUSINESS_RULE 技术领域不存在); the details HTML is sanitized.
 */
export const saveTechInstitute: Handler<'saveTechInstitute'> = async (req, ctx) => {
  const { id, ...form } = req.body;
  await assertSaveReferences(ctx.db, form.domainId);
  const values = {
    instituteName: form.instituteName,
    instituteType: form.instituteType,
    domainId: form.domainId,
    streetCode: form.streetCode ?? null,
    address: form.address ?? null,
    logo: form.logo ?? null,
    summary: form.summary ?? null,
    content: sanitizeOptionalRichText(form.content) ?? null,
    website: form.website ?? null,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
  };
  return saveItem(ctx, instituteRows, id, values);
};
