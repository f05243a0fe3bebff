import { Button, Group, Stack } from '@mantine/core';
import { type CompanyInfo, useCompaniesImported, useDeleteCompanies } from '@qifu/enterprise-archive-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { DeleteRowButton, FilteredPagedTable, RowButton, useEditDialog, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { CompanyFormDialog } from './company-form-dialog';
import { type CompanyFilters, CompanySearchFields, EMPTY_COMPANY_FILTERS, companyPageQuery } from './company-filters';
import { CompanyExportButton, CompanyImportDialog } from '../transfer';

/** Columns of the enterprise lists. */
export const COMPANY_COLUMNS: TableColumn<CompanyInfo>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'creditCode', title: '统一社会信用代码', width: 190 },
  { key: 'legalPerson', title: '法定代表人', width: 110 },
  { key: 'streetName', title: '所属乡镇（街道）', width: 140 },
  { key: 'industry', title: '所属行业', width: 90, align: 'center' },
];

/**
 * 企业库 (/work/ent/company; seeds 001 §7 "/company/info/*"; issue 18): the register of enterprises, newest first,
 * searched by name, credit code (prefix), street and industry; 新增 and 修改 (credit-code rule with its exact
 * messages), 删除 after confirmation (an enterprise with accounts is refused: 企业已关联用户，不能删除); 导入 (the import
 * dialog of issue 18 "transfer": server-checked header, progress, per-row refusal report) and 导出 of the applied filters
 * with the enabled extension fields.
 */
export function CompanyPage() {
  const filters = useFilters<CompanyFilters>(EMPTY_COMPANY_FILTERS);
  const dialog = useEditDialog<CompanyInfo>();
  const feedback = useMutationFeedback();
  const remove = useDeleteCompanies({ onSuccess: feedback });
  const companiesImported = useCompaniesImported();
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<CompanyInfo, CompanyFilters>
        filters={filters}
        searchFields={<CompanySearchFields filters={filters} />}
        toolbar={
          <Group gap="xs">
            <Can permission={PERM.entCompanySave}>
              <Button onClick={dialog.openNew}>新增企业</Button>
            </Can>
            <Can permission={PERM.entCompanyImport}>
              <Button variant="default" onClick={() => setImporting(true)}>
                导入
              </Button>
            </Can>
            <Can permission={PERM.entCompanyExport}>
              <CompanyExportButton filters={filters.applied} />
            </Can>
          </Group>
        }
        query={companyPageQuery}
        columns={COMPANY_COLUMNS}
        aria-label="企业列表"
        rowActionsWidth={130}
        rowActions={(row) => (
          <>
            <Can permission={PERM.entCompanySave}>
              <RowButton onClick={() => dialog.openEdit(row)} aria-label={`修改：${row.companyName}`}>
                修改
              </RowButton>
            </Can>
            <Can permission={PERM.entCompanyDelete}>
              <DeleteRowButton
                message={`确定要删除企业“${row.companyName}”及其档案数据吗？`}
                aria-label={`删除：${row.companyName}`}
                onConfirm={() => remove.mutateAsync([row.id])}
              />
            </Can>
          </>
        )}
      />
      <CompanyImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void companiesImported()}
      />
      {dialog.opened ? <CompanyFormDialog mode="company" row={dialog.record ?? null} onClose={dialog.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
