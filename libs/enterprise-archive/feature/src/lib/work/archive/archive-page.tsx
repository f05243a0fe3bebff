import { Button, Drawer, Stack } from '@mantine/core';
import { type CompanyInfo } from '@qifu/enterprise-archive-data-access';
import { PERM } from '@qifu/sdk';
import { Can, useCan } from '@qifu/session';
import { FilteredPagedTable, RowButton, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { COMPANY_COLUMNS } from '../company/company-page';
import { CompanyFormDialog } from '../company/company-form-dialog';
import { type CompanyFilters, CompanySearchFields, EMPTY_COMPANY_FILTERS, companyPageQuery } from '../company/company-filters';
import { ArchiveEditor } from './archive-editor';

/**
 * 企业档案 (/work/ent/archive; seeds 001 §7 "/dynamic/company/info/*"; issue 18): the enterprises (searched like
 * 企业库); 档案 opens one enterprise's archive — basic data, business type and the enabled extension tables in order —
 * where staff with ent:archive:edit change values; 新建档案 adds an enterprise (newEntArchive). Every save re-runs the
 * enterprise's policy matching.
 */
export function ArchivePage() {
  const filters = useFilters<CompanyFilters>(EMPTY_COMPANY_FILTERS);
  const [open, setOpen] = useState<CompanyInfo | null>(null);
  const [creating, setCreating] = useState(false);
  const canEdit = useCan(PERM.entArchiveEdit);
  const feedback = useMutationFeedback();
  return (
    <Stack gap="sm">
      <FilteredPagedTable<CompanyInfo, CompanyFilters>
        filters={filters}
        searchFields={<CompanySearchFields filters={filters} />}
        toolbar={
          <Can permission={PERM.entArchiveCreate}>
            <Button onClick={() => setCreating(true)}>新建档案</Button>
          </Can>
        }
        query={companyPageQuery}
        columns={COMPANY_COLUMNS}
        aria-label="企业档案列表"
        rowActionsWidth={90}
        rowActions={(row) => (
          <RowButton onClick={() => setOpen(row)} aria-label={`档案：${row.companyName}`}>
            档案
          </RowButton>
        )}
      />
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="xl" title={open ? `企业档案：${open.companyName}` : '企业档案'}>
        {open ? <ArchiveEditor companyId={open.id} canEdit={canEdit} /> : null}
      </Drawer>
      {creating ? <CompanyFormDialog mode="archive" row={null} onClose={() => setCreating(false)} onSaved={feedback} /> : null}
    </Stack>
  );
}
