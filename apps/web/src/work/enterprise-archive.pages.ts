/**
 * The workbench pages of enterprise-archive, one entry per page, see ./work-pages.ts.
 */
import { bindingManageQuery, companyListQuery, expansionTablesQuery, myBindingQuery, tagListQuery } from '@qifu/enterprise-archive-data-access';
import { loadEnterpriseArchiveWorkPages } from '@qifu/enterprise-archive-feature/work';
import { PERM } from '@qifu/sdk';

import { workPages } from './work-pages';

export const enterpriseArchiveWorkPages = workPages(loadEnterpriseArchiveWorkPages, [
  // issue 18, tags and binding
  { path: 'ent/tag', page: 'TagPage', permission: PERM.tagInfoList, prefetch: (queryClient) => queryClient.ensureQueryData(tagListQuery({ page: 1, pageSize: 10 })) },
  {
    path: 'ent/personalCompany',
    page: 'BindingReviewPage',
    permission: PERM.entPersonalCompanyList,
    prefetch: (queryClient) => queryClient.ensureQueryData(bindingManageQuery({ page: 1, pageSize: 10 })),
  },
  { path: 'my/company', page: 'MyCompanyPage', prefetch: (queryClient) => queryClient.ensureQueryData(myBindingQuery({ page: 1, pageSize: 10 })) },
  // issue 18, companies, extension tables and the archive
  { path: 'ent/company', page: 'CompanyPage', permission: PERM.entCompanyList, prefetch: (queryClient) => queryClient.ensureQueryData(companyListQuery({ page: 1, pageSize: 10 })) },
  { path: 'ent/archive', page: 'ArchivePage', permission: PERM.entArchiveView, prefetch: (queryClient) => queryClient.ensureQueryData(companyListQuery({ page: 1, pageSize: 10 })) },
  { path: 'ent/expansion', page: 'ExpansionPage', permission: PERM.entExpansionView, prefetch: (queryClient) => queryClient.ensureQueryData(expansionTablesQuery(true)) },
  { path: 'my/archive', page: 'MyArchivePage', permission: PERM.entArchiveView },
]);
