import { asc, count, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { found, notFound } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { company, polLabel, tagInfo } from '../../../db/schema';
import { LABEL_NOT_FOUND, taggedCompanyWhere } from './label.queries';

/**
 * `POST /admin/policy/label/selectCompanyInfoByLabel` (ADMIN, YYF, GOV, DEPT; policy:label:list): the
 * enterprises carrying every tag of `labelId`, or carrying the one enterprise tag `tagId` (a tab of the
 * enterprise-tag lock dialog, seeds 001 §2), by name; 联系人/联系电话 are the enterprise's legal person
 * and phone (the enterprise record has no other contact). Neither or both ids → 400 请选择标签;
 * unknown → NOT_FOUND_ENTITY.
 */
export const selectCompanyInfoByLabel: Handler<'selectCompanyInfoByLabel'> = async (req, ctx) => {
  const { labelId, tagId } = req.body;
  if (!labelId === !tagId) throw new AppError('BAD_REQUEST', '请选择标签');
  if (labelId) found((await ctx.db.select({ id: polLabel.id }).from(polLabel).where(eq(polLabel.id, labelId)).limit(1))[0], LABEL_NOT_FOUND);
  if (tagId && !(await ctx.db.select({ id: tagInfo.id }).from(tagInfo).where(eq(tagInfo.id, tagId)).limit(1))[0]) throw notFound('企业标签不存在');
  const window = toPageWindow(req.body);
  const where = taggedCompanyWhere(labelId ? { labelId } : { tagId: tagId! }, req.body.companyName);
  return pagedSelect(
    ctx.db
      .select({ id: company.id, companyName: company.companyName, legalPerson: company.legalPerson, legalPersonPhone: company.legalPersonPhone })
      .from(company)
      .where(where)
      .orderBy(asc(company.companyName), asc(company.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(company).where(where),
    (r) => ({ ...r, contact: r.legalPerson, phone: r.legalPersonPhone }),
  );
};
