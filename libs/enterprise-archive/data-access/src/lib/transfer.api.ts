/**
 * Data access of the enterprise imports and exports (issue 18 "Import and export at scale"; seeds 001 §2 "Import upload
 * card", §5, §7 importCompanyInfo, importExcel, their progress, the template downloads, exportCompanyInfo,
 * companyDataExport). The workbook itself is sent by the import card (multipart `file` to {@link COMPANY_IMPORT_PATH}
 * or {@link EXPANSION_IMPORT_PATH}); the server checks the header row, imports all or nothing per batch of 1,000 rows
 * and answers the counts — or, over 2,000 rows, a job polled with {@link importProgressQuery}.
 */
import { type components, type operations, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, fileNameFromDisposition, type FormQuery } from '@qifu/util';
import { queryOptions } from '@tanstack/react-query';

/** The answer of an import (CompanyImportResult): counts, the refused-rows sheet, or the job of a large file. */
export type CompanyImportResult = components['schemas']['CompanyImportResult'];
/** An import job's progress (CompanyImportJob): status, rows read (`done`/`total`), imported, refused, last committed row. */
export type CompanyImportJob = components['schemas']['CompanyImportJob'];
/** Filters of `exportCompanyInfo` (the list's, without paging). */
export type CompanyExportParams = NonNullable<operations['exportCompanyInfo']['parameters']['query']>;
/** Body of `companyDataExport` (EntExpansionExportForm). */
export type CompanyDataExportForm = components['schemas']['EntExpansionExportForm'];
/** Which import: enterprises (importCompanyInfo) or one extension table's values (importExcel). */
export type CompanyImportKind = 'company' | 'expansion';

/** API path receiving the enterprise workbook (importCompanyInfo, ent:company:import). */
export const COMPANY_IMPORT_PATH = '/company/info/import';
/** API path receiving an extension table's workbook with the field `tableId` (importExcel, ent:expansion:import). */
export const EXPANSION_IMPORT_PATH = '/api/entExpansionTable/importExcel';
/** Rows per all-or-nothing batch (the server's IMPORT_BATCH_SIZE). */
export const IMPORT_BATCH_ROWS = 1000;
/** Larger files are imported as a background job (the server's INLINE_IMPORT_MAX_ROWS). */
export const IMPORT_INLINE_MAX_ROWS = 2000;

/** A downloaded file. */
export interface TransferFile {
  blob: Blob;
  fileName: string;
}

const transferKeys = {
  all: ['entTransfer'] as const,
  progress: (kind: CompanyImportKind, jobId: string) => [...transferKeys.all, 'progress', kind, jobId] as const,
};

/** True while a job still runs (queued or running). */
export function isImportRunning(job: Pick<CompanyImportJob, 'status'> | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * The progress of an import job (`importCompanyInfoProgress` / `importExcelProgress`), polled every second while it
 * runs. A job abandoned by a stopped server comes back `failed` with what was committed in `error`.
 */
export function importProgressQuery(kind: CompanyImportKind, jobId: string) {
  return queryOptions({
    queryKey: transferKeys.progress(kind, jobId),
    queryFn: ({ signal }): Promise<CompanyImportJob> =>
      kind === 'company'
        ? unwrap(api.GET('/company/info/importProgress', { params: { query: { jobId } }, signal }))
        : unwrap(api.GET('/api/entExpansionTable/importExcelProgress', { params: { query: { jobId } }, signal })),
    refetchInterval: (query) => (query.state.data && !isImportRunning(query.state.data) ? false : 1000),
  });
}

/** 企业导入模板.xlsx (`downloadCompanyImportTemplate`): basic columns then the enabled extension fields (字段名（表名）). */
export async function downloadCompanyImportTemplate(): Promise<TransferFile> {
  const { data, response } = await api.GET('/company/info/importTemplate', { parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '企业导入模板.xlsx' };
}

/** `{表名}导入模板.xlsx` of one extension table (`downloadExcelTemplate`): 统一社会信用代码, 企业名称, its enabled fields. */
export async function downloadExpansionImportTemplate(tableId: string): Promise<TransferFile> {
  const { data, response } = await api.GET('/api/entExpansionTable/downloadExcelTemplate', { params: { query: { tableId } }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '扩展表导入模板.xlsx' };
}

/**
 * The enterprises of the list's filters as Excel (`exportCompanyInfo`, ent:company:export): the import template's
 * columns with the enabled extension fields; at most 100,000 rows (else the client shows 导出数据过多，请缩小筛选范围).
 */
export async function exportCompanyFile(params: FormQuery<CompanyExportParams>): Promise<TransferFile> {
  const query = compactQuery<CompanyExportParams>(params);
  const { data, response } = await api.GET('/company/info/export', { params: { query }, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '企业库.xlsx' };
}

/** 企业档案数据 (`companyDataExport`, ent:expansion:export): sheet 基础信息 plus one sheet per chosen enabled table. */
export async function exportCompanyDataFile(form: CompanyDataExportForm): Promise<TransferFile> {
  const { data, response } = await api.POST('/api/entExpansionTable/companyDataExport', { body: form, parseAs: 'blob' });
  return { blob: data as Blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? '企业档案数据.xlsx' };
}
