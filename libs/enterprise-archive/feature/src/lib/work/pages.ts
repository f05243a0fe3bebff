/**
 * The enterprise-archive workbench pages, loaded on demand with `loadEnterpriseArchiveWorkPages()`. Pages take no props.
 */
import '@mantine/core/styles.layer.css';

// Tags, smart tags and binding (issue 18, tags): 企业标签, 企业绑定审核
export { TagPage } from './tags/tag-page';
export { BindingReviewPage } from './binding/binding-review-page';
export { MyCompanyPage } from './binding/my-company-page';
// Companies, extension tables and the archive (issue 18, archive): 企业库, 企业档案, 档案扩展表, 我的 › 企业档案
export { CompanyPage } from './company/company-page';
export { ArchivePage } from './archive/archive-page';
export { MyArchivePage } from './archive/my-archive-page';
export { ExpansionPage } from './expansion/expansion-page';
