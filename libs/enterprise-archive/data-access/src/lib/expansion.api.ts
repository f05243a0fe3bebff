/**
 * Data access of 档案扩展表 (extension tables and fields; seeds 001 §3 "Enterprise-archive extension", §7
 * "/api/entExpansionTable/*", "/api/entExpansionTableField/*"; issue 18, archive). Writes invalidate the configuration
 * and every archive (the forms follow the configuration at once).
 */
import { type components, unwrap, unwrapWithMsg } from '@qifu/sdk';
import { api, useResourceMutation } from '@qifu/session';
import { queryOptions } from '@tanstack/react-query';

/** An extension table with its fields (EntExpansionTable). */
export type EntExpansionTable = components['schemas']['EntExpansionTable'];
/** A field (EntExpansionField). */
export type EntExpansionField = components['schemas']['EntExpansionField'];
/** Table save payload. */
export type EntExpansionTableForm = components['schemas']['EntExpansionTableForm'];
/** Field save payload. */
export type EntExpansionFieldForm = components['schemas']['EntExpansionFieldForm'];
/** A label/value option. */
export type ArchiveOption = { label: string; value: string };

/** Query keys of the extension configuration. */
export const expansionKeys = {
  all: ['entExpansion'] as const,
  tables: (includeDisabled: boolean) => [...expansionKeys.all, 'tables', includeDisabled] as const,
  fieldTypes: () => [...expansionKeys.all, 'fieldTypes'] as const,
  businessTypes: () => [...expansionKeys.all, 'businessTypes'] as const,
};

/**
 * The extension tables with their fields in order (`findEnableTableList`); `includeDisabled` (the configuration page,
 * staff) lists disabled ones too.
 */
export function expansionTablesQuery(includeDisabled = false) {
  return queryOptions({
    queryKey: expansionKeys.tables(includeDisabled),
    queryFn: ({ signal }): Promise<EntExpansionTable[]> =>
      unwrap(api.GET('/api/entExpansionTable/findEnableTableList', { params: { query: { includeDisabled } }, signal })),
  });
}

/** The field types (`getFieldTypeList`: 单行文本, 多行文本, 数字, 日期, 下拉单选, 下拉多选, 附件). */
export function fieldTypesQuery() {
  return queryOptions({
    queryKey: expansionKeys.fieldTypes(),
    queryFn: (): Promise<ArchiveOption[]> => unwrap(api.POST('/api/entExpansionTableField/getFieldTypeList', {})),
    staleTime: Infinity,
  });
}

/** The business types (`getBusinessTypeList`: 工业企业, 建筑业企业, 服务业企业). */
export function businessTypesQuery() {
  return queryOptions({
    queryKey: expansionKeys.businessTypes(),
    queryFn: (): Promise<ArchiveOption[]> => unwrap(api.POST('/api/entExpansionTable/getBusinessTypeList', {})),
    staleTime: Infinity,
  });
}

/** One write of the configuration. */
export type ExpansionWrite =
  | { op: 'saveTable'; body: EntExpansionTableForm }
  | { op: 'saveField'; body: EntExpansionFieldForm }
  | { op: 'tableFlag'; body: { id: string; enableFlag: '0' | '1' } }
  | { op: 'fieldFlag'; body: { id: string; enableFlag: '0' | '1' } }
  | { op: 'order'; body: { tableId?: string; ids: string[] } };

function send(w: ExpansionWrite): Promise<{ data: unknown; msg: string }> {
  switch (w.op) {
    case 'saveTable':
      return unwrapWithMsg(api.POST('/api/entExpansionTable/saveOrUpdate', { body: w.body }));
    case 'saveField':
      return unwrapWithMsg(api.POST('/api/entExpansionTableField/saveOrUpdate', { body: w.body }));
    case 'tableFlag':
      return unwrapWithMsg(api.POST('/api/entExpansionTable/changeTableEnableFlag', { body: w.body }));
    case 'fieldFlag':
      return unwrapWithMsg(api.POST('/api/entExpansionTableField/changeFieldEnableFlag', { body: w.body }));
    case 'order':
      return unwrapWithMsg(api.POST('/api/entExpansionTable/updateOrderData', { body: w.body }));
  }
}

/**
 * Every write of 档案扩展表 (save table/field, enable/disable, reorder). Rejects with CONFLICT 表编码已存在 / 字段编码已存在,
 * BUSINESS_RULE 请选择字典 / 字段已有企业数据… . Invalidates the configuration and the archives, then `onSuccess`.
 */
export function useExpansionWrite(options: { onSuccess?: (result: { data: unknown; msg: string }) => void | Promise<void> } = {}) {
  return useResourceMutation(send, [expansionKeys.all, ['entArchive']], options);
}
