import { Stack } from '@mantine/core';
import { myAllowanceListQuery, type Allowance } from '@qifu/policy-data-access';
import { PagedTable, type PagedTableParams } from '@qifu/table';

import { ALLOWANCE_COLUMNS } from './allowance-page';

/** The list query of 我的补助 (`listMyAllowance`). */
export function myAllowancePageQuery(params: PagedTableParams<Record<string, never>>) {
  return myAllowanceListQuery({ page: params.page, pageSize: params.pageSize });
}

const COLUMNS = ALLOWANCE_COLUMNS.filter((c) => c.key !== 'companyName');

/**
 * 我的补助 (/work/my/allowance; catalogue /allowance/*; issue 15): the enterprise's allowances 待发放 and
 * 已发放 — project, policy, amount, year, granting department, date and state — newest first.
 */
export function MyAllowancePage() {
  return (
    <Stack gap="sm">
      <PagedTable<Allowance, Record<string, never>> query={myAllowancePageQuery} columns={COLUMNS} showIndex aria-label="我的补助列表" />
    </Stack>
  );
}
