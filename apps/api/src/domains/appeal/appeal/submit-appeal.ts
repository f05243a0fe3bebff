import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { company } from '../../../db/schema';
import { requireCallerCompany } from '../../../core/caller-company';
import { submitAppealFor } from './appeal-enterprise-actions';

/**
 * `POST /appeal/info/submit` (QY; seeds 000 §1 "Enterprise appeals", §5 mobile and credit-code rules): the caller's
 * enterprise submits an appeal → 1 待受理 with the first progress step, msg 提交成功. Without a street the company's
 * own street is recorded. 400 with the documents' messages (手机号不能为空 / 手机号格式错误 / 社会信用代码不能为空 /
 * 社会信用代码格式错误 / 请选择最小分类。 …, see `appeal-workflow.ts`); BUSINESS_RULE 当前账号未关联企业 and, for a
 * reference that is not there (issue 17), 诉求分类不存在或已停用 / 所属乡镇（街道）不存在 / 附件不存在，请重新上传.
 */
export const submitAppeal: Handler<'submitAppeal'> = async (req, ctx) => {
  const caller = await requireCallerCompany(ctx);
  const [own] = await ctx.db.select({ streetId: company.streetId }).from(company).where(eq(company.id, caller.companyId)).limit(1);
  const id = await submitAppealFor({ db: ctx.db, storage: ctx.storage }, caller, req.body, own?.streetId ?? null);
  return ok({ id }, '提交成功');
};
