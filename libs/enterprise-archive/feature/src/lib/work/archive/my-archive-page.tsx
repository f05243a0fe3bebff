import { Stack } from '@mantine/core';
import { myCompanyIdQuery } from '@qifu/enterprise-archive-data-access';
import { PERM } from '@qifu/sdk';
import { useCan } from '@qifu/session';
import { QueryState } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';

import { ArchiveEditor } from './archive-editor';

/**
 * 我的 › 企业档案 (/work/my/archive, QY; seeds 001 §7 queryCompanyIdByToken, queryEntArchiveDetail, saveFieldValue;
 * issue 18): the enterprise of the logged-in account fills its own archive. Every save re-runs its policy matching,
 * so the policy calculator shows the new result at once. An account without an enterprise sees the server's message
 * (当前账号未关联企业).
 */
export function MyArchivePage() {
  const company = useQuery(myCompanyIdQuery());
  const canEdit = useCan(PERM.entArchiveEdit);
  return (
    <Stack gap="md">
      <QueryState query={company} skeletonRows={4}>
        {company.data ? <ArchiveEditor companyId={company.data.companyId} canEdit={canEdit} /> : null}
      </QueryState>
    </Stack>
  );
}
