/**
 * The workbench pages of enterprise-archive, one entry per page, see ./work-pages.ts.
 */
import { loadEnterpriseArchiveWorkPages } from '@qifu/enterprise-archive-feature/work';

import { workPages } from './work-pages';

export const enterpriseArchiveWorkPages = workPages(loadEnterpriseArchiveWorkPages, []);
