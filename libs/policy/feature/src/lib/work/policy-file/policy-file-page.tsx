import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { policyFileListQuery, policyTitlePageQuery, useDeletePolicyFile, type AdminPolicyListItem, type PolicyFileItem } from '@qifu/policy-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  FilteredPagedTable,
  RemoteSelect,
  RowButton,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  useUpload,
} from '@qifu/widgets';

import { PolicyFileFormModal } from './policy-file-form';

/** The search of 政策文件. */
export interface PolicyFileFilters {
  fileName: string;
  policyId: string | null;
}

/** The list query of the page's filters (`listByFileName`). */
export function policyFilePageQuery(params: PagedTableParams<Partial<PolicyFileFilters>>) {
  const { page, pageSize, fileName, policyId } = params;
  return policyFileListQuery({ page, pageSize, ...(fileName?.trim() ? { fileName: fileName.trim() } : {}), ...(policyId ? { policyId } : {}) });
}

function FileLink({ file }: { file: PolicyFileItem }) {
  const { fileUrl } = useUpload();
  return (
    <Anchor href={fileUrl(file.filePath)} target="_blank" rel="noreferrer" size="sm">
      {file.fileName}
    </Anchor>
  );
}

const COLUMNS: TableColumn<PolicyFileItem>[] = [
  { key: 'fileName', title: '文件名', formatter: (_value, row) => <FileLink file={row} /> },
  { key: 'policyTitle', title: '所属政策' },
  { key: 'remark', title: '备注', width: 160, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'createBy', title: '上传人', width: 100 },
  { key: 'createTime', title: '上传时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/**
 * 政策文件 (/work/policy/doc; seeds 001 §7 /admin/policy/doc/*: edit, listByFileName, deletePolicyFile;
 * issue 15): the documents filed under the policies of the caller's data rules, searched by 文件名 and
 * 所属政策 (remote-paged dropdown), newest first, each with a download link. 上传政策文件 and 编辑
 * (policy:doc:edit) open {@link PolicyFileFormModal}; 删除 (policy:doc:delete) asks first.
 */
export function PolicyFilePage() {
  const filters = useFilters<PolicyFileFilters>({ fileName: '', policyId: null });
  const editor = useEditDialog<PolicyFileItem>();
  const feedback = useMutationFeedback();
  const remove = useDeletePolicyFile({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolicyFileItem, PolicyFileFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="文件名"
              placeholder="文件名关键字"
              maxLength={200}
              value={filters.draft.fileName}
              onChange={(event) => filters.set('fileName', event.currentTarget.value)}
            />
            <RemoteSelect<AdminPolicyListItem>
              query={policyTitlePageQuery}
              label="所属政策"
              clearable
              placeholder="输入标题搜索"
              getOption={(p) => ({ label: p.policyTitle, value: p.id })}
              value={filters.draft.policyId}
              onChange={(value) => filters.set('policyId', value)}
            />
          </>
        }
        query={policyFilePageQuery}
        columns={COLUMNS}
        showIndex
        aria-label="政策文件列表"
        rowActionsWidth={130}
        toolbar={
          <Can permission={PERM.policyDocEdit}>
            <Button size="sm" onClick={editor.openNew}>
              上传政策文件
            </Button>
          </Can>
        }
        rowActions={(file) => (
          <>
            <Can permission={PERM.policyDocEdit}>
              <RowButton onClick={() => editor.openEdit(file)}>编辑</RowButton>
            </Can>
            <Can permission={PERM.policyDocDelete}>
              <DeleteRowButton message={`确定要删除文件“${file.fileName}”吗？`} onConfirm={() => remove.mutateAsync(file.id)} />
            </Can>
          </>
        )}
      />
      {editor.opened ? <PolicyFileFormModal file={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
    </Stack>
  );
}
