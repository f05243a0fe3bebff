/**
 * Data access of 企业库 (companies; seeds 001 §7 "/company/info/*", "/company-code/*"; issue 18, archive): list, detail,
 * code sets, credit-code check and the writes (save, delete). Hooks own their keys; writes invalidate every company and
 * archive query before calling the caller's `onSuccess`.
 */
import { type components, type operations, unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useInvalidation, useResourceMutation } from '@qifu/session';
import { compactQuery } from '@qifu/util';
import { queryOptions } from '@tanstack/react-query';

/** An enterprise (CompanyInfo). */
export type CompanyInfo = components['schemas']['CompanyInfo'];
/** The enterprise save payload (CompanyInfoForm). */
export type CompanyInfoForm = components['schemas']['CompanyInfoForm'];
/** The code sets of the archive screens (CompanyEnums). */
export type CompanyEnums = components['schemas']['CompanyEnums'];
/** Filters and page of `listCompanyInfo`. */
export type CompanyListParams = NonNullable<operations['listCompanyInfo']['parameters']['query']>;

/** Query keys of companies (CONVENTIONS "query-key factory per resource"). */
export const companyKeys = {
  all: ['entCompany'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  enums: () => [...companyKeys.all, 'enums'] as const,
};

/** A page of enterprises (`listCompanyInfo`, GET /company/info/list), newest first, as `{ list, total }` (from commonPage). */
export function companyListQuery(params: CompanyListParams) {
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: async ({ signal }): Promise<{ list: CompanyInfo[]; total: number }> => {
      const data = await unwrap(api.GET('/company/info/list', { params: { query: compactQuery(params) }, signal }));
      return { list: data.commonPage?.list ?? [], total: data.commonPage?.total ?? 0 };
    },
  });
}

/** The code sets (industry, scale, street, businessType) of the filters and forms (`getCompanyInfoEnums`), cached 10 minutes. */
export function companyEnumsQuery() {
  return queryOptions({
    queryKey: companyKeys.enums(),
    queryFn: ({ signal }): Promise<CompanyEnums> => unwrap(api.GET('/company/info/enums', { signal })),
    staleTime: 600_000,
  });
}

/** Options of the company writes. */
export interface CompanyMutationOptions<Data> {
  /** Called with `{ data, msg }` after the caches were invalidated. */
  onSuccess?: (result: { data: Data; msg: string }) => void | Promise<void>;
}

/** A company change makes the company lists and the archives stale. */
const COMPANY_KEYS = [companyKeys.all, ['entArchive']];

/**
 * Refreshes the company lists and the archives after an import of companies finished (the import
 * card uploads the workbook itself; seeds 001 §7 importCompanyInfo).
 */
export function useCompaniesImported(): () => Promise<void> {
  return useInvalidation(COMPANY_KEYS);
}

/**
 * Creates or updates an enterprise (`saveCompanyInfo`, msg 保存成功). Rejects with 400 社会信用代码不能为空 /
 * 社会信用代码格式错误, CONFLICT 该统一社会信用代码已存在, NOT_FOUND_ENTITY 企业不存在.
 */
export function useSaveCompany(options: CompanyMutationOptions<{ id: string }> = {}) {
  return useResourceMutation((body: CompanyInfoForm) => unwrapWithMsg(api.POST('/company/info/save', { body })), COMPANY_KEYS, options);
}

/** Deletes enterprises (`deleteCompanyInfo`, msg 删除成功); BUSINESS_RULE 企业已关联用户，不能删除 when one has accounts. */
export function useDeleteCompanies(options: CompanyMutationOptions<{ count: number }> = {}) {
  return useResourceMutation((ids: string[]) => unwrapWithMsg(api.POST('/company/info/delete', { body: { ids } })), COMPANY_KEYS, options);
}

/** Creates an enterprise archive (`newEntArchive`, msg 新建成功); CONFLICT 该统一社会信用代码已存在. */
export function useNewEntArchive(options: CompanyMutationOptions<{ id: string }> = {}) {
  return useResourceMutation(
    (body: Omit<CompanyInfoForm, 'id'>) => unwrapWithMsg(api.POST('/dynamic/company/info/newEntArchive', { body })),
    COMPANY_KEYS,
    options,
  );
}
