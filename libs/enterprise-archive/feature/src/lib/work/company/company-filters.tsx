import { Select } from '@mantine/core';
import { type CompanyListParams, companyEnumsQuery, companyListQuery } from '@qifu/enterprise-archive-data-access';
import { type PagedTableParams } from '@qifu/table';
import { type Filters, KeywordFilter } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

/** The search of 企业库 and 企业档案. */
export interface CompanyFilters {
  companyName: string;
  creditCode: string;
  streetId: string | null;
  industry: string | null;
}

/** Empty filters. */
export const EMPTY_COMPANY_FILTERS: CompanyFilters = { companyName: '', creditCode: '', streetId: null, industry: null };

/** The list query of the filters (`listCompanyInfo`). */
export function companyPageQuery({ page, pageSize, companyName, creditCode, streetId, industry }: PagedTableParams<Partial<CompanyFilters>>) {
  const params: CompanyListParams = {
    page,
    pageSize,
    ...(companyName ? { companyName } : {}),
    ...(creditCode ? { creditCode } : {}),
    ...(streetId ? { streetId } : {}),
    ...(industry ? { industry } : {}),
  };
  return companyListQuery(params);
}

/** The search fields: 企业名称, 统一社会信用代码 (prefix), 所属乡镇（街道）, 所属行业. */
export function CompanySearchFields({ filters }: { filters: Filters<CompanyFilters> }) {
  const enums = useQuery(companyEnumsQuery());
  return (
    <>
      <KeywordFilter label="企业名称" placeholder="企业名称" {...filters.field('companyName')} />
      <KeywordFilter label="统一社会信用代码" placeholder="信用代码（前几位）" {...filters.field('creditCode')} />
      <Select
        label="所属乡镇（街道）"
        clearable
        searchable
        w={180}
        data={enums.data?.street ?? []}
        value={filters.draft.streetId}
        onChange={(v) => filters.set('streetId', v)}
      />
      <Select label="所属行业" clearable w={200} data={enums.data?.industry ?? []} value={filters.draft.industry} onChange={(v) => filters.set('industry', v)} />
    </>
  );
}
