import { eq } from 'drizzle-orm';

import { requireCallerCompany } from '../../../core/caller-company';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { company, entExpansionTableField } from '../../../db/schema';
import { archiveChanged } from '../archive-changed';
import { applicableTables, checkValues, mergeMainValues, wholeInfoOfCompany } from './archive.queries';

/**
 * `POST /ent/company/info/saveFieldValue` (QY; seeds 001 §7, 000 §4 "go complete info"): the enterprise of the token
 * saves one value of its archive. The field must be an enabled field of an enabled single-row table that applies to
 * the enterprise (BUSINESS_RULE 该字段不可填写 otherwise); the value must fit its type. Then {@link archiveChanged}
 * (re-matching). Answers the stored value and the new completeness.
 */
export const saveFieldValue: Handler<'saveFieldValue'> = async (req, ctx) => {
  const { user, companyId } = await requireCallerCompany(ctx);
  const { fieldId, fieldValue } = req.body;
  const [[field], [row]] = await Promise.all([
    ctx.db.select({ tableId: entExpansionTableField.tableId }).from(entExpansionTableField).where(eq(entExpansionTableField.id, fieldId)).limit(1),
    ctx.db.select({ businessType: company.businessType }).from(company).where(eq(company.id, companyId)).limit(1),
  ]);
  const [config] = field ? await applicableTables(ctx.db, row?.businessType ?? null, field.tableId) : [];
  const target = config && !config.table.multiRow ? config.fields.find((f) => f.id === fieldId) : undefined;
  if (!config || !target) throw new AppError('BUSINESS_RULE', '该字段不可填写');
  const checked = checkValues(config, { [target.fieldCode]: fieldValue }, false);
  await mergeMainValues(ctx.db, companyId, config.table.id, checked, user.id);
  await archiveChanged(ctx.db, [companyId], user.id);
  return ok({ fieldId, fieldValue: checked[fieldId] ?? null, wholeInfo: await wholeInfoOfCompany(ctx.db, companyId) }, '保存成功');
};
