/**
 * Enterprises as the archive answers them (CompanyInfo; seeds 001 §3 "Enterprise", issue 18): the company row with
 * its street name, and the write checks shared by saveCompanyInfo and newEntArchive.
 */
import type { components } from '@qifu/sdk';
import { isBusinessType } from '@qifu/enterprise-archive-rules';
import { validateCreditCode } from '@qifu/validation';
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { AppError } from '../../../core/envelope';
import { isoOrNull, textOrNull } from '../../../core/values';
import type { Db } from '../../../db/client';
import { company, sysRegion } from '../../../db/schema';

/** The contract's CompanyInfo. */
export type CompanyInfo = components['schemas']['CompanyInfo'];
/** The contract's CompanyInfoForm (NewEntArchiveForm is the same without id). */
export type CompanyInfoForm = components['schemas']['CompanyInfoForm'];

/** Message of a credit code held by another enterprise (company-info-form.yaml). */
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已存在';

const street = alias(sysRegion, 'company_street');

/** Columns of a CompanyInfo (select from company left join {@link companyStreetJoin}). */
export const COMPANY_INFO_COLUMNS = {
  id: company.id,
  companyName: company.companyName,
  creditCode: company.creditCode,
  legalPerson: company.legalPerson,
  legalPersonPhone: company.legalPersonPhone,
  streetId: company.streetId,
  streetName: street.name,
  address: company.address,
  industry: company.industry,
  scale: company.scale,
  businessType: company.businessType,
  createdAt: company.createdAt,
  updatedAt: company.updatedAt,
};

/** The street join of {@link COMPANY_INFO_COLUMNS}. */
export const companyStreet = { table: street, on: eq(street.code, company.streetId) };

type CompanyInfoRow = { createdAt: Date; updatedAt: Date | null; scale: string | null } & Omit<CompanyInfo, 'createTime' | 'updateTime' | 'scale'>;

/** A selected row as the contract's CompanyInfo. */
export function toCompanyInfo({ createdAt, updatedAt, ...r }: CompanyInfoRow): CompanyInfo {
  return { ...r, scale: (r.scale ?? null) as CompanyInfo['scale'], createTime: createdAt.toISOString(), updateTime: isoOrNull(updatedAt) };
}

/**
 * One enterprise as CompanyInfo.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在 for an unknown id.
 */
export async function companyInfoById(db: Db, id: string): Promise<CompanyInfo> {
  const [row] = await db.select(COMPANY_INFO_COLUMNS).from(company).leftJoin(companyStreet.table, companyStreet.on).where(eq(company.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  return toCompanyInfo(row);
}

/**
 * Checks an enterprise form and answers the column values to write (seeds 000 §5 credit code rule with its exact
 * messages; business type of getBusinessTypeList).
 * @param id - the enterprise being edited (its own credit code is not a conflict).
 * @throws AppError BAD_REQUEST 社会信用代码不能为空 / 社会信用代码格式错误 / 企业名称不能为空; BUSINESS_RULE 业务类型不存在;
 *   CONFLICT 该统一社会信用代码已存在.
 */
export async function checkCompanyForm(db: Db, form: Omit<CompanyInfoForm, 'id'>, id?: string) {
  const creditCode = form.creditCode?.trim() ?? '';
  const codeError = validateCreditCode(creditCode);
  if (codeError) throw new AppError('BAD_REQUEST', codeError);
  const companyName = form.companyName?.trim() ?? '';
  if (!companyName) throw new AppError('BAD_REQUEST', '企业名称不能为空');
  if (form.businessType && !isBusinessType(form.businessType)) throw new AppError('BUSINESS_RULE', '业务类型不存在');
  const [taken] = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.creditCode, creditCode), id ? ne(company.id, id) : undefined))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', CREDIT_CODE_TAKEN);
  return {
    companyName,
    creditCode,
    legalPerson: textOrNull(form.legalPerson),
    legalPersonPhone: textOrNull(form.legalPersonPhone),
    streetId: textOrNull(form.streetId),
    address: textOrNull(form.address),
    industry: textOrNull(form.industry),
    scale: textOrNull(form.scale),
    businessType: textOrNull(form.businessType),
  };
}
