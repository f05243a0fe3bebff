/**
 * Import and export of enterprises at scale (issue 18, transfer): pieces the 企业库 and 档案扩展表 pages mount — not pages
 * themselves, so they are not in `../pages.ts`. Import them from `../transfer` inside this library.
 */
export { CompanyImportCard, CompanyImportDialog, importRulesText, type CompanyImportCardProps, type CompanyImportDialogProps } from './company-import-card';
export { CompanyDataExportButton, CompanyExportButton, type CompanyDataExportButtonProps, type CompanyExportButtonProps } from './company-export-button';
