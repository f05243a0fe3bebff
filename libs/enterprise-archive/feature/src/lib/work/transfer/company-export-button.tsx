import { exportCompanyDataFile, exportCompanyFile, type CompanyDataExportForm, type CompanyExportParams } from '@qifu/enterprise-archive-data-access';
import type { FormQuery } from '@qifu/util';
import { ExportButton, type ExportButtonProps } from '@qifu/widgets';

/** Props of {@link CompanyExportButton}. */
export interface CompanyExportButtonProps extends Omit<ExportButtonProps, 'onExport'> {
  /** The list's applied filters (paging fields are ignored by the server). */
  filters: FormQuery<CompanyExportParams>;
}

/**
 * 导出 of 企业库 (exportCompanyInfo; issue 18): downloads the enterprises of the applied filters as Excel — the import
 * template's columns including the enabled extension fields, written streaming by the server (up to 100,000 rows; more
 * shows 导出数据过多，请缩小筛选范围). Wrap it in `<Can permission={PERM.entCompanyExport}>` (ent:company:export).
 */
export function CompanyExportButton({ filters, ...props }: CompanyExportButtonProps) {
  return <ExportButton {...props} onExport={() => exportCompanyFile(filters)} />;
}

/** Props of {@link CompanyDataExportButton}. */
export interface CompanyDataExportButtonProps extends Omit<ExportButtonProps, 'onExport'> {
  /** Tables, enterprises (chosen rows) or filters, and the basic columns (EntExpansionExportForm). */
  form: CompanyDataExportForm;
}

/**
 * 导出档案数据 (companyDataExport; issue 18): sheet 基础信息 plus one sheet per chosen enabled extension table (all
 * enabled tables without `tableIds`). Wrap it in `<Can permission={PERM.entExpansionExport}>` (ent:expansion:export).
 */
export function CompanyDataExportButton({ form, children = '导出档案数据', ...props }: CompanyDataExportButtonProps) {
  return (
    <ExportButton {...props} onExport={() => exportCompanyDataFile(form)}>
      {children}
    </ExportButton>
  );
}
