import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { techInstitute } from '../../../db/schema';
import { instituteRows } from './institute.queries';
import { assertSaveReferences, saveItem } from '../item/item-workflow';

/**
 * `POST /tech/institute/save` (seeds 001 §7 /tech/institute/*): without id a new draft of the
 * caller; with id an item in 0 / 3 / 5, which returns to 0 草稿 (TechStatus). The domain must exist
 * (BUSINESS_RULE 技术领域不存在); the details HTML is sanitized.
 */
export const saveTechInstitute: Handler<'saveTechInstitute'> = async (req, ctx) => {
  const user = requireUser(ctx);
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
  const saved = await saveItem(ctx, instituteRows, user, id, {
    insert: async (tx) => {
      const [row] = await tx.insert(techInstitute).values({ ...values, createUserId: user.id }).returning({ id: techInstitute.id });
      if (!row) throw new Error('institute not inserted');
      return row.id;
    },
    update: async (tx, key) => {
      await tx.update(techInstitute).set({ ...values, status: '0', updatedAt: new Date() }).where(eq(techInstitute.id, key));
    },
  });
  return ok({ id: saved }, '保存成功');
};
